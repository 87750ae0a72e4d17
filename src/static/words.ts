/**
 * The static view's words: the live page's string tables (locale-tables.ts), completed over English, and their
 * text in HTML and Markdown. A label marks inline code with codeMark (components/i18n/format.ts `code()`); here it
 * becomes `<code>` or a code span, and the rest is escaped like any other text.
 */
import { codeMark, englishLabels, type Labels } from './locale-tables.js';
import { codeSpan, escapeHtml, escapeMarkdown } from './escape.js';

export type { Labels };

/** `code()` of the tables: a value shown as code inside a label. */
export const code = codeMark;

/** The English table under the keys `labels` words (a whole locale table, or a few overrides). */
export function completeLabels(labels: Partial<Labels> | undefined): Labels {
  return labels === undefined || labels === englishLabels ? englishLabels : ({ ...englishLabels, ...labels } as Labels);
}

// The marks of format.ts code(): STX … ETX.
const MARKED = /\u0002([^\u0003]*)\u0003/g;

/** A label as HTML: escaped, its marked parts in `<code>`. */
export function labelHtml(text: string): string {
  return escapeHtml(text).replace(MARKED, (_, inner: string) => `<code>${inner}</code>`);
}

/** A label as Markdown: escaped, its marked parts as code spans. */
export function labelMarkdown(text: string): string {
  const out: string[] = [];
  // escapeMarkdown trims; the spaces around a code span are the label's own.
  const plain = (piece: string): string => (piece.trim() === '' ? (piece === '' ? '' : ' ') : `${/^\s/.test(piece) ? ' ' : ''}${escapeMarkdown(piece)}${/\s$/.test(piece) ? ' ' : ''}`);
  let last = 0;
  for (const match of text.matchAll(MARKED)) {
    if (match.index > last) out.push(plain(text.slice(last, match.index)));
    out.push(codeSpan(match[1]!));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(plain(text.slice(last)));
  return out.join('');
}

/** A label as plain text (titles, attribute values): the marks dropped. */
export function labelText(text: string): string {
  return text.replace(/[\u0002\u0003]/g, '');
}

/**
 * A label function of one text parameter split around it (`typeArrayOf` → ["array of ", ""]), so a renderer can
 * put a link or pieces of its own where the parameter goes.
 */
export function around(label: (inner: string) => string): [string, string] {
  const text = label('\u0001');
  const at = text.indexOf('\u0001');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}
