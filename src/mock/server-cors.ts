/**
 * CORS for the mock server, so a page on another origin (a front-end's dev server, Try-It of a hosted
 * reference, a file:// page) can call it: preflights are answered for whatever method and headers they ask
 * for, and every answer names the origin allowed and exposes its own headers. Node only (src/mock/server.ts).
 */
import type { IncomingMessage } from 'node:http';

/**
 * Which origins may call: `'*'` (the default) any, the request's Origin being reflected so credentialed
 * requests work too; an origin (`https://app.example.com`) only that one; `false` no CORS headers at all.
 */
export type CorsOrigin = '*' | string | false;

/** Seconds a browser may keep a preflight's answer. */
export const PREFLIGHT_MAX_AGE_S = 600;

/** A token of RFC 9110 (method names, header names). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function isPreflight(req: IncomingMessage, cors: CorsOrigin): boolean {
  return cors !== false && req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
}

/** The origin to allow for `req`, with the headers that go with it; none when CORS is off. */
function originHeaders(req: IncomingMessage, cors: CorsOrigin): Array<[string, string]> {
  if (cors === false) return [];
  const origin = req.headers.origin;
  if (cors !== '*') return [['Access-Control-Allow-Origin', cors], ['Vary', 'Origin']];
  if (typeof origin !== 'string' || origin === '') return [['Access-Control-Allow-Origin', '*']];
  return [['Access-Control-Allow-Origin', origin], ['Access-Control-Allow-Credentials', 'true'], ['Vary', 'Origin']];
}

/** The answer to a preflight: the method and headers asked for, allowed (when they are well-formed). */
export function preflightHeaders(req: IncomingMessage, cors: CorsOrigin): Array<[string, string]> {
  const headers = originHeaders(req, cors);
  const method = String(req.headers['access-control-request-method']).trim();
  if (TOKEN.test(method)) headers.push(['Access-Control-Allow-Methods', method]);
  const asked = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => TOKEN.test(name));
  if (asked.length > 0) headers.push(['Access-Control-Allow-Headers', asked.join(', ')]);
  headers.push(['Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S)]);
  // Chrome's Private Network Access: a public page calling a loopback server asks first.
  if (req.headers['access-control-request-private-network'] === 'true') headers.push(['Access-Control-Allow-Private-Network', 'true']);
  const vary = headers.find(([name]) => name === 'Vary');
  const varyOn = 'Access-Control-Request-Method, Access-Control-Request-Headers';
  if (vary) vary[1] = `${vary[1]}, ${varyOn}`;
  else headers.push(['Vary', varyOn]);
  return headers;
}

/**
 * CORS headers of an answer: its origin headers, and its own header names exposed (named one by one: the `*`
 * wildcard does not count for credentialed requests).
 */
export function answerCorsHeaders(req: IncomingMessage, cors: CorsOrigin, answerHeaderNames: readonly string[]): Array<[string, string]> {
  const headers = originHeaders(req, cors);
  if (headers.length === 0) return headers;
  const exposed = [...new Set(answerHeaderNames.filter((name) => !/^access-control-|^vary$/i.test(name)))];
  if (exposed.length > 0) headers.push(['Access-Control-Expose-Headers', exposed.join(', ')]);
  return headers;
}
