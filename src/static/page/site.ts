/**
 * A published reference as files: `index.html` (the static reference inside `<spec-viewer>`), `api.md`,
 * `llms.txt`, the pages' stylesheet and (with the viewer's script) the file:// note's script. Above a size (`splitOperations` operations, or `splitBytes` of HTML) the reference is split
 * (split-site.ts): `index.html` lists every operation and the details go to section pages.
 */
import type { ApiModel } from '../../model/api.js';
import { createContext } from '../context.js';
import { resolveOptions, type Sanitizer, type StaticRenderOptions } from '../options.js';
import { referenceHtml } from '../html/render-html.js';
import { MarkdownDescriptions } from '../md/markdown-text.js';
import { referenceMarkdown } from '../md/render-md.js';
import type { MdContext } from '../md/md-context.js';
import { FILE_NOTE_SCRIPT, FILE_NOTE_SCRIPT_FILE, pageHtml, STYLESHEET_FILE, type PageParts } from './page-html.js';
import { pageStyles } from './page-styles.js';
import type { Labels } from '../words.js';
import { llmsTxt, type LlmsTxtOptions } from './llms-txt.js';
import { splitSite } from './split-site.js';
import { pageTitle, publishedUrl, summaryOf, type PageWriter, type StaticFile, type StaticSite } from './site-parts.js';

export type { StaticFile, StaticSite } from './site-parts.js';

export interface StaticSiteOptions extends StaticRenderOptions {
  /** `spec-url` of the live element, relative to index.html (the spec file copied next to it). None: no element. */
  specUrl?: string;
  /** The viewer's module script, relative to index.html or absolute. None: no script (a static page only). */
  bundleUrl?: string;
  /**
   * The live element gets `try-it-mock`: Try-It offers (and first chooses) the mock, answering from the document
   * in the page, so a statically hosted folder answers every Send. Needs `specUrl`.
   */
  tryItMock?: boolean;
  /** Where the folder is published (`https://example.com/docs/`): canonical URLs, absolute links in llms.txt. */
  baseUrl?: string;
  /** `lang` of the pages (default: the `lang` of `labels`, `en` without them). */
  lang?: string;
  /** `auto` (default): split above `splitOperations` operations or `splitBytes` of HTML; or always / never. */
  split?: 'auto' | boolean;
  /** Default 400. */
  splitOperations?: number;
  /** Default 2 MiB. */
  splitBytes?: number;
  /** `<meta name="generator">`. */
  generator?: string;
}

export const DEFAULT_SPLIT_OPERATIONS = 400;
export const DEFAULT_SPLIT_BYTES = 2 * 1024 * 1024;

function pageWriter(options: StaticSiteOptions, t: Labels): PageWriter {
  return (path, title, description, body, markdownHref, live) => {
    const root = '../'.repeat(path.split('/').length - 1);
    const parts: PageParts = { lang: options.lang ?? t.lang, dir: t.dir, fileNote: t.staticFileNote(), title, description, body, markdownHref, root };
    // The element speaks the static reference's language; English is its own default.
    if (t.lang !== 'en') parts.locale = t.lang;
    if (options.baseUrl) parts.canonical = publishedUrl(path === 'index.html' ? './' : path, options.baseUrl);
    if (options.generator) parts.generator = options.generator;
    if (live && options.specUrl) {
      parts.specUrl = options.specUrl;
      if (options.bundleUrl) parts.bundleUrl = options.bundleUrl;
      if (options.tryItMock) parts.tryItMock = true;
    }
    return { path, content: pageHtml(parts) };
  };
}

/** The files every page shares: its stylesheet, and with the viewer's script the file:// note's script. */
function sharedFiles(options: StaticSiteOptions): StaticFile[] {
  const files = [{ path: STYLESHEET_FILE, content: pageStyles() }];
  if (options.specUrl && options.bundleUrl) files.push({ path: FILE_NOTE_SCRIPT_FILE, content: FILE_NOTE_SCRIPT });
  return files;
}

/** Renders the files of a published reference (see the module comment). */
export function renderSite(model: ApiModel, options: StaticSiteOptions, sanitize: Sanitizer): StaticSite {
  const resolved = resolveOptions(options, sanitize);
  const base = createContext(model, resolved);
  const md: MdContext = { ...base, md: new MarkdownDescriptions(resolved.sanitize) };
  const write = pageWriter(options, resolved.labels);
  const llms = (split: boolean, pages?: Pick<LlmsTxtOptions, 'pages' | 'schemaPages'>): string =>
    llmsTxt(base, { split, baseUrl: options.baseUrl, specUrl: options.specUrl, summary: summaryOf(base), ...pages });

  const auto = options.split !== true && options.split !== false;
  let split = options.split === true || (auto && base.nav.order.length > (options.splitOperations ?? DEFAULT_SPLIT_OPERATIONS));
  if (!split) {
    const body = referenceHtml(base);
    split = auto && body.length > (options.splitBytes ?? DEFAULT_SPLIT_BYTES);
    if (!split) {
      const files = [
        write('index.html', pageTitle(base), summaryOf(base), body, 'api.md', true),
        { path: 'api.md', content: referenceMarkdown(md) },
        { path: 'llms.txt', content: llms(false) },
        ...sharedFiles(options),
      ];
      return { files, split: false };
    }
  }
  const { files, pages, schemaPages } = splitSite(base, md, write);
  files.push({ path: 'llms.txt', content: llms(true, { pages, schemaPages }) }, ...sharedFiles(options));
  return { files, split: true };
}
