/** A complete HTML document around a static reference: head (title, description, canonical URL, Markdown twin), the site's stylesheet, the viewer. */
import { escapeHtml as esc, oneLine } from '../escape.js';
import { labelHtml } from '../words.js';

export interface PageParts {
  lang: string;
  /** Writing direction of the words (`rtl` for Arabic). */
  dir: 'ltr' | 'rtl';
  /** The live element's `locale` (its words in the static reference's language); none: the element's default. */
  locale?: string;
  /** The note shown when the page is opened from a file (fileNote), in the page's words. */
  fileNote: string;
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
  /** From the page to the site's root folder, where its stylesheet and script files are (`''`, `'../'`). */
  root: string;
  generator?: string;
}

/** The site's stylesheet (pageStyles), a file beside index.html: `style-src 'self'` takes it, an inline one not. */
export const STYLESHEET_FILE = 'spec-viewer-static.css';
/** The file:// note's script, a file beside index.html (`script-src 'self'`); a classic script runs from file://. */
export const FILE_NOTE_SCRIPT_FILE = 'spec-viewer-file-note.js';
export const FILE_NOTE_SCRIPT = 'if (location.protocol === "file:") document.getElementById("sv-file-note").hidden = false;\n';

/**
 * The note a page with the viewer's script shows when opened from file://, where browsers refuse module scripts
 * and the reader would otherwise get the static page without a word. Shown by FILE_NOTE_SCRIPT_FILE, right after
 * it; inside <spec-viewer>, so an element that does start hides it.
 */
export function fileNote(text: string): string {
  return `<p class="sv-static-file-note" id="sv-file-note" role="note" hidden>${labelHtml(text)}</p>`;
}

/** The element that runs the note's script, from a page `root` away from the site's root. */
export function fileNoteScript(root: string): string {
  return `<script src="${root}${FILE_NOTE_SCRIPT_FILE}"></script>`;
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
  head.push(`<link rel="stylesheet" href="${esc(parts.root)}${STYLESHEET_FILE}">`);
  if (parts.bundleUrl && parts.specUrl) head.push(`<script type="module" src="${esc(parts.bundleUrl)}"></script>`);
  const mock = parts.tryItMock ? ' try-it-mock' : '';
  const locale = parts.locale ? ` locale="${esc(parts.locale)}"` : '';
  const note = parts.bundleUrl ? `${fileNote(parts.fileNote)}${fileNoteScript(esc(parts.root))}\n` : '';
  const body = parts.specUrl ? `<spec-viewer spec-url="${esc(parts.specUrl)}"${locale}${mock}>\n${note}${parts.body}\n</spec-viewer>` : parts.body;
  return `<!doctype html>\n<html lang="${esc(parts.lang)}"${parts.dir === 'rtl' ? ' dir="rtl"' : ''}>\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
