/**
 * The files of a split reference. `index.html` keeps the header and lists every operation (method, path,
 * summary), each list item carrying the operation's deep-link id, so `index.html#<id>` still lands on it (and the
 * live element, which reads the hash, opens its card); each section's details go to `tags/<slug>.html` (with a
 * Markdown twin), linked both ways, and the schemas to `schemas.html`. `api.md` still holds everything.
 */
import { fragmentFor } from '../../model/deep-link.js';
import { sectionId } from '../../model/ids.js';
import { schemaAnchorId } from '../../model/navigation.js';
import { escapeHtml as esc } from '../escape.js';
import { escapeMarkdown } from '../escape.js';
import { progress, type RenderContext } from '../context.js';
import { headerHtml, operationLinkHtml, schemasHtml, schemasTitle, sectionHtml, sectionLevel } from '../html/render-html.js';
import { operationHtml } from '../html/operation-html.js';
import { heading } from '../md/markdown-text.js';
import { headerMarkdownText, joinParts, schemasMarkdownText, sectionMarkdownText } from '../md/render-md.js';
import type { MdContext } from '../md/md-context.js';
import { planSchemas, planSplit, splitLinks, type SplitPlan } from './split-plan.js';
import { pageTitle, summaryOf, type PageWriter, type StaticFile } from './site-parts.js';
import type { LlmsPage } from './llms-txt.js';

function partLabel(title: string, part: number, parts: number): string {
  return parts > 1 ? `${title} (${part}/${parts})` : title;
}

export interface SplitResult {
  files: StaticFile[];
  pages: LlmsPage[];
  schemaPages: Array<{ title: string; html: string; markdown: string }>;
}

export function splitSite(base: RenderContext, md: MdContext, write: PageWriter): SplitResult {
  const { model } = base;
  const withSchemas = base.options.schemas && model.schemas.size > 0;
  // Operations are rendered first (their HTML links to schema pages, never to other operations' pages), so
  // section pages can be cut by size.
  const interactive = (op: Parameters<NonNullable<RenderContext['interactive']>>[0]): string => `../index.html#${fragmentFor(op.id)}`;
  const early = splitLinks(base, { sectionPages: [], operationPage: new Map(), ...planSchemas(base, withSchemas) }, '../');
  const prerendered = new Map<string, string>();
  const tickOp = progress(base);
  for (const section of base.sections) {
    for (const { op, home } of section.entries) {
      if (!home || prerendered.has(op.id)) continue;
      prerendered.set(op.id, operationHtml({ ...base, links: early, interactive }, op, 2));
      tickOp();
    }
  }
  const plan = planSplit(base, withSchemas, ({ op, home }) => (home ? (prerendered.get(op.id)?.length ?? 0) : 200));
  const { t } = base;
  const apiName = esc(t.staticAllOperations(model.info.title || t.staticApiReference));
  const apiTitle = model.info.title || t.staticApiReference;
  const typesLabel = schemasTitle(base);
  const pager = (href: string | undefined, rel: 'prev' | 'next'): string => (href === undefined ? '' : `<a href="${esc(href)}.html" rel="${rel}">${esc(rel === 'prev' ? t.staticPreviousPage : t.staticNextPage)}</a>`);
  const tick = (): void => undefined;
  const files: StaticFile[] = [];
  const pages: LlmsPage[] = [];
  const schemaPages: SplitResult['schemaPages'] = [];
  const markdown: string[] = [headerMarkdownText(md)];

  const tagCtx: RenderContext = { ...base, links: splitLinks(base, plan, '../'), interactive, prerendered };
  plan.sectionPages.forEach((page, i) => {
    const links = [
      `<a href="../index.html">${apiName}</a>`,
      plan.schemaPages.length > 0 ? `<a href="../schemas.html">${esc(typesLabel)}</a>` : '',
      pager(page.part > 1 ? plan.sectionPages[i - 1]!.slug : undefined, 'prev'),
      pager(page.part < page.parts ? plan.sectionPages[i + 1]!.slug : undefined, 'next'),
      `<a href="${esc(page.slug)}.md">Markdown</a>`,
    ].filter(Boolean);
    const title = partLabel(page.section.title, page.part, page.parts);
    const own = { ...page.section, title, group: undefined, groupStart: false, depth: 0 };
    const body = `<article class="sv-static"><nav class="sv-static-nav" aria-label="${esc(t.staticPages)}">${links.join('')}</nav><p class="sv-static-meta">${esc(pageTitle(base))}</p>${sectionHtml(tagCtx, own, tick, 1)}</article>`;
    const description = base.text.plain(page.section.description, 160) || t.staticSectionSummary(page.section.entries.length, model.info.title || 'API');
    files.push(write(`tags/${page.slug}.html`, pageTitle(base, title), description, body, `${page.slug}.md`, false));
    const listed: LlmsPage = { title, html: `tags/${page.slug}.html`, markdown: `tags/${page.slug}.md`, operations: page.section.entries.length };
    if (page.section.description !== undefined) listed.description = page.section.description;
    pages.push(listed);
    const text = sectionMarkdownText(md, page.section);
    markdown.push(text);
    files.push({ path: `tags/${page.slug}.md`, content: joinParts([heading(1, `${escapeMarkdown(title)} — ${escapeMarkdown(apiTitle)}`), text]) });
  });

  const schemaCtx: RenderContext = { ...base, links: splitLinks(base, plan, '') };
  plan.schemaPages.forEach((page, i) => {
    const navLinks = [
      `<a href="index.html">${apiName}</a>`,
      pager(page.part > 1 ? plan.schemaPages[i - 1]!.slug : undefined, 'prev'),
      pager(page.part < page.parts ? plan.schemaPages[i + 1]!.slug : undefined, 'next'),
      `<a href="${esc(page.slug)}.md">Markdown</a>`,
    ].filter(Boolean);
    const title = partLabel(typesLabel, page.part, page.parts);
    // On its own page a schema's links to schemas on the same page stay in the page.
    const links = { ...schemaCtx.links, schema: (name: string) => (plan.schemaPage.get(name) === page.slug ? `#${fragmentFor(schemaAnchorId(model, name))}` : schemaCtx.links.schema(name)) };
    const body = `<article class="sv-static"><nav class="sv-static-nav" aria-label="${esc(t.staticPages)}">${navLinks.join('')}</nav><p class="sv-static-meta">${esc(pageTitle(base))}</p>${schemasHtml({ ...schemaCtx, links }, page.names)}</article>`;
    files.push(write(`${page.slug}.html`, pageTitle(base, title), t.staticPartOf(title, model.info.title || 'API'), body, `${page.slug}.md`, false));
    schemaPages.push({ title, html: `${page.slug}.html`, markdown: `${page.slug}.md` });
    const text = schemasMarkdownText(md, page.names);
    markdown.push(text);
    files.push({ path: `${page.slug}.md`, content: joinParts([heading(1, `${escapeMarkdown(title)} — ${escapeMarkdown(apiTitle)}`), text]) });
  });

  const indexCtx: RenderContext = { ...base, links: splitLinks(base, plan, '') };
  files.unshift(write('index.html', pageTitle(base), summaryOf(base), indexHtml(indexCtx, plan), 'api.md', true));
  files.push({ path: 'api.md', content: markdown.join('\n') });
  return { files, pages, schemaPages };
}

/** The index: the header, then each section's operations as links to their pages, each item with its deep-link id. */
function indexHtml(ctx: RenderContext, plan: SplitPlan): string {
  const out = [`<article class="sv-static">`, headerHtml(ctx), `<nav class="sv-static-index" aria-label="${esc(ctx.t.staticOperations)}">`];
  const firstPage = new Map<string, string>();
  for (const page of plan.sectionPages) if (!firstPage.has(page.section.id)) firstPage.set(page.section.id, page.slug);
  for (const section of ctx.sections) {
    const level = sectionLevel(ctx, section);
    if (section.groupStart && section.group !== undefined) out.push(`<h2 class="sv-static-group">${esc(section.group)}</h2>`);
    const items = section.entries.map(({ op, home }) => `<li${home ? ` id="${esc(sectionId.operation(op.id))}"` : ''}>${operationLinkHtml(ctx, op)}</li>`);
    const description = ctx.text.plain(section.description, 200);
    out.push(
      `<section class="sv-static-tag" id="${esc(section.id)}"><h${level}><a href="tags/${esc(firstPage.get(section.id) ?? section.slug)}.html">${esc(section.title)}</a></h${level}>` +
        (description ? `<p class="sv-static-meta">${esc(description)}</p>` : '') +
        `<ul>${items.join('')}</ul></section>`,
    );
  }
  out.push('</nav>');
  if (plan.schemaPages.length > 0) {
    const label = esc(schemasTitle(ctx));
    const items = [...ctx.model.schemas.keys()].map((name) => `<li id="${esc(schemaAnchorId(ctx.model, name))}"><a href="${esc(ctx.links.schema(name))}"><code>${esc(name)}</code></a></li>`);
    out.push(`<section class="sv-static-section sv-static-index" id="${sectionId.schemas()}"><h2><a href="schemas.html">${label}</a></h2><ul>${items.join('')}</ul></section>`);
  }
  out.push('</article>');
  return out.join('');
}
