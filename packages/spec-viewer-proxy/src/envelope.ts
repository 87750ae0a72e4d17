/** Validation of the request envelope (docs/proxy.md#the-exchange); its type, shared with the browser, lives in src/http/envelope.ts. */
import { isHttpMethodToken, methodToken } from './from-viewer.js';
import { ProxyError } from './proxy-error.js';

/** A validated envelope: method as it goes out (see forwardableMethod), body decoded to the exact bytes to send. */
export interface ForwardRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Milliseconds, 0 when the envelope gave none. */
  timeout: number;
}

/** Refused in any case: they echo (TRACE, TRACK) or tunnel (CONNECT), which no API reference needs. */
export const refusedMethods: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The method to forward: any HTTP token except the refused ones. OpenAPI's fixed methods are upper-cased
 * (`get` → `GET`); any other token (`PURGE`, `Link`) keeps its case, since method names are case-sensitive.
 */
export function forwardableMethod(method: string): string {
  if (!isHttpMethodToken(method)) throw invalid(`method ${JSON.stringify(method)} is not a valid HTTP method token`);
  if (refusedMethods.has(method.toUpperCase())) {
    throw invalid(`method ${method} is not forwarded: the proxy refuses ${[...refusedMethods].join(', ')}`);
  }
  return methodToken(method);
}

const headerNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Field values may hold visible ASCII, spaces, tabs and obs-text, never CR, LF or NUL.
const headerValuePattern = /^[\t\x20-\x7e\x80-\xff]*$/;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function invalid(message: string): ProxyError {
  return new ProxyError(400, 'invalid_envelope', message);
}

/**
 * Decodes base64 strictly: canonical alphabet, padding required, no whitespace, and no stray bits in the last
 * character (Buffer.from would silently drop them, or stop at the first invalid character).
 */
export function decodeStrictBase64(text: string): Buffer {
  if (!base64Pattern.test(text)) throw invalid('body is not valid base64 (bodyEncoding is "base64")');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64') !== text) throw invalid('body is not canonical base64 (bodyEncoding is "base64")');
  return bytes;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readHeaders(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw invalid('headers must be an object of strings');
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, headerValue] of Object.entries(value)) {
    if (!headerNamePattern.test(name)) throw invalid(`header name ${JSON.stringify(name)} is not a valid token`);
    if (typeof headerValue !== 'string') throw invalid(`header ${name} must be a string`);
    if (!headerValuePattern.test(headerValue)) throw invalid(`header ${name} contains forbidden characters`);
    headers[name] = headerValue;
  }
  return headers;
}

function readBody(value: unknown, encoding: unknown): Buffer | null {
  if (encoding !== undefined && encoding !== null && encoding !== 'utf-8' && encoding !== 'base64') {
    throw invalid('bodyEncoding must be "utf-8" or "base64"');
  }
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid('body must be a string or null');
  return encoding === 'base64' ? decodeStrictBase64(value) : Buffer.from(value, 'utf8');
}

function readTimeout(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw invalid('timeout must be a non-negative number of milliseconds');
  }
  return value;
}

/** Validates a parsed JSON value as a request envelope. Throws ProxyError 400 on anything unexpected. */
export function toForwardRequest(value: unknown): ForwardRequest {
  if (!isPlainObject(value)) throw invalid('The request body must be a JSON object (the proxy envelope)');
  if (typeof value.url !== 'string' || value.url === '') throw invalid('url must be a non-empty string');
  if (typeof value.method !== 'string') throw invalid('method must be a string');
  const method = forwardableMethod(value.method);
  return {
    url: value.url,
    method,
    headers: readHeaders(value.headers),
    body: readBody(value.body, value.bodyEncoding),
    timeout: readTimeout(value.timeout),
  };
}

/** Parses the raw envelope bytes: 400 `invalid_json` when they are not JSON, then toForwardRequest. */
export function parseEnvelope(raw: Buffer | string): ForwardRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    throw new ProxyError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  return toForwardRequest(parsed);
}
