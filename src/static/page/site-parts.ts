/** What the site modules share: the file type, page titles, the one-sentence summary, published URLs. */
import { specTypeLabel } from '../labels.js';
import type { RenderContext } from '../context.js';

export interface StaticFile {
  /** Relative to the output folder, `/`-separated: `index.html`, `tags/pets.html` … */
  path: string;
  content: string;
}

export interface StaticSite {
  files: StaticFile[];
  /** True when the details went to section pages. */
  split: boolean;
}

/** `path` as a link: relative, or absolute below `baseUrl`. */
export function publishedUrl(path: string, baseUrl: string | undefined): string {
  if (!baseUrl) return path;
  try {
    return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
  } catch {
    return path;
  }
}

/** "<API> <version> — API reference", or "<what> — <API> <version>". */
export function pageTitle(ctx: RenderContext, what?: string): string {
  const { info } = ctx.model;
  const api = `${info.title || 'API'}${info.version ? ` ${info.version}` : ''}`;
  return what ? `${what} — ${api}` : `${api} — ${ctx.t.staticApiReference}`;
}

/** One sentence about the API: its summary, else the first paragraph of its description, else its name and format. */
export function summaryOf(ctx: RenderContext): string {
  const { info } = ctx.model;
  return info.summary?.trim() || ctx.text.plain(info.description, 160) || ctx.t.staticSummary(info.title || 'API', specTypeLabel(ctx.model));
}

/** Writes one page: `live` pages hold the `<spec-viewer>` (index.html), the others are static only. */
export type PageWriter = (path: string, title: string, description: string, body: string, markdownHref: string, live: boolean) => StaticFile;
