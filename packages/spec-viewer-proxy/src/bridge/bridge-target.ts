/**
 * Where a channel bridge may connect: the envelope's rules (scheme, no credentials in the URL, the domain allowlist,
 * SSRF) for broker URLs, and a `lookup` for the clients' sockets that only ever answers checked addresses.
 */
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BRIDGE_SCHEMES } from '../from-viewer.js';
import { normalizeHostname, type PrivateHostPolicy } from '../private-host-policy.js';
import { ProxyError } from '../proxy-error.js';
import { checkIpLiteralHost, isSsrfBlockedError, resolveCheckedAddresses, systemDnsLookup } from '../ssrf-guard.js';
import type { DnsLookup } from '../ssrf-blocked.js';
import type { DomainAllowlist } from '../target-url.js';

export type BridgeKind = 'mqtt' | 'amqp' | 'websocket';

export interface BridgeTarget {
  url: URL;
  kind: BridgeKind;
  tls: boolean;
  port: number;
}

const DEFAULT_PORTS: Record<string, number> = { 'mqtt:': 1883, 'mqtts:': 8883, 'amqp:': 5672, 'amqps:': 5671, 'ws:': 80, 'wss:': 443 };

function ssrfChecked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isSsrfBlockedError(error)) throw new ProxyError(403, 'ssrf_blocked', error.message);
    throw error;
  }
}

export function validateBridgeTarget(raw: string, allowlist: DomainAllowlist, policy: PrivateHostPolicy): BridgeTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProxyError(400, 'invalid_target', 'The bridge url is not an absolute URL');
  }
  if (!(BRIDGE_SCHEMES as readonly string[]).includes(url.protocol)) {
    throw new ProxyError(400, 'invalid_target', `The bridge connects to ${BRIDGE_SCHEMES.join(' ')} URLs, not ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ProxyError(400, 'invalid_target', 'Credentials in the URL are not used; send them as the open record\'s username and password');
  }
  if (url.hostname === '') throw new ProxyError(400, 'invalid_target', 'The bridge url has no host');
  if (!allowlist.allows(url.hostname)) {
    throw new ProxyError(403, 'domain_not_allowed', `Target host ${normalizeHostname(url.hostname)} is not among the allowed domains (--allowed-domains, option allowedDomains)`);
  }
  ssrfChecked(() => checkIpLiteralHost(url.hostname, policy));
  const kind: BridgeKind = url.protocol.startsWith('mqtt') ? 'mqtt' : url.protocol.startsWith('amqp') ? 'amqp' : 'websocket';
  const tls = url.protocol.endsWith('s:');
  return { url, kind, tls, port: url.port === '' ? DEFAULT_PORTS[url.protocol]! : Number(url.port) };
}

/**
 * A `lookup` for net/tls sockets that answers only addresses the SSRF rules allow (every DNS answer is checked);
 * a refused host fails the connection with the proxy's `ssrf_blocked` error. IP literals never reach a lookup:
 * validateBridgeTarget checks them.
 */
export function checkedLookup(policy: PrivateHostPolicy, dnsLookup: DnsLookup = systemDnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolveCheckedAddresses(hostname, policy, dnsLookup).then(
      (addresses) => {
        const answers: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        const wanted = options.family === 4 || options.family === 6 ? answers.filter((a) => a.family === options.family) : answers;
        if (wanted.length === 0) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
        if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(isSsrfBlockedError(error) ? new ProxyError(403, 'ssrf_blocked', error.message) : error, '', 4),
    );
  };
}
