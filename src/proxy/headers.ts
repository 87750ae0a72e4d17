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

const droppedHeaders: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
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
 * They are data in the JSON envelope only; the proxy never sets them on its own response.
 */
export function flattenResponseHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    const separator = lower === 'set-cookie' ? '\n' : ', ';
    const joined = Array.isArray(value) ? value.join(separator) : value;
    out[lower] = out[lower] === undefined ? joined : `${out[lower]}${separator}${joined}`;
  }
  return out;
}
