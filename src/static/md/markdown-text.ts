/** Helpers of the Markdown renderer: headings, indentation, and descriptions made safe once per text. */
import { safeMarkdown } from '../text/safe-markdown.js';
import type { Sanitizer } from '../text/description-html.js';

/** A Markdown heading of level `level` (kept within 1-6). */
export function heading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(Math.max(level, 1), 6))} ${text}`;
}

/** Every non-empty line of `text` indented by `spaces`: a block continued under a list item. */
export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text.replace(/^(?=.)/gm, pad);
}

/** Descriptions as safe Markdown (text/safe-markdown.ts), each distinct text made safe once. */
export class MarkdownDescriptions {
  private readonly cache = new Map<string, string>();

  constructor(private readonly sanitize: Sanitizer) {}

  /** Safe Markdown of `text`; with `headingLevel`, its headings fitted below a heading of that level. */
  md(text: string | undefined, headingLevel?: number): string {
    if (text === undefined || text.trim() === '') return '';
    const key = `${headingLevel ?? ''}\u0000${text}`;
    let safe = this.cache.get(key);
    if (safe === undefined) {
      safe = safeMarkdown(text, this.sanitize, headingLevel);
      this.cache.set(key, safe);
    }
    return safe;
  }
}
