/**
 * SSRF protection, owned by the connection step itself (an undici connector), in three layers:
 *  a. an IP-literal host is classified directly (undici never calls `lookup` for IP literals);
 *  b. every address DNS returns is checked, and the socket connects to one of those checked addresses
 *     (no second lookup, so a DNS rebinding answer is never used);
 *  c. the connected socket's `remoteAddress` is checked once more before any byte is written.
 */
import { lookup as dnsLookupAll } from 'node:dns';
import type { Socket } from 'node:net';
import { buildConnector } from 'undici';
import { classifyIp, parseIpLiteral, type IpAddress } from './ip-classifier.js';
import type { PrivateHostPolicy } from './private-host-policy.js';
import { originKey, type PendingConnects } from './pending-connects.js';
import { SsrfBlockedError, type DnsLookup } from './ssrf-blocked.js';

export { isSsrfBlockedError, SsrfBlockedError, type DnsLookup } from './ssrf-blocked.js';

export const systemDnsLookup: DnsLookup = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookupAll(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Throws SsrfBlockedError unless the address is public or exempt. */
export function assertAllowedAddress(address: IpAddress, hostname: string, policy: PrivateHostPolicy): void {
  const verdict = classifyIp(address);
  if (verdict.public || policy.isExemptAddress(address)) return;
  throw new SsrfBlockedError(hostname, address.toString(), verdict.range);
}

/**
 * Layer a, usable before any connection: returns the parsed literal for an IP host (after checking it),
 * null for a hostname (checked at connect time, layer b).
 */
export function checkIpLiteralHost(hostname: string, policy: PrivateHostPolicy): IpAddress | null {
  const literal = parseIpLiteral(hostname);
  if (literal && !policy.isExemptHostname(hostname)) assertAllowedAddress(literal, literal.toString(), policy);
  return literal;
}

/** The checked addresses to connect to, in resolver order. */
export async function resolveCheckedAddresses(
  hostname: string,
  policy: PrivateHostPolicy,
  dnsLookup: DnsLookup,
): Promise<string[]> {
  const exempt = policy.isExemptHostname(hostname);
  const literal = exempt ? parseIpLiteral(hostname) : checkIpLiteralHost(hostname, policy);
  if (literal) return [literal.toString()];
  const answers = await dnsLookup(hostname);
  if (answers.length === 0) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
  }
  const checked: string[] = [];
  // Every answer is checked: one private answer refuses the host, so a resolver cannot mix in an internal address.
  for (const answer of answers) {
    const parsed = parseIpLiteral(answer.address);
    if (!parsed) throw new SsrfBlockedError(hostname, answer.address, 'invalid');
    if (!exempt) assertAllowedAddress(parsed, hostname, policy);
    checked.push(parsed.toString());
  }
  return checked;
}

const nextAddressErrors = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export interface GuardedConnectorOptions {
  policy: PrivateHostPolicy;
  /** Resolver for hostnames (default: the system resolver). Every address it returns is checked. */
  dnsLookup?: DnsLookup;
  /** The connector that opens sockets to checked addresses (default: undici's, with `connectTimeout`). */
  connect?: buildConnector.connector;
  connectTimeout?: number;
  /** Where openings register, so that one no request waits for any more is cancelled (pending-connects.ts). */
  pending?: PendingConnects;
}

/** An undici connector that only ever opens sockets to public (or explicitly exempt) addresses. */
export function createGuardedConnector(options: GuardedConnectorOptions): buildConnector.connector {
  const { policy, dnsLookup = systemDnsLookup } = options;
  const connect = options.connect ?? buildConnector({ timeout: options.connectTimeout ?? 10_000 });

  return (target, callback) => {
    const hostname = target.hostname;
    const exempt = policy.isExemptHostname(hostname);
    const isLiteral = parseIpLiteral(hostname) !== null;
    // TLS must still verify the certificate against the name in the URL, not the address we dial.
    const servername = target.servername || (isLiteral ? undefined : hostname);
    // The socket being opened, when the connector hands it out (undici's does), so a cancel can close it at once.
    let opening: { destroy: () => void } | undefined;
    let settled = false;
    let unregister = (): void => undefined;
    const settle = (error: Error | null, socket: Socket | null): void => {
      if (settled) {
        // Cancelled meanwhile: undici has its answer already; a late socket is closed, not leaked.
        socket?.destroy();
        return;
      }
      settled = true;
      unregister();
      if (error) callback(error, null);
      else callback(null, socket as Socket);
    };
    if (options.pending) {
      unregister = options.pending.opening(originKey(target.protocol, hostname, target.port), (error) => {
        settle(error, null);
        opening?.destroy();
      });
    }

    const attempt = (addresses: string[], index: number): void => {
      const address = addresses[index] as string;
      let answered = false;
      const returned: unknown = connect({ ...target, hostname: address, ...(servername ? { servername } : {}) }, (error, socket) => {
        answered = true;
        opening = undefined;
        if (error) {
          const code = (error as { code?: string }).code ?? '';
          if (!settled && index + 1 < addresses.length && nextAddressErrors.has(code)) attempt(addresses, index + 1);
          else settle(error, null);
          return;
        }
        try {
          const remote = parseIpLiteral(socket.remoteAddress ?? '');
          if (!remote) throw new SsrfBlockedError(hostname, String(socket.remoteAddress), 'unknown');
          if (!exempt) assertAllowedAddress(remote, hostname, policy);
        } catch (blocked) {
          socket.destroy();
          settle(blocked as Error, null);
          return;
        }
        settle(null, socket);
      });
      if (!answered && !settled && typeof (returned as { destroy?: unknown } | undefined)?.destroy === 'function') opening = returned as { destroy: () => void };
    };

    resolveCheckedAddresses(hostname, policy, dnsLookup).then(
      // A late DNS answer for a cancelled opening is not dialled.
      (addresses) => (settled ? undefined : attempt(addresses, 0)),
      (error: Error) => settle(error, null),
    );
  };
}
