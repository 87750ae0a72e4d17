/**
 * Descriptions (Markdown, CommonMark + GFM, as the live page reads them) → sanitized HTML, with the text's own
 * headings fitted below the heading it sits under (as components/shared/markdown-engine.ts does).
 */
import { Marked } from 'marked';
import { fitHeadings } from '../../markdown/fit-headings.js';

/** HTML in, safe HTML out: applies src/markdown/allow-list.ts (see src/static/sanitize/). */
export type Sanitizer = (html: string) => string;

const marked = new Marked({ gfm: true, breaks: false });

/** Renders descriptions with one sanitizer, remembering each (text, level): big specs repeat descriptions a lot. */
export class DescriptionRenderer {
  private readonly cache = new Map<string, string>();
  private readonly plainCache = new Map<string, string>();

  constructor(private readonly sanitize: Sanitizer) {}

  /** Sanitized HTML of a Markdown text shown below a heading of level `headingLevel` (1-6). */
  html(text: string | undefined, headingLevel: number): string {
    if (text === undefined || text.trim() === '') return '';
    const key = `${headingLevel}\u0000${text}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const tokens = marked.lexer(text);
    fitHeadings(tokens, headingLevel);
    const html = this.sanitize(marked.parser(tokens)).trim();
    this.cache.set(key, html);
    return html;
  }

  /** One paragraph of plain text (the first), for summaries and meta descriptions: tags removed, entities kept. */
  plain(text: string | undefined, max = 300): string {
    if (!text) return '';
    const key = `${max}\u0000${text}`;
    let plain = this.plainCache.get(key);
    if (plain === undefined) this.plainCache.set(key, (plain = this.plainOf(text, max)));
    return plain;
  }

  private plainOf(text: string, max: number): string {
    const first = text.split(/\n\s*\n/).find((p) => p.trim() !== '') ?? '';
    const html = this.sanitize(marked.parseInline(first, { async: false }));
    const plain = decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp|#(\d+)|#x([0-9a-f]+));/gi, (m, name: string, dec?: string, hex?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}

