/**
 * Builds the TryItResponse both transports return. The body arrives either as bytes (direct mode, or a `base64`
 * proxy envelope) or as text the proxy already decoded (a `utf-8` envelope): bytes are decoded once, in their
 * declared charset; text is taken as it is.
 */
import { charsetOf, mediaTypeEssence } from '../http/media-type.js';
import { decodeCharset, isTextMediaType, looksLikeText, strictUtf8 } from '../http/text-or-binary.js';
import { bytesToBase64 } from './bytes.js';
import type { TryItMode, TryItResponse } from './types.js';

/** The body as received: raw bytes, or text with the byte size the proxy reported. */
export type ReceivedBody = { bytes: Uint8Array } | { text: string; size?: number };

export interface RawResponse {
  status: number;
  statusText: string;
  /** Any case; stored lower-case. */
  headers: Readonly<Record<string, string>>;
  body: ReceivedBody;
  duration: number;
  mode: TryItMode;
  operationId: string;
}

/** Bytes as text in the declared charset (UTF-8 when none is declared or the label is unknown). */
export function decodeText(bytes: Uint8Array, contentType: string): string {
  return decodeCharset(bytes, charsetOf(contentType)) ?? (decodeCharset(bytes, 'utf-8') as string);
}

function fromBytes(bytes: Uint8Array, fullType: string): Pick<TryItResponse, 'body' | 'bodyEncoding' | 'isBinary' | 'bytes' | 'size'> {
  const declared = isTextMediaType(fullType);
  const sniffed = declared === undefined ? strictUtf8(bytes) : undefined;
  const isText = declared ?? (sniffed !== undefined && looksLikeText(sniffed));
  return {
    body: isText ? (sniffed ?? decodeText(bytes, fullType)) : bytesToBase64(bytes),
    bodyEncoding: isText ? 'utf-8' : 'base64',
    isBinary: !isText,
    bytes,
    size: bytes.byteLength,
  };
}

export function toTryItResponse(raw: RawResponse): TryItResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.headers)) headers[name.toLowerCase()] = value;
  const fullType = headers['content-type'] ?? '';
  let body: Pick<TryItResponse, 'body' | 'bodyEncoding' | 'isBinary' | 'bytes' | 'size'>;
  if ('bytes' in raw.body) {
    body = fromBytes(raw.body.bytes, fullType);
  } else {
    // The proxy decoded this text; only a type declared binary (an empty body of one) makes it bytes again.
    const bytes = new TextEncoder().encode(raw.body.text);
    const size = raw.body.size ?? bytes.byteLength;
    body =
      isTextMediaType(fullType) === false
        ? { ...fromBytes(bytes, fullType), size }
        : { body: raw.body.text, bodyEncoding: 'utf-8', isBinary: false, bytes, size };
  }
  return {
    operationId: raw.operationId,
    status: raw.status,
    statusText: raw.statusText,
    headers,
    ...body,
    contentType: mediaTypeEssence(fullType),
    duration: Math.round(raw.duration),
    mode: raw.mode,
  };
}
