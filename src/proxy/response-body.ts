/**
 * Turns the target's response bytes into the envelope body: text as a string (`utf-8`), anything binary as
 * base64 (`base64`), so bytes survive the JSON round trip exactly.
 */
import { isUtf8 } from 'node:buffer';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import type { BodyEncoding } from './envelope.js';

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

const textSubtypes = new Set([
  'json',
  'xml',
  'javascript',
  'ecmascript',
  'x-javascript',
  'x-www-form-urlencoded',
  'graphql',
  'yaml',
  'x-yaml',
  'csv',
  'x-ndjson',
  'ndjson',
  'sql',
  'xhtml',
  'html',
  'x-sh',
  'svg', // image/svg+xml is caught by the +xml suffix; kept for `image/svg`
]);

interface ParsedContentType {
  type: string;
  subtype: string;
  charset: string | undefined;
}

function parseContentType(value: string | undefined): ParsedContentType | undefined {
  if (!value) return undefined;
  const [essence = '', ...params] = value.split(';');
  const [type = '', subtype = ''] = essence.trim().toLowerCase().split('/');
  let charset: string | undefined;
  for (const param of params) {
    const [key = '', raw = ''] = param.split('=');
    if (key.trim().toLowerCase() === 'charset') charset = raw.trim().replace(/^"|"$/g, '').toLowerCase();
  }
  return { type, subtype, charset };
}

/** True, false, or undefined when the content type does not say (then the bytes decide). */
function isTextual(contentType: ParsedContentType | undefined): boolean | undefined {
  if (!contentType || contentType.type === '') return undefined;
  const { type, subtype, charset } = contentType;
  if (type === 'text') return true;
  if (charset !== undefined) return true;
  const suffix = subtype.includes('+') ? subtype.slice(subtype.lastIndexOf('+') + 1) : undefined;
  if (suffix === 'json' || suffix === 'xml' || suffix === 'yaml') return true;
  if ((type === 'application' || type === 'image') && textSubtypes.has(subtype)) return true;
  return false;
}

/** The bytes as a string when they are valid UTF-8 (checked natively first: the common case costs little). */
function decodeUtf8(bytes: Buffer): string | undefined {
  return isUtf8(bytes) ? bytes.toString('utf8') : undefined;
}

/** Control characters other than tab, line feed, form feed and carriage return mark bytes as binary. */
const binaryControl = /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/;

function decodeWithCharset(bytes: Buffer, charset: string): string | undefined {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The envelope body for these bytes and this Content-Type. */
export function encodeResponseBody(
  bytes: Buffer,
  contentTypeHeader: string | undefined,
): { body: string; bodyEncoding: BodyEncoding } {
  if (bytes.length === 0) return { body: '', bodyEncoding: 'utf-8' };
  const contentType = parseContentType(contentTypeHeader);
  const textual = isTextual(contentType);
  if (textual !== false) {
    const charset = contentType?.charset;
    const text =
      charset && charset !== 'utf-8' && charset !== 'utf8' ? decodeWithCharset(bytes, charset) : decodeUtf8(bytes);
    // Declared text that is not valid in its charset, or unlabelled bytes that look binary, stay byte-exact.
    if (text !== undefined && (textual === true || !binaryControl.test(text))) {
      return { body: text, bodyEncoding: 'utf-8' };
    }
  }
  return { body: bytes.toString('base64'), bodyEncoding: 'base64' };
}
