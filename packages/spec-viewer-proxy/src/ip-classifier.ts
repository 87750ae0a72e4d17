/**
 * Decides whether an IP address is a public destination the proxy may connect to.
 *
 * The rule is an allowlist, not a blocklist: an IPv4 address must fall in no special-purpose range
 * (ipaddr.js `unicast`), an IPv6 address must be global unicast (2000::/3) outside every special range.
 * IPv6 forms that carry an IPv4 address (mapped, compatible, SIIT, NAT64) are judged by that IPv4 address,
 * because the packet may end up there.
 */
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AddressClass } from './address-class.js';

export type { AddressClass } from './address-class.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;


/**
 * Parses an IP literal the way a resolver would read it: IPv6 with or without brackets, and every IPv4 form
 * inet_aton accepts (decimal `2130706433`, hex `0x7f.1`, octal `0177.0.0.1`, short `127.1`).
 * Returns null for a hostname.
 */
export function parseIpLiteral(host: string): IpAddress | null {
  // Fast path for the canonical dotted quad (what URLs and sockets give on every request).
  if (isIPv4(host)) return new ipaddr.IPv4(host.split('.').map(Number));
  let text = host.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text.endsWith('.') && !text.includes(':')) text = text.slice(0, -1);
  if (text === '' || !ipaddr.isValid(text)) return null;
  try {
    return ipaddr.parse(text);
  } catch {
    return null;
  }
}

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address may stand for. Empty for a plain IPv6 address.
 * 64:ff9b:1::/48 (RFC 8215 local-use NAT64) can use any RFC 6052 prefix length, so both the /96 layout
 * (last 32 bits) and the /48 layout (bits 48-63 and 72-87) are returned: the address is public only if both are.
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts as [number, number, number, number, number, number, number, number];
  const last32 = ipv4FromWords(p[6], p[7]);
  const zeroPrefix = p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated; ipaddr.js reports it as unicast).
  if (zeroPrefix && p[4] === 0 && (p[5] === 0xffff || p[5] === 0)) return [last32];
  // ::ffff:0:a.b.c.d (RFC 6145 SIIT).
  if (zeroPrefix && p[4] === 0xffff && p[5] === 0) return [last32];
  if (p[0] === 0x64 && p[1] === 0xff9b) {
    if (p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) return [last32];
    if (p[2] === 1) {
      const layout48 = new ipaddr.IPv4([p[3] >> 8, p[3] & 0xff, p[4] & 0xff, p[5] >> 8]);
      return [last32, layout48];
    }
  }
  return [];
}

const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');

function classifyIPv4(address: ipaddr.IPv4): AddressClass {
  const range = address.range();
  return { public: range === 'unicast', range };
}

/** Classifies a parsed address; see the module comment for the rule. */
export function classifyIp(address: IpAddress): AddressClass {
  if (address.kind() === 'ipv4') return classifyIPv4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  // :: and ::1 also have the IPv4-compatible shape; name them for what they are.
  if (range === 'unspecified' || range === 'loopback') return { public: false, range };
  const inner = embeddedIPv4(v6);
  if (inner.length > 0) {
    for (const v4 of inner) {
      const verdict = classifyIPv4(v4);
      if (!verdict.public) return { public: false, range: `${range}(${v4.toString()} ${verdict.range})` };
    }
    return { public: true, range: 'unicast' };
  }
  if (range !== 'unicast') return { public: false, range };
  if (!v6.match(globalUnicast)) return { public: false, range: 'notGlobalUnicast' };
  return { public: true, range };
}

/** The address with IPv4-mapped IPv6 unwrapped (`::ffff:1.2.3.4` → `1.2.3.4`), for comparisons and logs. */
export function unmapAddress(address: IpAddress): IpAddress {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}
