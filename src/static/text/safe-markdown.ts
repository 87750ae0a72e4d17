/**
 * Descriptions as Markdown for `api.md`: the author's Markdown kept as written, except what a Markdown renderer
 * without a sanitizer would turn into script: raw HTML goes through the sanitizer (what the allow-list keeps stays),
 * and links, images and link definitions whose URL is not http(s), mailto or relative lose the URL (their text
 * stays). Only blocks holding such a construct are rewritten; every other block is copied byte for byte.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { safeHref } from '../../markdown/safe-href.js';
import { markdownDestination } from '../escape.js';
import type { Sanitizer } from './description-html.js';

/**
 * A link destination as a browser will read it once a Markdown renderer has copied it into `href`: character
 * references are decoded there (`&#106;avascript:` is `javascript:`; a numeric one even without its `;`). The
 * named references that spell scheme characters are decoded too; one left undecoded before the first `/`, `?` or
 * `#` makes the URL unsafe. Then the usual rule (safeHref): http(s), mailto, relative.
 */
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', period: '.', sol: '/', lpar: '(', rpar: ')', semi: ';', amp: '&', plus: '+', hyphen: '-', dash: '-', num: '#', quest: '?' };
export function markdownHref(href: string): string | undefined {
  const decoded = href
    .replace(/&#(\d+|x[0-9a-f]+);?/gi, (m, ref: string) => {
      const code = ref[0] === 'x' || ref[0] === 'X' ? parseInt(ref.slice(1), 16) : Number(ref);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/&([a-z][a-z0-9]*);/gi, (m, name: string) => NAMED[name.toLowerCase()] ?? m);
  const cut = decoded.search(/[/?#]/);
  const head = cut < 0 ? decoded : decoded.slice(0, cut);
  if (/&[a-z][a-z0-9]*;|\\/i.test(head)) return undefined;
  return safeHref(decoded) === undefined ? undefined : href;
}

const TAG_LIKE = /<[A-Za-z/!?]/;
const TAG_START = /<(?=[A-Za-z/!?])/g;

type AnyToken = Token & { tokens?: Token[]; items?: Token[]; header?: Tokens.TableCell[]; rows?: Tokens.TableCell[][] };

/**
 * Safe Markdown for a description (see the module comment). With `headingLevel`, the text's own headings are
 * fitted below a heading of that level, as on the live page (its highest becomes the next level, none goes more
 * than one level deeper than the one before it): those headings are rewritten too.
 */
export function safeMarkdown(text: string, sanitize: Sanitizer, headingLevel?: number): string {
  const tokens = new Lexer({ gfm: true, breaks: false }).lex(text);
  const unsafe = new WeakMap<object, boolean>();
  if (headingLevel !== undefined) fitHeadings(tokens, headingLevel, unsafe);
  const writer = new SafeWriter(sanitize, unsafe);
  return tokens.map((t) => writer.write(t)).join('').trim();
}

function fitHeadings(tokens: Token[], below: number, rewrite: WeakMap<object, boolean>): void {
  const headings: Tokens.Heading[] = [];
  const walk = (list: Token[]): void => {
    for (const token of list) {
      if (token.type === 'heading') headings.push(token as Tokens.Heading);
      walk(childrenOf(token as AnyToken));
    }
  };
  walk(tokens);
  if (headings.length === 0) return;
  const highest = Math.min(...headings.map((h) => h.depth));
  let previous = below;
  for (const heading of headings) {
    const depth = Math.min(below + 1 + heading.depth - highest, previous + 1, 6);
    // A heading whose level changes is rewritten (marked as if unsafe), and so are the blocks holding it.
    if (depth !== heading.depth) rewrite.set(heading, true);
    heading.depth = depth;
    previous = depth;
  }
}

function childrenOf(token: AnyToken): Token[] {
  const out: Token[] = [];
  if (token.tokens) out.push(...token.tokens);
  if (token.items) out.push(...token.items);
  if (token.header) for (const cell of token.header) out.push(...cell.tokens);
  if (token.rows) for (const row of token.rows) for (const cell of row) out.push(...cell.tokens);
  return out;
}

class SafeWriter {
  constructor(
    private readonly sanitize: Sanitizer,
    private readonly memo: WeakMap<object, boolean>,
  ) {}

  /** Whether a token is, or holds, raw HTML or an unsafe URL. */
  private isUnsafe(token: AnyToken): boolean {
    const known = this.memo.get(token);
    if (known !== undefined) return known;
    let result: boolean;
    switch (token.type) {
      case 'html':
        result = true;
        break;
      case 'link':
      case 'image':
      case 'def':
        result = markdownHref((token as Tokens.Link).href) === undefined || childrenOf(token).some((c) => this.isUnsafe(c));
        break;
      case 'text':
        // Text that a lenient renderer (not CommonMark) could still take for a tag: `<img src=x onerror=a='b'>`.
        result = token.tokens ? childrenOf(token).some((c) => this.isUnsafe(c)) : TAG_LIKE.test(token.raw);
        break;
      default:
        result = childrenOf(token).some((c) => this.isUnsafe(c));
    }
    this.memo.set(token, result);
    return result;
  }

  write(token: Token): string {
    const t = token as AnyToken;
    if (!this.isUnsafe(t)) return t.raw;
    const trailing = /\n+$/.exec(t.raw)?.[0] ?? '';
    switch (t.type) {
      case 'html':
        return this.html(t as Tokens.HTML) + ((t as Tokens.HTML).block ? '\n\n' : '');
      case 'def':
        return ''; // only unsafe through its URL: references to it stay plain text
      case 'link': {
        const link = t as Tokens.Link;
        const href = markdownHref(link.href);
        const label = this.inline(link.tokens);
        return href === undefined ? label : `[${label}](${markdownDestination(href)})`;
      }
      case 'image': {
        const image = t as Tokens.Image;
        const src = markdownHref(image.href);
        const alt = image.text.replace(/[[\]\\]/g, (c) => `\\${c}`);
        return src === undefined ? alt : `![${alt}](${markdownDestination(src)})`;
      }
      case 'strong':
      case 'em':
      case 'del': {
        const open = /^[*_~]+/.exec(t.raw)?.[0] ?? '';
        const close = /[*_~]+$/.exec(t.raw)?.[0] ?? '';
        return `${open}${this.inline(t.tokens)}${close}`;
      }
      case 'paragraph':
      case 'text':
        // `&lt;` reads as `<` in every Markdown renderer, and as no tag in any.
        return t.tokens ? `${this.inline(t.tokens)}${trailing}` : t.raw.replace(TAG_START, '&lt;');
      case 'heading':
        return `${'#'.repeat((t as Tokens.Heading).depth)} ${this.inline(t.tokens).replace(/\n/g, ' ')}${trailing}`;
      case 'blockquote':
        return `${this.blocks(t.tokens).trimEnd().replace(/^/gm, '> ')}${trailing}`;
      case 'list':
        return `${this.list(t as Tokens.List).trimEnd()}${trailing}`;
      case 'table':
        return `${this.table(t as Tokens.Table).trimEnd()}${trailing}`;
      default:
        // A construct of an extension: its children, else nothing (its raw text is what is unsafe).
        return t.tokens ? this.inline(t.tokens) : '';
    }
  }

  private inline(tokens: Token[] | undefined): string {
    return (tokens ?? []).map((c) => this.write(c)).join('');
  }

  private blocks(tokens: Token[] | undefined): string {
    return (tokens ?? []).map((c) => this.write(c)).join('');
  }

  /**
   * Raw HTML through the sanitizer. An inline token is a single tag (`<b>`, `</b>`, `<img …>`) or comment: an
   * opening tag keeps what the sanitizer keeps of it, a closing tag stays if its element is allowed.
   */
  private html(token: Tokens.HTML): string {
    const raw = token.raw;
    if (token.block) return this.sanitize(raw).trim();
    const closing = /^<\/([A-Za-z][\w-]*)\s*>$/.exec(raw);
    if (closing) {
      const name = closing[1]!.toLowerCase();
      return this.sanitize(`<${name}></${name}>`).startsWith(`<${name}`) ? `</${name}>` : '';
    }
    const opening = /^<([A-Za-z][\w-]*)/.exec(raw);
    if (!opening) return ''; // a comment, declaration or processing instruction
    const name = opening[1]!.toLowerCase();
    const out = this.sanitize(raw).trim();
    if (!out.startsWith(`<${name}`)) return '';
    const end = `</${name}>`;
    return out.endsWith(end) ? out.slice(0, -end.length) : out;
  }

  private list(list: Tokens.List): string {
    const start = typeof list.start === 'number' ? list.start : 1;
    return list.items
      .map((item, i) => {
        const marker = list.ordered ? `${start + i}. ` : '- ';
        const task = item.task ? `[${item.checked ? 'x' : ' '}] ` : '';
        const body = this.blocks(item.tokens.filter((c) => c.type !== 'checkbox')).trimEnd();
        const indent = ' '.repeat(marker.length);
        return `${marker}${task}${body.replace(/\n/g, `\n${indent}`)}\n`;
      })
      .join(list.loose ? '\n' : '');
  }

  private table(table: Tokens.Table): string {
    const cell = (c: Tokens.TableCell): string => this.inline(c.tokens).replace(/\n/g, ' ').replace(/(?<!\\)\|/g, '\\|');
    const align = table.align.map((a) => (a === 'center' ? ':-:' : a === 'left' ? ':--' : a === 'right' ? '--:' : '---'));
    const rows = [table.header.map(cell), align, ...table.rows.map((row) => row.map(cell))];
    return rows.map((r) => `| ${r.join(' | ')} |`).join('\n') + '\n';
  }
}
