/**
 * Turns the target's response bytes into the envelope body: text as a string (`utf-8`), anything binary as
 * base64 (`base64`), so bytes survive the JSON round trip exactly.
 */
import { isUtf8 } from 'node:buffer';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliDecompress, createBrotliDecompress, createGunzip, createInflate, gunzip, inflate } from 'node:zlib';
import { charsetOf, decodeCharset, isTextMediaType, isUtf8Charset, looksLikeText, type BodyEncoding } from './from-viewer.js';

const decoders: Readonly<Record<string, (buffer: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/** True when the proxy can undo this Content-Encoding (gzip, deflate, br). */
export function isDecodableEncoding(contentEncoding: string | undefined): boolean {
  return contentEncoding !== undefined && decoders[contentEncoding.trim().toLowerCase()] !== undefined;
}

/**
 * Undoes gzip/deflate/br with the output capped at `maxBytes` (a small compressed body can expand a
 * thousandfold). Throws a RangeError with code ERR_BUFFER_TOO_LARGE when the cap is hit.
 */
export async function decodeContentEncoding(body: Buffer, contentEncoding: string, maxBytes: number): Promise<Buffer> {
  const decode = decoders[contentEncoding.trim().toLowerCase()];
  if (!decode || body.length === 0) return body;
  return decode(body, { maxOutputLength: Math.max(1, maxBytes) });
}

const streamDecoders: Readonly<Record<string, () => Transform>> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * The decoded bytes of a streamed gzip/deflate/br body, as they can be decoded. Destroying the result destroys
 * `body` too (and so aborts the upstream request); a corrupt body fails it with a `Z_…` error code.
 */
export function createDecodingStream(body: Readable, contentEncoding: string): Readable {
  const create = streamDecoders[contentEncoding.trim().toLowerCase()];
  if (!create) return body;
  const decoder = create();
  // Errors reach the reader of `decoder`; the callback only keeps pipeline from throwing them elsewhere.
  pipeline(body, decoder, () => undefined);
  return decoder;
}

/** The bytes as a string when they are valid UTF-8 (checked natively first: the common case costs little). */
function decodeUtf8(bytes: Buffer): string | undefined {
  if (!isUtf8(bytes)) return undefined;
  const text = bytes.toString('utf8');
  // A browser's decoder drops a leading byte order mark; so does this one, or JSON.parse would fail on it.
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The envelope body for these bytes and this Content-Type: text (`utf-8`) when the shared decision says text
 * and the bytes decode in their charset, else base64 of the exact bytes (binary, or text that is not valid UTF-8).
 */
export function encodeResponseBody(
  bytes: Buffer,
  contentTypeHeader: string | undefined,
): { body: string; bodyEncoding: BodyEncoding } {
  if (bytes.length === 0) return { body: '', bodyEncoding: 'utf-8' };
  const textual = isTextMediaType(contentTypeHeader);
  if (textual !== false) {
    const charset = charsetOf(contentTypeHeader);
    const text = isUtf8Charset(charset) ? decodeUtf8(bytes) : decodeCharset(bytes, charset);
    // Declared text that is not valid in its charset, or unlabelled bytes that look binary, stay byte-exact.
    if (text !== undefined && (textual === true || looksLikeText(text))) {
      return { body: text, bodyEncoding: 'utf-8' };
    }
  }
  return { body: bytes.toString('base64'), bodyEncoding: 'base64' };
}
