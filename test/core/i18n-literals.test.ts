/**
 * No user-visible English in the element templates: every text, aria-label, title, placeholder and alt comes from
 * the string table (components/i18n). Scans components/**\/*.ts (styles and the tables themselves excepted) for
 * literal text in html`…` templates and for English sentences in string literals.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oauthEn } from '../../components/i18n/parts/oauth.js';
import { searchEn } from '../../components/i18n/parts/search.js';
import { asyncapiEn } from '../../components/i18n/parts/asyncapi.js';
import { soapEn } from '../../components/i18n/parts/soap.js';
import { graphqlEn } from '../../components/i18n/parts/graphql.js';
import { responseEn } from '../../components/i18n/parts/response.js';
import { tryItEn } from '../../components/i18n/parts/try-it.js';
import { problemsEn } from '../../components/i18n/parts/problems.js';

/** Tokens that read the same in every language: protocol words, symbols, code. */
const ALLOWED_TEXT = new Set(['JSON', 'POST', 'SOAPAction', '@oneOf', 'SOAP']);
/** Technical names that are not translated (scheme families), allowed as string literals. */
const ALLOWED_LITERALS = new Set(['Mutual TLS', 'OpenID Connect', 'OAuth 2.0', 'HTTP Basic', 'HTTP Bearer']);
/** Files whose literals are protocol text: HTTP reason phrases ("Not Found") stay as the protocol spells them. */
const EXEMPT_FILES = new Set(['components/response/format.ts']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : files(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.styles.ts') ? [path] : [];
  });
}

/** The static parts of each html`…`/svg`…` template: the text with every ${…} expression removed. */
export function templateStatics(source: string): string[] {
  const out: string[] = [];
  const opener = /(?<![.\w])(?:html|svg)`/g;
  for (let m = opener.exec(source); m; m = opener.exec(source)) {
    let i = m.index + m[0].length;
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        i = skipExpression(source, i + 2);
        text += ' ${} ';
      } else text += source[i++];
    }
    out.push(text);
  }
  return out;
}

/** Index after the `}` closing an expression opened just before `start` (nested braces, strings, templates). */
function skipExpression(source: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < source.length && depth > 0) {
    const c = source[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === "'" || c === '"') i = skipQuoted(source, i, c);
    else if (c === '`') i = skipTemplate(source, i);
    i++;
  }
  return i;
}

function skipQuoted(source: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
  return i;
}

function skipTemplate(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') i += 2;
    else if (source[i] === '$' && source[i + 1] === '{') i = skipExpression(source, i + 2);
    else i++;
  }
  return i;
}

/** Literal words in a template's static text: between tags, and in aria-label / title / placeholder / alt values. */
export function strayTemplateText(statics: string): string[] {
  const text = statics.replace(/<!--[\s\S]*?-->/g, '').replace(/&[a-z]+;/g, ' ');
  const found: string[] = [];
  for (const [, between] of text.matchAll(/>([^<>]*)</g)) {
    const words = (between ?? '').split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w) && !ALLOWED_TEXT.has(w));
    if (words.length) found.push(words.join(' '));
  }
  for (const [, attr, value] of text.matchAll(/\b(aria-label|title|placeholder|alt)="([^"]*)"/g)) {
    if (/[A-Za-z]{2,}/.test(value!.replace(/\$\{\}/g, ''))) found.push(`${attr}="${value}"`);
  }
  // A text run after the last tag or before the first one (templates that start or end with text).
  const head = /^([^<]*)</.exec(text)?.[1] ?? '';
  const tail = />([^>]*)$/.exec(text)?.[1] ?? '';
  for (const edge of text.includes('<') ? [head, tail] : [text]) {
    const words = edge.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w) && !ALLOWED_TEXT.has(w));
    if (words.length) found.push(words.join(' '));
  }
  return found;
}

/** English sentences in (single-quoted, the project's style) string literals: 'Copy failed', 'Try again.' */
export function strayLiterals(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/i18n-ignore|console\.|new Error\(|import /.test(line))
    .flatMap((line) => [...line.matchAll(/'([A-Z][a-z]+(?: [A-Za-z][\w-]*)+[.…:]?)'/g)].map((m) => m[1]!))
    .filter((s) => !ALLOWED_LITERALS.has(s));
}

/** Each lazy part's English labels, the module that holds them and the folders of the part's chunk. */
const PARTS = [
  { table: oauthEn, module: 'i18n/parts/oauth.js', folders: ['components/authorize/oauth/'] },
  { table: searchEn, module: 'i18n/parts/search.js', folders: ['components/search/'] },
  { table: asyncapiEn, module: 'i18n/parts/asyncapi.js', folders: ['components/operation/async/'] },
  { table: soapEn, module: 'i18n/parts/soap.js', folders: ['components/operation/soap/'] },
  { table: graphqlEn, module: 'i18n/parts/graphql.js', folders: ['components/graphql/'] },
  { table: responseEn, module: 'i18n/parts/response.js', folders: ['components/response/'] },
  { table: tryItEn, module: 'i18n/parts/try-it.js', folders: ['components/try-it/', 'components/code-samples/', 'components/example-column/'] },
  { table: problemsEn, module: 'i18n/parts/problems.js', folders: ['components/error-panel/'] },
];

describe('lazy parts bring their own English labels', () => {
  it('a part’s labels are read only inside that part, and the part completes `t` with them', () => {
    const sources = files('components').map((file) => ({ file, source: readFileSync(file, 'utf8') }));
    const found: string[] = [];
    for (const part of PARTS) {
      const inPart = (file: string) => part.folders.some((folder) => file.startsWith(folder));
      for (const key of Object.keys(part.table)) {
        const read = new RegExp(`\\b(?:t|labels)\\.${key}\\b`);
        for (const { file, source } of sources) if (!inPart(file) && read.test(source)) found.push(`${file} reads ${key} of ${part.module}`);
      }
      if (!sources.some(({ file, source }) => inPart(file) && source.includes(part.module))) found.push(`no file of ${part.folders.join(', ')} adds ${part.module}`);
    }
    assert.deepEqual(found, []);
  });
});

describe('templates hold no literal interface text', () => {
  it('finds a stray literal when there is one (the scanner works)', () => {
    const source = 'const a = html`<button aria-label="Close panel">${x}</button><p>Nothing here ${y}</p>`;\n' +
      "const b = ok ? 'Copy failed' : t.copy;";
    const statics = templateStatics(source);
    assert.deepEqual(statics.flatMap(strayTemplateText), ['Nothing here', 'aria-label="Close panel"']);
    assert.deepEqual(strayLiterals(source), ['Copy failed']);
    // Expressions, symbols and allowed tokens are not literals.
    assert.deepEqual(templateStatics('html`<b>${t.send}</b> × <span>JSON</span>`').flatMap(strayTemplateText), []);
  });

  it('every template and string literal of components/ reads its text from the string table', () => {
    const found: string[] = [];
    for (const file of files('components')) {
      if (EXEMPT_FILES.has(file)) continue;
      const source = readFileSync(file, 'utf8');
      for (const statics of templateStatics(source)) for (const s of strayTemplateText(statics)) found.push(`${file}: ${s}`);
      for (const s of strayLiterals(source)) found.push(`${file}: '${s}'`);
    }
    assert.deepEqual(found, []);
  });
});
