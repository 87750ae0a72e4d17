/**
 * `spec-viewer/static` in Node: the reference as semantic HTML and as Markdown, without a DOM. Descriptions are
 * sanitized by sanitize-html under the live page's allow-list (src/markdown/allow-list.ts); every other spec
 * string is escaped. The browser build (browser.ts) is the same with DOMPurify on the page's DOM.
 *
 * @example
 * ```ts
 * import { loadSpec, extendedFormats } from 'spec-viewer/core';
 * import { renderStaticHtml, renderMarkdown } from 'spec-viewer/static';
 * const model = await loadSpec('https://example.com/openapi.json', { formats: extendedFormats });
 * const html = renderStaticHtml(model); // <article class="sv-static">…</article>
 * ```
 */
import type { ApiModel } from '../model/api.js';
import type { StaticRenderOptions } from './options.js';
import type { StaticSite, StaticSiteOptions } from './page/site.js';
import { renderHtmlWith, renderMarkdownWith, renderSiteWith } from './render.js';
import { sanitizeWithoutDom } from './sanitize/sanitize-node.js';

export * from './api.js';

/** The whole reference as HTML: `<article class="sv-static">`, each operation a `<section>` with its deep-link id. */
export function renderStaticHtml(model: ApiModel, options: StaticRenderOptions = {}): string {
  return renderHtmlWith(model, options, sanitizeWithoutDom);
}

/** The whole reference as Markdown (what `api.md` holds). */
export function renderMarkdown(model: ApiModel, options: StaticRenderOptions = {}): string {
  return renderMarkdownWith(model, options, sanitizeWithoutDom);
}

/** The files of a published reference: index.html, api.md, llms.txt (and section pages when split). */
export function renderStaticSite(model: ApiModel, options: StaticSiteOptions = {}): StaticSite {
  return renderSiteWith(model, options, sanitizeWithoutDom);
}

/** The sanitizer the renderers use for descriptions (HTML in, safe HTML out). */
export { sanitizeWithoutDom as sanitizeHtml };
