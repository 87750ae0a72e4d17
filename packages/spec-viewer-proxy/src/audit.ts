/** The audit record (docs/proxy.md#audit-record) and its log line. Credentials never reach either. */

export interface AuditRecord {
  /** Target URL with userinfo and fragment removed and credential-looking query values redacted; '' if unknown. */
  targetUrl: string;
  /** The envelope's method; the HTTP method of the call to the proxy when no envelope was read. */
  method: string;
  /** The target's status when the request was forwarded, otherwise the status the proxy answered. */
  statusCode: number;
  /** Ms the target took when forwarded, otherwise ms the proxy spent on the request. */
  duration: number;
  /** ISO 8601 time the proxy received the request. */
  timestamp: string;
  /** Client IP address (IPv4-mapped IPv6 unwrapped). */
  ip: string;
  /**
   * Set when the proxy refused or failed the request itself: the `error.code` it answered with. For a streamed
   * answer: the code of its error record, or `client_closed` when the client went away first.
   */
  error?: string;
  /** Streamed answers only: how the stream ended (its `end` record, its `error` record, or the client left). */
  stream?: 'end' | 'error' | 'client_closed';
  /** Streamed answers only: body bytes relayed (channel bridge sessions: message bytes, both ways). */
  size?: number;
  /** Channel bridge sessions only: messages the page sent, and messages relayed to it. */
  sent?: number;
  received?: number;
}

export type AuditCallback = (record: AuditRecord) => void | Promise<void>;

export const redactedValue = '[REDACTED]';

/** Query keys whose values are secrets, after lower-casing and dropping `-`, `_` and `.`. */
const secretKeys = new Set([
  'key',
  'apikey',
  'apitoken',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'authtoken',
  'auth',
  'authorization',
  'password',
  'passwd',
  'pwd',
  'pass',
  'secret',
  'clientsecret',
  'signature',
  'sig',
  'xamzsignature',
  'xamzcredential',
  'xamzsecuritytoken',
  'credential',
  'credentials',
  'session',
  'sessionid',
  'sid',
  'jwt',
  'code',
  'codeverifier',
  'otp',
]);

/** Substrings that mark a key as secret wherever they appear (`stripe_secret_key`, `x_api_key`, `userToken`). */
const secretFragments = ['token', 'secret', 'password', 'passwd', 'apikey', 'signature', 'credential', 'privatekey'];

export function isSecretQueryKey(key: string): boolean {
  const compact = key.toLowerCase().replace(/[-_.]/g, '');
  return secretKeys.has(compact) || secretFragments.some((fragment) => compact.includes(fragment));
}

/** The URL as it may be logged. Unparseable input is not echoed (it could be anything). */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '[unparseable url]';
  }
  url.username = '';
  url.password = '';
  url.hash = '';
  const query = url.search.slice(1);
  url.search = '';
  if (query === '') return url.toString();
  // Pair by pair, so the other parameters keep their original encoding.
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the raw key.
    }
    return isSecretQueryKey(key) ? `${rawKey}=${redactedValue}` : pair;
  });
  return `${url.toString()}?${pairs.join('&')}`;
}

export type LogFormat = 'json' | 'text';

/**
 * One access line per request: JSON (one object per line) or `timestamp ip method url status duration`, with
 * `stream <size>B` for a streamed answer, then the error code if any.
 */
export function formatAuditLine(record: AuditRecord, format: LogFormat): string {
  if (format === 'json') return JSON.stringify(record);
  const target = record.targetUrl === '' ? '-' : record.targetUrl;
  const bridged = record.sent !== undefined ? ` sent ${record.sent} received ${record.received ?? 0}` : '';
  const stream = record.stream ? ` stream ${record.size ?? 0}B${bridged}` : '';
  const error = record.error ? ` ${record.error}` : '';
  return `${record.timestamp} ${record.ip} ${record.method} ${target} ${record.statusCode} ${record.duration}ms${stream}${error}`;
}
