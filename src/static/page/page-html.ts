/** A complete HTML document around a static reference: head (title, description, canonical URL, Markdown twin), styles, the viewer. */
import { escapeHtml as esc, oneLine } from '../escape.js';
import { pageStyles } from './page-styles.js';

export interface PageParts {
  lang: string;
  title: string;
  /** Plain text, for `<meta name="description">`. */
  description: string;
  canonical?: string;
  /** The page's Markdown twin (`<link rel="alternate" type="text/markdown">`). */
  markdownHref?: string;
  /** Module script of the viewer bundle; none: a static page only. */
  bundleUrl?: string;
  /** `spec-url` of the `<spec-viewer>` wrapping the body; none: the body stands alone. */
  specUrl?: string;
  /** The element's `try-it-mock` attribute (Try-It answers from the document in the page). */
  tryItMock?: boolean;
  /** The static reference (`<article class="sv-static">…`). */
  body: string;
  generator?: string;
}

export function pageHtml(parts: PageParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(oneLine(parts.title))}</title>`,
  ];
  if (parts.description) head.push(`<meta name="description" content="${esc(oneLine(parts.description))}">`);
  if (parts.canonical) head.push(`<link rel="canonical" href="${esc(parts.canonical)}">`);
  if (parts.markdownHref) head.push(`<link rel="alternate" type="text/markdown" href="${esc(parts.markdownHref)}" title="Markdown">`);
  if (parts.generator) head.push(`<meta name="generator" content="${esc(parts.generator)}">`);
  head.push(`<style>${pageStyles()}</style>`);
  if (parts.bundleUrl && parts.specUrl) head.push(`<script type="module" src="${esc(parts.bundleUrl)}"></script>`);
  const mock = parts.tryItMock ? ' try-it-mock' : '';
  const body = parts.specUrl ? `<spec-viewer spec-url="${esc(parts.specUrl)}"${mock}>\n${parts.body}\n</spec-viewer>` : parts.body;
  return `<!doctype html>\n<html lang="${esc(parts.lang)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
