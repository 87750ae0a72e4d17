import { escapeNonAsciiJson, looksLikeJsonBytes } from './ascii-json.js';

/**
 * Spec text decoded for speed. `text` is what the parsers read. When it differs from the document as
 * written (JSON whose non-ASCII characters became `\u` escapes), `exact()` gives the text as written, for
 * what must see it: a precise line:column in a syntax error, and the YAML retry of invalid JSON.
 */
export interface SpecText {
  text: string;
  exact?: () => string;
  /**
   * A YAML text whose first sections were decoded as it downloaded (yaml-sections.ts): decodes the rest and gives
   * the document, or undefined when the whole text must be decoded as usual.
   */
  readYaml?: () => { value: unknown } | undefined;
}

/** Decodes UTF-8 spec bytes (a byte order mark is dropped). */
export function decodeSpecBytes(bytes: Uint8Array): SpecText {
  const decoder = new SpecTextDecoder();
  decoder.push(bytes);
  return decoder.finish();
}

const BACKSLASH = 0x5c;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Decodes a spec chunk by chunk while it downloads, so no step copies the whole document: joining the
 * chunks first and rewriting them after cost two 12 MB copies (~80 ms each in a page still starting up).
 * JSON is kept one byte per character (ascii-json.ts). The bytes at the end of a chunk that the next one
 * may complete (a partial character, and the backslashes before it, which decide whether it may be
 * rewritten) wait for that chunk.
 */
export class SpecTextDecoder {
  private readonly chunks: Uint8Array[] = [];
  /** Built with `+` as chunks arrive: a rope costs nothing to extend, and JSON.parse flattens it once
   * (~15 ms for 12 MB, against ~35 ms for `Array.join` first). */
  private text = '';
  // Chunks from the middle of a document: U+FEFF there is a character (the leading mark is dropped in push).
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  /** 'exact': not JSON, or JSON that may not be rewritten; undefined until a significant byte arrived. */
  private mode: 'json' | 'exact' | undefined;
  private rewritten = false;
  private pending: Uint8Array = new Uint8Array(0);
  /** Text that was never JSON (YAML, XML, SDL), decoded as it arrives rather than all at the end. */
  private streamed: { decoder: TextDecoder; text: string } | undefined;

  /** @param onStreamed  gets that text piece by piece as it is decoded */
  constructor(private readonly onStreamed?: (piece: string) => void) {}

  push(chunk: Uint8Array): void {
    if (chunk.byteLength === 0) return;
    if (this.streamed) {
      this.addStreamed(this.streamed.decoder.decode(chunk, { stream: true }));
      return;
    }
    this.chunks.push(chunk);
    if (this.mode === 'exact') return;
    let bytes = this.pending.byteLength > 0 ? join(this.pending, chunk) : chunk;
    if (this.mode === undefined) {
      if (!hasSignificantByte(bytes)) {
        this.pending = bytes;
        return;
      }
      this.mode = looksLikeJsonBytes(bytes) ? 'json' : 'exact';
      if (this.mode === 'exact') {
        this.streamed = { decoder: new TextDecoder(), text: '' }; // drops a leading byte order mark
        for (const held of this.chunks) this.addStreamed(this.streamed.decoder.decode(held, { stream: true }));
        this.chunks.length = 0;
        return;
      }
      if (UTF8_BOM.every((b, i) => bytes[i] === b)) bytes = bytes.subarray(UTF8_BOM.length);
    }
    let keep = bytes.byteLength;
    while (keep > 0 && (bytes[keep - 1]! > 0x7f || bytes[keep - 1] === BACKSLASH)) keep--;
    this.pending = bytes.slice(keep);
    this.decodeJson(bytes.subarray(0, keep));
  }

  finish(): SpecText {
    if (this.streamed) {
      this.addStreamed(this.streamed.decoder.decode());
      return { text: this.streamed.text };
    }
    if (this.mode === 'json') this.decodeJson(this.pending);
    if (this.mode !== 'json') return { text: this.exactText() };
    const text = this.text;
    if (!this.rewritten) return { text };
    let exact: string | undefined;
    return { text, exact: () => (exact ??= this.exactText()) };
  }

  private addStreamed(piece: string): void {
    this.streamed!.text += piece;
    this.onStreamed?.(piece);
  }

  private decodeJson(bytes: Uint8Array): void {
    const result = escapeNonAsciiJson(bytes);
    if (!result) {
      this.mode = 'exact'; // an invalid escape (`"\é"`): only the text as written is faithful
      this.text = '';
      return;
    }
    this.rewritten ||= result.rewritten;
    // ASCII only: no character can straddle two calls.
    this.text += this.decoder.decode(result.bytes);
  }

  private exactText(): string {
    const decoder = new TextDecoder(); // drops a leading byte order mark
    let text = '';
    for (const chunk of this.chunks) text += decoder.decode(chunk, { stream: true });
    return text + decoder.decode();
  }
}

export function utf8(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

/** True when the bytes hold more than whitespace and a byte order mark. */
function hasSignificantByte(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09) continue;
    if (i < 3 && b === UTF8_BOM[i]) continue;
    return true;
  }
  return false;
}

function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}
