/** Limits the HTML and Markdown examples share. */
import type { Labels } from '../words.js';

/**
 * Characters of one example shown in a static page, as in the live column (its PREVIEW_CHARS): a generated
 * example of a big schema (GitHub's repository, in an array) would otherwise weigh more than the page around it.
 */
export const EXAMPLE_CHARS = 12_000;

/** The example's text, cut at EXAMPLE_CHARS with a note. */
export function clipExample(text: string, t: Labels): string {
  if (text.length <= EXAMPLE_CHARS) return text;
  // Never half a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(EXAMPLE_CHARS - 1)) ? EXAMPLE_CHARS - 1 : EXAMPLE_CHARS;
  return `${text.slice(0, end)}\n${t.staticMoreCharacters(text.length - end)}`;
}
