/**
 * Which envelope headers reach the target, and how target headers go back into the envelope.
 *
 * Only the envelope's `headers` are ever forwarded; headers of the HTTP request to the proxy itself (its cookies,
 * its Authorization) never are. From the envelope's headers the proxy removes:
 *  - hop-by-hop headers (RFC 9110 7.6.1): Connection and every header it names, Keep-Alive, Proxy-*, TE,
 *    Trailer, Transfer-Encoding, Upgrade, plus Expect;
 *  - headers the proxy owns or that let a caller impersonate infrastructure: Host (would reach internal virtual
 *    hosts), Content-Length (recomputed from the decoded body), Forwarded, X-Forwarded-*, X-Real-IP, Via and
 *    the other client-IP headers upstreams trust;
 *  - Accept-Encoding: the proxy asks for identity and decodes what it must, so it can measure and cap bodies.
 */

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, so a proxy never passes them on. */
const hopByHopHeaders: ReadonlySet<string> = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function isHopByHop(lowerName: string): boolean {
  return hopByHopHeaders.has(lowerName) || lowerName.startsWith('proxy-');
}

/** The header names a Connection value lists, lower-cased; none for the usual bare `keep-alive` or `close`. */
function connectionNames(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const joined = Array.isArray(value) ? value.join(',') : value;
  // The common answers name no other header: skip the split (this runs for every proxied response).
  if (joined === 'keep-alive' || joined === 'close') return undefined;
  return joined.split(',').map((token) => token.trim().toLowerCase());
}

const droppedHeaders: ReadonlySet<string> = new Set([
  ...hopByHopHeaders,
  'expect',
  'host',
  'content-length',
  'forwarded',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'client-ip',
  'accept-encoding',
  'http2-settings',
]);

const droppedPrefixes = ['proxy-', 'x-forwarded-'];

/** Headers to send upstream; see the module comment for the rule. */
export function sanitizeRequestHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  let named: Set<string> | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'connection') continue;
    named ??= new Set<string>();
    for (const token of value.split(',')) named.add(token.trim().toLowerCase());
  }
  // No prototype, so a header named __proto__ is just another key.
  const out = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (droppedHeaders.has(lower) || named?.has(lower)) continue;
    if (droppedPrefixes.some((prefix) => lower.startsWith(prefix))) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Target headers for the envelope: names lower-cased, repeated headers joined with ", " as HTTP allows,
 * except Set-Cookie whose values may contain commas: those are joined with "\n" (never valid inside a value).
 * Hop-by-hop headers (the fixed ones, Proxy-*, and every header the Connection header names) are dropped.
 * They are data in the JSON envelope only; the proxy never sets them on its own response.
 */
export function flattenResponseHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  // undici hands over lower-case names, so Connection is found without a pass over every header.
  const named = connectionNames(headers['connection']);
  const out: Record<string, string> = {};
  // for…in rather than Object.entries: no [name, value] array per header on this per-request path.
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (isHopByHop(lower) || named?.includes(lower)) continue;
    const separator = lower === 'set-cookie' ? '\n' : ', ';
    const joined = Array.isArray(value) ? value.join(separator) : value;
    out[lower] = out[lower] === undefined ? joined : `${out[lower]}${separator}${joined}`;
  }
  return out;
}
