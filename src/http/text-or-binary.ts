/**
 * The one text-or-binary decision for HTTP bodies, made the same way by the proxy (utf-8 or base64 envelope
 * body) and the browser (text view or download): first by the declared media type, then, for untyped bodies,
 * by the bytes.
 */
import { charsetOf, mediaTypeEssence } from './media-type.js';

/** application/* subtypes that are text. Everything else under application/ is binary unless it says charset. */
const textApplicationSubtypes: ReadonlySet<string> = new Set([
  'json',
  'x-json',
  'xml',
  'javascript',
  'ecmascript',
  'x-javascript',
  'x-www-form-urlencoded',
  'graphql',
  'yaml',
  'x-yaml',
  'csv',
  'ndjson',
  'x-ndjson',
  'jsonl',
  'x-jsonlines',
  'json-seq',
  'sql',
  'html',
  'xhtml',
  'x-sh',
  'x-shellscript',
]);

/** application/* types that stay binary even when a (meaningless) charset parameter is attached. */
const binaryApplicationSubtypes =
  /^(octet-stream|pdf|zip|gzip|x-gzip|x-tar|x-7z-compressed|vnd\.rar|x-rar-compressed|wasm|msword|epub\+zip|vnd\.ms-.*|vnd\.openxmlformats-.*|vnd\.oasis\.opendocument\..*)$/;

/**
 * What the media type says: true for text, false for binary, undefined when there is no type (then the bytes
 * decide, see looksLikeText).
 *
 * Text: `text/*`; `+json`, `+xml`, `+yaml` suffixes; the textual application/* subtypes above; `image/svg`;
 * `multipart/*` and `message/*` (their parts are shown as text); any other application/* type with a charset
 * parameter. Binary: images, audio, video, fonts, models and every other application/* type, a charset
 * parameter notwithstanding for known binary formats (`application/pdf; charset=utf-8` is still a PDF).
 */
export function isTextMediaType(contentType: string | undefined): boolean | undefined {
  const essence = mediaTypeEssence(contentType ?? '');
  if (essence === '') return undefined;
  const slash = essence.indexOf('/');
  const type = slash === -1 ? essence : essence.slice(0, slash);
  const subtype = slash === -1 ? '' : essence.slice(slash + 1);
  if (type === 'text' || type === 'multipart' || type === 'message') return true;
  if (subtype.endsWith('+json') || subtype.endsWith('+xml') || subtype.endsWith('+yaml')) return true;
  if (type === 'image') return subtype === 'svg';
  if (type !== 'application') return false;
  if (textApplicationSubtypes.has(subtype)) return true;
  if (binaryApplicationSubtypes.test(subtype)) return false;
  return charsetOf(contentType) !== undefined;
}

/** Control characters other than tab, line feed, form feed, carriage return and escape mark bytes as binary. */
const binaryControl = /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/;

/** For an untyped body already decoded as UTF-8: text unless it holds control characters that text does not. */
export function looksLikeText(text: string): boolean {
  return !binaryControl.test(text);
}

/** The bytes as UTF-8 text, or undefined when they are not valid UTF-8. */
export function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Text of a body in its declared charset (WHATWG labels: `iso-8859-1`, `shift_jis`, `euc-kr` …); invalid
 * sequences become U+FFFD. Undefined for a charset label the platform does not know.
 */
export function decodeCharset(bytes: Uint8Array, charset: string | undefined): string | undefined {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return undefined;
  }
}
