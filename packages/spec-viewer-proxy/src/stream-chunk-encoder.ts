/**
 * Turns a streamed body, chunk by chunk, into the `body`/`bodyEncoding` pairs of the streamed envelope's chunk
 * records, with the JSON envelope's text-or-binary decision (response-body.ts): text decoded from the declared
 * charset, binary as base64. A character split across two chunks is held back until it is complete, so every
 * text chunk is whole text.
 */
import { isUtf8 } from 'node:buffer';
import { charsetOf, isTextMediaType, isUtf8Charset, type BodyEncoding } from './from-viewer.js';

export interface EncodedChunk {
  body: string;
  bodyEncoding: BodyEncoding;
}

export interface ChunkEncoder {
  /** The record body for these bytes; undefined when they are all held back (the start of a split character). */
  push(bytes: Buffer): EncodedChunk | undefined;
  /** What is still held back when the body ends (an incomplete character), else undefined. */
  flush(): EncodedChunk | undefined;
}

const base64 = (bytes: Buffer): EncodedChunk => ({ body: bytes.toString('base64'), bodyEncoding: 'base64' });

/** Bytes up to the start of a UTF-8 sequence that the end of `bytes` leaves incomplete (all of them if none). */
export function completeUtf8Length(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let i = end - 1; i >= 0 && i >= end - 3; i -= 1) {
    const byte = bytes[i] as number;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0x80) return end;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return end - i >= length ? end : i;
  }
  return end;
}

/**
 * UTF-8 (the usual case): a chunk that is valid UTF-8 goes as text, one that is not as base64 of its exact bytes
 * (the JSON envelope sends a whole body that is not valid in its charset as base64). A leading byte order mark
 * is dropped, as a browser's decoder drops it.
 */
function utf8Encoder(): ChunkEncoder {
  let held: Buffer | undefined;
  let first = true;
  return {
    push(chunk) {
      const bytes = held ? Buffer.concat([held, chunk]) : chunk;
      const cut = completeUtf8Length(bytes);
      held = cut < bytes.length ? bytes.subarray(cut) : undefined;
      if (cut === 0) return undefined;
      const whole = cut < bytes.length ? bytes.subarray(0, cut) : bytes;
      if (!isUtf8(whole)) {
        first = false;
        return base64(whole);
      }
      let text = whole.toString('utf8');
      if (first) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        if (text === '') return undefined;
      }
      return { body: text, bodyEncoding: 'utf-8' };
    },
    flush() {
      const rest = held;
      held = undefined;
      return rest ? base64(rest) : undefined;
    },
  };
}

/** Another charset: a streaming TextDecoder, as forgiving as the JSON envelope's (invalid bytes become U+FFFD). */
function charsetEncoder(decoder: InstanceType<typeof TextDecoder>): ChunkEncoder {
  const text = (value: string): EncodedChunk | undefined => (value === '' ? undefined : { body: value, bodyEncoding: 'utf-8' });
  return {
    push: (bytes) => text(decoder.decode(bytes, { stream: true })),
    flush: () => text(decoder.decode()),
  };
}

/** The encoder for a body of this Content-Type. */
export function createChunkEncoder(contentType: string | undefined): ChunkEncoder {
  if (isTextMediaType(contentType) !== true) return { push: base64, flush: () => undefined };
  const charset = charsetOf(contentType);
  if (isUtf8Charset(charset)) return utf8Encoder();
  try {
    return charsetEncoder(new TextDecoder(charset));
  } catch {
    // A charset label the platform does not know: the JSON envelope sends such a body as base64 too.
    return { push: base64, flush: () => undefined };
  }
}
