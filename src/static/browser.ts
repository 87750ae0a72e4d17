/**
 * `spec-viewer/static` in browsers (and bundlers targeting them): the same renderers as in Node (index.ts), with
 * descriptions sanitized by DOMPurify on the page's own DOM, configured like the live element's.
 */
import type { ApiModel } from '../model/api.js';
import type { StaticRenderOptions } from './options.js';
import type { StaticSite, StaticSiteOptions } from './page/site.js';
import { renderHtmlWith, renderMarkdownWith, renderSiteWith } from './render.js';
import { sanitizeWithDom } from './sanitize/sanitize-dom.js';

export * from './api.js';

/** The whole reference as HTML: `<article class="sv-static">`, each operation a `<section>` with its deep-link id. */
export function renderStaticHtml(model: ApiModel, options: StaticRenderOptions = {}): string {
  return renderHtmlWith(model, options, sanitizeWithDom);
}

/** The whole reference as Markdown (what `api.md` holds). */
export function renderMarkdown(model: ApiModel, options: StaticRenderOptions = {}): string {
  return renderMarkdownWith(model, options, sanitizeWithDom);
}

/** The files of a published reference: index.html, api.md, llms.txt (and section pages when split). */
export function renderStaticSite(model: ApiModel, options: StaticSiteOptions = {}): StaticSite {
  return renderSiteWith(model, options, sanitizeWithDom);
}

/** The sanitizer the renderers use for descriptions (HTML in, safe HTML out). */
export { sanitizeWithDom as sanitizeHtml };
