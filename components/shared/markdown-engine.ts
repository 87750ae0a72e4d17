/**
 * The heavy half of Markdown rendering (marked + DOMPurify), loaded through `import()` so the first bundle
 * stays small; `<spec-viewer>` starts loading it together with the spec, which always takes longer.
 */
import { Marked } from 'marked';
import { sanitizeHtml } from './sanitize.js';

const marked = new Marked({ gfm: true, breaks: false });

/** Sanitized HTML of recently rendered texts: re-expanding a schema node should not re-parse. */
const cache = new Map<string, string>();
const CACHE_SIZE = 400;

/** Sanitized HTML for a Markdown text. */
export function markdownToSafeHtml(text: string): string {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(marked.parse(text, { async: false }));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, html);
  return html;
}

export { sanitizeHtml };
