/**
 * The whole reference as semantic HTML: `<article class="sv-static">` with the API's header (title, version,
 * description, servers, authentication), a table of contents, a section per tag with a section per operation,
 * the webhooks, and the schemas (GraphQL: types and directives). Every id is the live element's deep-link id.
 */
import { sectionId } from '../../model/ids.js';
import { schemaAnchorId } from '../../model/navigation.js';
import { deprecatedLast } from '../../model/security.js';
import { safeHref } from '../../markdown/safe-href.js';
import { escapeHtml as esc } from '../escape.js';
import { schemeFacts, schemeSummary, serverQualifiers, specTypeLabel } from '../labels.js';
import { progress, type OperationSection, type RenderContext } from '../context.js';
import { endpointHtml, operationHtml } from './operation-html.js';
import { schemaHtml } from './outline-html.js';
import { h } from './parts-html.js';
import { graphqlDirectivesHtml, graphqlTypeHtml } from './graphql-html.js';
import { titleOf } from '../text/op-title.js';
import { code, labelHtml } from '../words.js';

function link(href: string | undefined, text: string): string {
  const safe = safeHref(href);
  return safe ? `<a href="${esc(safe)}" rel="noopener noreferrer">${esc(text)}</a>` : esc(text);
}

/** Title, version, summary, description, links, servers and security schemes. */
export function headerHtml(ctx: RenderContext): string {
  const { info } = ctx.model;
  const { t } = ctx;
  const out = [`<header class="sv-static-header">`, `<h1>${esc(info.title || t.staticApiReference)}</h1>`];
  const meta = [info.version ? labelHtml(t.staticVersion(info.version)) : '', esc(specTypeLabel(ctx.model))].filter(Boolean);
  out.push(`<p class="sv-static-meta">${meta.join(' · ')}</p>`);
  if (info.summary) out.push(`<p class="sv-static-summary" dir="auto">${esc(info.summary)}</p>`);
  if (info.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(info.description, 1)}</div>`);
  const links: string[] = [];
  if (info.termsOfService) links.push(link(info.termsOfService, t.termsOfService));
  if (info.contact) {
    const { name, url, email } = info.contact;
    const parts = [url ? link(url, name || url) : name ? esc(name) : '', email ? link(`mailto:${email}`, email) : ''].filter(Boolean);
    if (parts.length > 0) links.push(`${esc(t.contact)}: ${parts.join(', ')}`);
  }
  if (info.license) links.push(`${esc(t.license)}: ${link(info.license.url, info.license.name)}`);
  if (ctx.model.externalDocs) links.push(link(ctx.model.externalDocs.url, ctx.model.externalDocs.description || t.externalDocs));
  if (links.length > 0) out.push(`<ul class="sv-static-links">${links.map((l) => `<li>${l}</li>`).join('')}</ul>`);
  out.push(serversHtml(ctx), schemesHtml(ctx), '</header>');
  return out.join('');
}

function serversHtml(ctx: RenderContext): string {
  const servers = ctx.model.servers;
  const { t } = ctx;
  if (servers.length === 0) return '';
  const items = servers.map((server) => {
    const qualifiers = serverQualifiers(server);
    const variables = server.variables.map(
      (v) => `<li><code>${esc(v.name)}</code> ${labelHtml(t.defaultValue(code(v.default)))}${v.enum ? ` (${labelHtml(t.oneOfList(v.enum.map((e) => code(e)).join(', ')))})` : ''}${v.description ? ` — <bdi>${esc(ctx.text.plain(v.description))}</bdi>` : ''}</li>`,
    );
    return (
      `<li><code>${esc(server.url)}</code>${qualifiers.length > 0 ? ` <bdi>(${esc(qualifiers.join(', '))})</bdi>` : ''}` +
      (server.description ? ` — <bdi>${esc(ctx.text.plain(server.description))}</bdi>` : '') +
      (variables.length > 0 ? `<ul>${variables.join('')}</ul>` : '') +
      '</li>'
    );
  });
  return `<section class="sv-static-servers">${h(2, esc(t.servers(servers.length)))}<ul>${items.join('')}</ul></section>`;
}

function schemesHtml(ctx: RenderContext): string {
  const schemes = deprecatedLast(ctx.model.securitySchemes);
  if (schemes.length === 0) return '';
  const { t } = ctx;
  const items = schemes.map((scheme) => {
    const facts = schemeFacts(t, scheme).map(([k, v]) => `<li>${esc(k)}: <code>${esc(v)}</code></li>`);
    return (
      `<dt><code>${esc(scheme.key)}</code> ${esc(schemeSummary(t, scheme))}</dt><dd>` +
      (scheme.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(scheme.description, 3)}</div>` : '') +
      (facts.length > 0 ? `<ul>${facts.join('')}</ul>` : '') +
      '</dd>'
    );
  });
  return `<section class="sv-static-auth">${h(2, esc(t.securitySchemes))}<dl>${items.join('')}</dl></section>`;
}

/** Heading levels: an x-tagGroups group heading (2), then sections below it, nested tags one level deeper. */
export function sectionLevel(ctx: RenderContext, section: OperationSection): number {
  const grouped = ctx.sections.some((s) => s.group !== undefined);
  return Math.min(2 + (grouped && section.group !== undefined ? 1 : 0) + section.depth, 4);
}

/** A link to an operation: its method, path and title. */
export function operationLinkHtml(ctx: RenderContext, op: OperationSection['entries'][number]['op']): string {
  return `<a href="${esc(ctx.links.operation(op))}">${endpointHtml(op)} <bdi class="sv-static-op-title">${esc(titleOf(ctx, op))}</bdi></a>`;
}

/** A section (tag or webhooks): heading, description, its operations in full (or links to where they are). */
export function sectionHtml(ctx: RenderContext, section: OperationSection, tick: () => void, level = sectionLevel(ctx, section)): string {
  const out: string[] = [];
  if (section.groupStart && section.group !== undefined) out.push(`<h2 class="sv-static-group">${esc(section.group)}</h2>`);
  out.push(`<section class="sv-static-tag" id="${esc(section.id)}">${h(level, esc(section.title))}`);
  if (section.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(section.description, level)}</div>`);
  if (section.externalDocs) out.push(`<p>${link(section.externalDocs.url, section.externalDocs.description || ctx.t.externalDocs)}</p>`);
  for (const { op, home } of section.entries) {
    if (home) {
      out.push(ctx.prerendered?.get(op.id) ?? operationHtml(ctx, op, level + 1));
      tick();
    } else {
      out.push(`<p class="sv-static-op-ref">${esc(ctx.t.staticAlsoHere)} ${operationLinkHtml(ctx, op)}</p>`);
    }
  }
  out.push('</section>');
  return out.join('');
}

/** The heading of the schemas section: GraphQL's are types. */
export const schemasTitle = (ctx: RenderContext): string => (ctx.model.graphql ? ctx.t.types : ctx.t.schemas);

/** The table of contents: sections and their operations, linked. */
export function contentsHtml(ctx: RenderContext): string {
  const items = ctx.sections.map(
    (section) =>
      `<li><a href="#${esc(section.id)}">${esc(section.title)}</a><ul>${section.entries.map(({ op }) => `<li>${operationLinkHtml(ctx, op)}</li>`).join('')}</ul></li>`,
  );
  if (ctx.options.schemas && ctx.model.schemas.size > 0) items.push(`<li><a href="#${sectionId.schemas()}">${esc(schemasTitle(ctx))}</a></li>`);
  return `<nav class="sv-static-toc" aria-label="${esc(ctx.t.staticContents)}">${h(2, esc(ctx.t.staticContents))}<ul>${items.join('')}</ul></nav>`;
}

/** The schemas section (GraphQL: the types, then the directives); `names`: only these (a page of a split reference). */
export function schemasHtml(ctx: RenderContext, names?: readonly string[]): string {
  if (!ctx.options.schemas || ctx.model.schemas.size === 0) return '';
  const list = names ? names.map((name) => [name, ctx.model.schemas.get(name)!] as const) : [...ctx.model.schemas];
  const last = names === undefined || names[names.length - 1] === [...ctx.model.schemas.keys()].pop();
  const entries = list.map(([name, schema]) =>
    ctx.model.graphql
      ? graphqlTypeHtml(ctx, name, schema, 3)
      : `<section class="sv-static-schema-entry" id="${esc(schemaAnchorId(ctx.model, name))}">${h(3, esc(name))}${schema.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(schema.description, 3)}</div>` : ''}${schemaHtml(ctx, schema, 3, false)}</section>`,
  );
  return (
    `<section class="sv-static-section" id="${sectionId.schemas()}">${h(2, esc(schemasTitle(ctx)))}${entries.join('')}</section>` +
    (ctx.model.graphql && last ? graphqlDirectivesHtml(ctx, 2) : '')
  );
}

/** The whole reference in one `<article>`. */
export function referenceHtml(ctx: RenderContext): string {
  const tick = progress(ctx);
  const out = [`<article class="sv-static">`, headerHtml(ctx)];
  if (ctx.sections.length > 0) out.push(contentsHtml(ctx));
  for (const section of ctx.sections) out.push(sectionHtml(ctx, section, tick));
  out.push(schemasHtml(ctx), '</article>');
  return out.join('');
}
