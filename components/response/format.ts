/** Display helpers of the response view. */
import type { TryItErrorKind } from '../../src/index.js';

/** 1234 → "1.2 KB", binary prefixes spelled the common way. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Heading of an error box, by kind. */
export const errorTitles: Record<TryItErrorKind, string> = {
  network: 'Network or CORS error',
  timeout: 'Timed out',
  aborted: 'Cancelled',
  unsupported: 'Cannot send this request',
  proxy: 'Proxy error',
  upstream: 'Upstream error: the API did not answer the proxy',
};

/** Reason phrases for responses that carry none (HTTP/2 and HTTP/3 have no status text). */
const REASONS: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 206: 'Partial Content',
  301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable',
  408: 'Request Timeout', 409: 'Conflict', 410: 'Gone', 412: 'Precondition Failed', 413: 'Content Too Large',
  415: 'Unsupported Media Type', 422: 'Unprocessable Content', 429: 'Too Many Requests',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

export function statusText(status: number, given: string): string {
  return given !== '' ? given : (REASONS[status] ?? '');
}
