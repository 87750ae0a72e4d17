/**
 * String literals for each sample language: any text (quotes, backslashes, `$`, newlines, control characters,
 * emoji) written so that the program sends exactly that text. One function per language and literal kind;
 * the multi-line forms keep bodies readable and fall back to escaped forms when a raw form cannot hold the text.
 */

const hex = (c: string, width: number): string => c.charCodeAt(0).toString(16).toUpperCase().padStart(width, '0');

/** C0 controls and DEL, except tab and newline (which every multi-line form writes raw). */
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Pieces of `text` that each end with its `\n` (the last piece may not), for one-line-per-line literals. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [''];
}

// ── shell (POSIX sh, bash, zsh) ──────────────────────────────────────────────

/**
 * A shell word: single quotes, where nothing but `'` is special (`$`, backslashes and newlines stay literal).
 * Text with other control characters uses ANSI-C quoting `$'…'` (bash, zsh, ksh), the only way to type them.
 */
export function shellQuote(text: string): string {
  if (!UNPRINTABLE.test(text) && !text.includes('\r')) return `'${text.replace(/'/g, `'\\''`)}'`;
  const body = text.replace(/[\\'\u0000-\u001f\u007f]/g, (c) => {
    if (c === '\\' || c === "'") return `\\${c}`;
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\x${hex(c, 2)}`;
  });
  return `$'${body}'`;
}

// ── JavaScript ───────────────────────────────────────────────────────────────

/** A double-quoted JavaScript string (JSON's escaping is valid JavaScript). */
export function jsString(text: string): string {
  return JSON.stringify(text);
}

/** A template literal for multi-line text, a plain string otherwise. */
export function jsMultiline(text: string): string {
  if (!text.includes('\n')) return jsString(text);
  const body = text.replace(/[\\`\u0000-\u0008\u000b-\u001f\u007f]|\$\{/g, (c) => {
    if (c === '\\' || c === '`') return `\\${c}`;
    if (c === '${') return '\\${';
    if (c === '\r') return '\\r'; // a raw CR in a template literal would be read as LF
    return `\\x${hex(c, 2)}`;
  });
  return `\`${body}\``;
}

// ── Python ───────────────────────────────────────────────────────────────────

/** A double-quoted Python 3 str literal (sources are UTF-8, so other characters stay as they are). */
export function pythonString(text: string): string {
  const body = text.replace(/[\\"\u0000-\u001f\u007f]/g, (c) => {
    if (c === '\\' || c === '"') return `\\${c}`;
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\x${hex(c, 2)}`;
  });
  return `"${body}"`;
}

/** Multi-line text as Black writes it: one literal per line inside parentheses (implicit concatenation). */
export function pythonMultiline(text: string, indent: string): string {
  const lines = splitLines(text);
  if (lines.length < 2) return pythonString(text);
  return `(\n${lines.map((l) => `${indent}    ${pythonString(l)}`).join('\n')}\n${indent})`;
}

// ── Go ───────────────────────────────────────────────────────────────────────

/** A Go interpreted string literal. U+FEFF must be escaped: the compiler rejects a BOM inside a file. */
export function goString(text: string): string {
  const body = text.replace(/[\\"\u0000-\u001f\u007f\ufeff]/g, (c) => {
    if (c === '\\' || c === '"') return `\\${c}`;
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    if (c === '\ufeff') return '\\ufeff';
    return `\\x${hex(c, 2)}`;
  });
  return `"${body}"`;
}

/** A raw string literal for multi-line text when it can hold it (no backquote; Go drops CRs in raw strings). */
export function goMultiline(text: string): string {
  const rawable = text.includes('\n') && !/[`\r\ufeff]/.test(text) && !UNPRINTABLE.test(text);
  return rawable ? `\`${text}\`` : goString(text);
}

// ── Java ─────────────────────────────────────────────────────────────────────

/**
 * A Java string literal in pure ASCII (javac reads sources in the platform charset before Java 18), non-ASCII
 * as `\uXXXX`. CR and LF must use `\r`/`\n`: javac turns `\u000a` into a line break before it reads strings.
 */
export function javaString(text: string): string {
  const body = text.replace(/[\\"\u0000-\u001f\u007f-\uffff]/g, (c) => {
    if (c === '\\' || c === '"') return `\\${c}`;
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${hex(c, 4)}`;
  });
  return `"${body}"`;
}

/** Multi-line text as Java 11 writes it (no text blocks before Java 15): one literal per line joined with `+`. */
export function javaMultiline(text: string, indent: string): string {
  const lines = splitLines(text);
  if (lines.length < 2) return javaString(text);
  return lines.map((l, i) => (i === 0 ? '' : `${indent}+ `) + javaString(l)).join('\n');
}

// ── C# ───────────────────────────────────────────────────────────────────────

/** C# line breaks besides CR and LF: raw inside a regular string they end it ("newline in constant"). */
const CSHARP_NEWLINES = /[\u0085\u2028\u2029]/;

/** A regular C# string literal (`\u` escapes have a fixed width, unlike `\x`). */
export function csharpString(text: string): string {
  const body = text.replace(/[\\"\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => {
    if (c === '\\' || c === '"') return `\\${c}`;
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${hex(c, 4)}`;
  });
  return `"${body}"`;
}

/** A verbatim string `@"…"` for multi-line text when it holds nothing but printable text, tabs and LFs. */
export function csharpMultiline(text: string): string {
  const verbatim = text.includes('\n') && !text.includes('\r') && !UNPRINTABLE.test(text) && !CSHARP_NEWLINES.test(text);
  return verbatim ? `@"${text.replace(/"/g, '""')}"` : csharpString(text);
}
