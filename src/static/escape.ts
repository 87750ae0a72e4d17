/**
 * Escaping of spec strings that are not Markdown (names, paths, summaries, enum values, URLs): for HTML text and
 * attribute values, and for Markdown, where a string must read as the literal text it is.
 */

const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIAL_ALL = /[&<>"']/g;
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or a double- or single-quoted attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIAL_ALL, (c) => HTML_ENTITIES[c]!) : text;
}

/** Line breaks and other control characters folded into single spaces: for one-line contexts. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

// ASCII punctuation CommonMark (with GFM tables and strikethrough) reads as syntax anywhere inline; a backslash
// before ASCII punctuation always stands for the character itself.
const MARKDOWN_SPECIAL = /[\\`*_[\]<>|~&!]/g;
// What only the start of a line can make syntax of: headings, list items, block quotes (`>` is escaped above).
const LINE_START_SPECIAL = /^([#+=-]|\d+(?=[.)]))/;

/** A string as literal Markdown text on one line: no emphasis, link, HTML, entity or table cell ends in it. */
export function escapeMarkdown(text: string): string {
  return oneLine(text).replace(MARKDOWN_SPECIAL, (c) => `\\${c}`).replace(LINE_START_SPECIAL, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`));
}

/**
 * A string as a Markdown code span: literal whatever it holds (HTML and Markdown inside a code span are text),
 * with a fence longer than any run of backticks in it. Table cells need `|` escaped even there (GFM).
 */
export function codeSpan(text: string, inTable = false): string {
  const line = oneLine(text);
  let longest = 0;
  for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') || (line.startsWith(' ') && line.endsWith(' ')) ? ' ' : '';
  const body = inTable ? line.replace(/\|/g, '\\|') : line;
  return `${fence}${pad}${body === '' ? ' ' : body}${pad}${fence}`;
}

/** A fenced code block holding `text` verbatim (a fence longer than any in it). */
export function codeBlock(text: string, language = ''): string {
  let longest = 2;
  for (const run of text.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? []) longest = Math.max(longest, run.trim().length);
  const fence = '`'.repeat(longest + 1);
  return `${fence}${/^[\w+-]*$/.test(language) ? language : ''}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/**
 * A Markdown link destination for a URL already judged safe: as is when it can stand bare, else in angle brackets
 * (spaces and parentheses allowed there).
 */
export function markdownDestination(url: string): string {
  if (/^[^\s<>()\\]+$/.test(url)) return url;
  return `<${url.replace(/[<>\n\r\\]/g, (c) => encodeURIComponent(c))}>`;
}
