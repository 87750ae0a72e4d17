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

/** Every construct descriptions commonly use, so one parse compiles the grammar's regular expressions. */
const WARM_UP_SAMPLE = [
  '# Title\n\nSome *emphasis*, **strong**, `code`, a [link](https://example.com) and <https://example.com>.',
  '> A quote\n\n- one\n- two\n  1. nested\n\n| a | b |\n|---|:-:|\n| 1 | 2 |',
  '```json\n{"a": 1}\n```\n\nSetext\n---\n\n<details><summary>x</summary>y</details>',
].join('\n\n');

/**
 * Parses and sanitizes a sample once. The first parse pays for compiling marked's grammar and warming
 * DOMPurify (tens of ms); doing it while the spec still downloads keeps that off the first render.
 */
export function warmUp(): void {
  sanitizeHtml(marked.parse(WARM_UP_SAMPLE, { async: false }));
}

