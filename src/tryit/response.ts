/** Builds the TryItResponse both transports return, from status, headers and raw bytes. */
import { mediaTypeEssence } from '../request/body.js';
import { isBinaryContentType, looksLikeText } from './binary.js';
import { bytesToBase64 } from './bytes.js';
import type { TryItResponse } from './types.js';

export interface RawResponse {
  status: number;
  statusText: string;
  /** Any case; stored lower-case. */
  headers: Readonly<Record<string, string>>;
  bytes: Uint8Array;
  duration: number;
  mode: 'direct' | 'proxy';
  operationId: string;
  /** The proxy already decided the body is binary (bodyEncoding base64). */
  binaryHint?: boolean;
}

function charsetOf(contentType: string): string {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return m?.[1] ?? 'utf-8';
}

export function decodeText(bytes: Uint8Array, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export function toTryItResponse(raw: RawResponse): TryItResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.headers)) headers[name.toLowerCase()] = value;
  const fullType = headers['content-type'] ?? '';
  const contentType = mediaTypeEssence(fullType);
  const isBinary =
    contentType === '' ? raw.binaryHint === true || !looksLikeText(raw.bytes) : isBinaryContentType(contentType);
  return {
    operationId: raw.operationId,
    status: raw.status,
    statusText: raw.statusText,
    headers,
    body: isBinary ? bytesToBase64(raw.bytes) : decodeText(raw.bytes, fullType),
    bodyEncoding: isBinary ? 'base64' : 'utf-8',
    isBinary,
    bytes: raw.bytes,
    size: raw.bytes.byteLength,
    contentType,
    duration: Math.round(raw.duration),
    mode: raw.mode,
  };
}
