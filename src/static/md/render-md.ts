/**
 * The whole reference as Markdown (`api.md`): the same content and order as the HTML, for readers of text and
 * for AI assistants. Spec strings are escaped, descriptions made safe (text/safe-markdown.ts).
 */
import { deprecatedLast } from '../../model/security.js';
import { safeHref } from '../../markdown/safe-href.js';
import { codeSpan, escapeMarkdown, markdownDestination } from '../escape.js';
import { schemeFacts, schemeSummary, serverQualifiers, specTypeLabel } from '../labels.js';
import { progress, type OperationSection } from '../context.js';
import type { MdContext } from './md-context.js';
import { heading, indent } from './markdown-text.js';
import { endpointMarkdown, operationMarkdown } from './operation-md.js';
import { schemaMarkdown } from './outline-md.js';
import { titleOf } from '../text/op-title.js';
import { code, labelMarkdown } from '../words.js';

function link(url: string | undefined, text: string): string {
  const safe = safeHref(url);
  return safe ? `[${escapeMarkdown(text)}](${markdownDestination(safe)})` : escapeMarkdown(text);
}

function headerMarkdown(ctx: MdContext): string[] {
  const { info } = ctx.model;
  const { t } = ctx;
  const out = [heading(1, escapeMarkdown(info.title || t.staticApiReference))];
  out.push([info.version ? labelMarkdown(t.staticVersion(info.version)) : '', escapeMarkdown(specTypeLabel(ctx.model))].filter(Boolean).join(' · '));
  if (info.summary) out.push(escapeMarkdown(info.summary));
  if (info.description) out.push(ctx.md.md(info.description, 1));
  const links: string[] = [];
  if (info.termsOfService) links.push(`- ${link(info.termsOfService, t.termsOfService)}`);
  if (info.contact) {
    const { name, url, email } = info.contact;
    const parts = [url ? link(url, name || url) : name ? escapeMarkdown(name) : '', email ? link(`mailto:${email}`, email) : ''].filter(Boolean);
    if (parts.length > 0) links.push(`- ${escapeMarkdown(t.contact)}: ${parts.join(', ')}`);
  }
  if (info.license) links.push(`- ${escapeMarkdown(t.license)}: ${link(info.license.url, info.license.name)}`);
  if (ctx.model.externalDocs) links.push(`- ${link(ctx.model.externalDocs.url, ctx.model.externalDocs.description || t.externalDocs)}`);
  if (links.length > 0) out.push(links.join('\n'));
  if (ctx.model.servers.length > 0) {
    out.push(heading(2, escapeMarkdown(t.servers(ctx.model.servers.length))));
    out.push(
      ctx.model.servers
        .map((server) => {
          const qualifiers = serverQualifiers(server);
          const head = `- ${codeSpan(server.url)}${qualifiers.length > 0 ? ` (${escapeMarkdown(qualifiers.join(', '))})` : ''}${server.description ? ` — ${escapeMarkdown(ctx.text.plain(server.description))}` : ''}`;
          const variables = server.variables.map((v) => `  - ${codeSpan(v.name)} ${labelMarkdown(t.defaultValue(code(v.default)))}${v.enum ? ` (${labelMarkdown(t.oneOfList(v.enum.map((e) => code(e)).join(', ')))})` : ''}`);
          return [head, ...variables].join('\n');
        })
        .join('\n'),
    );
  }
  const schemes = deprecatedLast(ctx.model.securitySchemes);
  if (schemes.length > 0) {
    out.push(heading(2, escapeMarkdown(t.securitySchemes)));
    out.push(
      schemes
        .map((scheme) => {
          const body = [ctx.md.md(scheme.description), ...schemeFacts(t, scheme).map(([k, v]) => `- ${escapeMarkdown(k)}: ${codeSpan(v)}`)].filter(Boolean);
          return [`- ${codeSpan(scheme.key)}: ${escapeMarkdown(schemeSummary(t, scheme))}`, ...body.map((b) => indent(b, 2))].join('\n');
        })
        .join('\n'),
    );
  }
  return out;
}

function sectionLevel(ctx: MdContext, section: OperationSection): number {
  const grouped = ctx.sections.some((s) => s.group !== undefined);
  return Math.min(2 + (grouped && section.group !== undefined ? 1 : 0) + section.depth, 4);
}

function sectionMarkdown(ctx: MdContext, section: OperationSection, tick: () => void): string[] {
  const level = sectionLevel(ctx, section);
  const out: string[] = [];
  if (section.groupStart && section.group !== undefined) out.push(heading(2, escapeMarkdown(section.group)));
  out.push(heading(level, escapeMarkdown(section.title)));
  if (section.description) out.push(ctx.md.md(section.description, level));
  if (section.externalDocs) out.push(link(section.externalDocs.url, section.externalDocs.description || ctx.t.externalDocs));
  for (const { op, home } of section.entries) {
    if (home) {
      out.push(operationMarkdown(ctx, op, level + 1));
      tick();
    } else {
      const home = ctx.homeSection.get(op.id)?.title;
      out.push(`${escapeMarkdown(ctx.t.staticAlsoHere)} ${endpointMarkdown(op)} ${escapeMarkdown(titleOf(ctx, op))}${home ? ` (${escapeMarkdown(ctx.t.staticDescribedUnder(home))})` : ''}`);
    }
  }
  return out;
}

function graphqlTypeMarkdown(ctx: MdContext, name: string, level: number): string[] {
  const schema = ctx.model.schemas.get(name)!;
  const type = schema.graphql;
  const { t } = ctx;
  const kind = type ? ((t.graphqlKinds as Record<string, string>)[type.kind] ?? type.kind) : t.type;
  const out = [heading(level, `${escapeMarkdown(name)} (${escapeMarkdown(kind)})`)];
  const description = type?.description ?? schema.description;
  if (description) out.push(ctx.md.md(description, level));
  if (!type) return out;
  if (type.interfaces.length > 0) out.push(`${escapeMarkdown(t.implements)} ${type.interfaces.map((i) => codeSpan(i)).join(', ')}`);
  if (type.possibleTypes.length > 0) out.push(`${escapeMarkdown(t.possibleTypes)}: ${type.possibleTypes.map((t) => codeSpan(t)).join(', ')}`);
  const limit = ctx.options.listItems;
  const more = (total: number): string[] => (total > limit ? [`- ${escapeMarkdown(t.staticMore(total - limit))}`] : []);
  const fields = type.fields.slice(0, limit).map((f) => {
    const args = f.args.length > 0 ? `(${f.args.map((a) => `${a.name}: ${a.type}`).join(', ')})` : '';
    const head = `- ${codeSpan(`${f.name}${args}`)}: ${codeSpan(f.type)}${f.deprecated ? ` *${escapeMarkdown(t.deprecatedFlag)}*` : ''}`;
    const description = ctx.md.md(f.description);
    return description ? `${head}\n${indent(description, 2)}` : head;
  });
  if (fields.length > 0) out.push([...fields, ...more(type.fields.length)].join('\n'));
  const inputs = type.inputFields.slice(0, limit).map((f) => `- ${codeSpan(f.name)}: ${codeSpan(f.type)}${f.defaultValue !== undefined ? ` = ${codeSpan(f.defaultValue)}` : ''}`);
  if (inputs.length > 0) out.push([...inputs, ...more(type.inputFields.length)].join('\n'));
  const values = type.enumValues.slice(0, limit).map((v) => `- ${codeSpan(v.name)}${v.deprecated ? ` *${escapeMarkdown(t.deprecatedFlag)}*` : ''}`);
  if (values.length > 0) out.push([...values, ...more(type.enumValues.length)].join('\n'));
  return out;
}

function schemasMarkdown(ctx: MdContext, names?: readonly string[]): string[] {
  if (!ctx.options.schemas || ctx.model.schemas.size === 0) return [];
  const out = [heading(2, escapeMarkdown(ctx.model.graphql ? ctx.t.types : ctx.t.schemas))];
  const entries = names ? names.map((name) => [name, ctx.model.schemas.get(name)!] as const) : [...ctx.model.schemas];
  for (const [name, schema] of entries) {
    if (ctx.model.graphql) {
      out.push(...graphqlTypeMarkdown(ctx, name, 3));
      continue;
    }
    out.push(heading(3, escapeMarkdown(name)));
    if (schema.description) out.push(ctx.md.md(schema.description, 3));
    out.push(schemaMarkdown(ctx, schema, false));
  }
  const directives = ctx.model.graphql?.directives ?? [];
  const last = names === undefined || names[names.length - 1] === [...ctx.model.schemas.keys()].pop();
  if (directives.length > 0 && last) {
    out.push(heading(2, escapeMarkdown(ctx.t.directives)));
    for (const d of directives) {
      out.push(heading(3, codeSpan(`@${d.name}`)), `${labelMarkdown(ctx.t.directiveOn(d.locations.join(', ')))}${d.repeatable ? ` · ${escapeMarkdown(ctx.t.repeatable)}` : ''}`);
      if (d.description) out.push(ctx.md.md(d.description, 3));
    }
  }
  return out;
}

/** Markdown parts joined by blank lines, ending with a newline. */
export const joinParts = (parts: string[]): string => `${parts.filter((part) => part !== '').join('\n\n')}\n`;

/** The header (title, version, description, links, servers, authentication) as Markdown. */
export function headerMarkdownText(ctx: MdContext): string {
  return joinParts(headerMarkdown(ctx));
}

/** One section (or a page of it: `section.entries` a slice) as Markdown. */
export function sectionMarkdownText(ctx: MdContext, section: OperationSection, tick: () => void = () => undefined): string {
  return joinParts(sectionMarkdown(ctx, section, tick));
}

/** The schemas (GraphQL: types and directives) as Markdown; `names`: only these. */
export function schemasMarkdownText(ctx: MdContext, names?: readonly string[]): string {
  return joinParts(schemasMarkdown(ctx, names));
}

/** The whole reference as Markdown. */
export function referenceMarkdown(ctx: MdContext): string {
  const tick = progress(ctx);
  const out = headerMarkdown(ctx);
  for (const section of ctx.sections) out.push(...sectionMarkdown(ctx, section, tick));
  out.push(...schemasMarkdown(ctx));
  return joinParts(out);
}
