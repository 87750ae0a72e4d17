/** The static renderers with the sanitizer of their build (index.ts: Node, browser.ts: the page's DOM). */
import type { ApiModel } from '../model/api.js';
import { createContext } from './context.js';
import { referenceHtml } from './html/render-html.js';
import { MarkdownDescriptions } from './md/markdown-text.js';
import { referenceMarkdown } from './md/render-md.js';
import { resolveOptions, type Sanitizer, type StaticRenderOptions } from './options.js';
import { renderSite, type StaticSite, type StaticSiteOptions } from './page/site.js';

export function renderHtmlWith(model: ApiModel, options: StaticRenderOptions, sanitize: Sanitizer): string {
  return referenceHtml(createContext(model, resolveOptions(options, sanitize)));
}

export function renderMarkdownWith(model: ApiModel, options: StaticRenderOptions, sanitize: Sanitizer): string {
  const resolved = resolveOptions(options, sanitize);
  return referenceMarkdown({ ...createContext(model, resolved), md: new MarkdownDescriptions(resolved.sanitize) });
}

export function renderSiteWith(model: ApiModel, options: StaticSiteOptions, sanitize: Sanitizer): StaticSite {
  return renderSite(model, options, sanitize);
}
