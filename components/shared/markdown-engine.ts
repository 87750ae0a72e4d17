/**
 * The heavy half of Markdown rendering (marked + DOMPurify), loaded through `import()` so the first bundle
 * stays small; `<spec-viewer>` starts loading it together with the spec, which always takes longer.
 */
import { Marked } from 'marked';
import { fitHeadings } from '../../src/index.js';
import { sanitizeHtml } from './sanitize.js';

const marked = new Marked({ gfm: true, breaks: false });

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPED[c]!);

/**
 * Inline code with a line-break opportunity (`<wbr>`) after `=`, `&`, `?`, `,` and `/` (not inside `//`): a narrow
 * column wraps `genre=fantasy&genre=history` between its pairs rather than inside a word.
 */
marked.use({
  renderer: {
    codespan({ text }) {
      return `<code>${text.split(/(?<=[=&?,/])(?=[^/])/).map(escapeHtml).join('<wbr>')}</code>`;
    },
  },
});

/** Sanitized HTML of recently rendered texts: re-expanding a schema node should not re-parse. */
const cache = new Map<string, string>();
const CACHE_SIZE = 400;

/**
 * Sanitized HTML for a Markdown text shown below a heading of level `headingLevel` (1-6). The text's own
 * headings are fitted below it: its highest becomes the next level, and none goes more than one level deeper
 * than the heading before it, so an author's `### Features` under the page's `h1` keeps the outline whole.
 */
export function markdownToSafeHtml(text: string, headingLevel = 3): string {
  const key = `${headingLevel}\u0000${text}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const tokens = marked.lexer(text);
  fitHeadings(tokens, headingLevel);
  const html = sanitizeHtml(marked.parser(tokens));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
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

