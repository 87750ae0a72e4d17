/**
 * `allowPrivateHosts`: hostnames, IP addresses or CIDR ranges exempt from SSRF blocking.
 * Meant for local development and tests (for example `['127.0.0.1']` to reach a local API), never production.
 */
import ipaddr from 'ipaddr.js';
import { parseIpLiteral, unmapAddress, type IpAddress } from './ip-classifier.js';

export interface PrivateHostPolicy {
  /** True when the URL hostname itself is exempt: every address it resolves to may be used. */
  isExemptHostname(hostname: string): boolean;
  /** True when this address (IPv4-mapped forms unwrapped) is exempt. */
  isExemptAddress(address: IpAddress): boolean;
}

/** Lower-cased, without IPv6 brackets and without the trailing dot of a fully qualified name. */
export function normalizeHostname(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host;
}

export function createPrivateHostPolicy(entries: readonly string[] = []): PrivateHostPolicy {
  const hostnames = new Set<string>();
  const ranges: Array<[IpAddress, number]> = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) throw new TypeError(`allowPrivateHosts: "${entry}" is not a valid CIDR range`);
      const [address, bits] = ipaddr.parseCIDR(entry);
      const unmapped = unmapAddress(address);
      ranges.push([unmapped, unmapped === address ? bits : Math.max(0, bits - 96)]);
      continue;
    }
    const ip = parseIpLiteral(entry);
    if (ip) {
      const unmapped = unmapAddress(ip);
      ranges.push([unmapped, unmapped.kind() === 'ipv4' ? 32 : 128]);
    } else {
      hostnames.add(normalizeHostname(entry));
    }
  }
  return {
    isExemptHostname: (hostname) => hostnames.has(normalizeHostname(hostname)),
    isExemptAddress(address) {
      const candidate = unmapAddress(address);
      return ranges.some(([base, bits]) => base.kind() === candidate.kind() && candidate.match(base, bits));
    },
  };
}
