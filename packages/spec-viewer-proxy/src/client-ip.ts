/** Who is calling: the client address for audit records and the key its rate limit is counted under. */
import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { parseIpLiteral, unmapAddress } from './ip-classifier.js';

/**
 * `false`: the socket's peer address is the client. `true`: one trusted reverse proxy in front, so the last
 * X-Forwarded-For entry (the one that proxy appended) is the client. A number n: n trusted proxies, so the
 * n-th entry from the right. Entries to the left of that are client-supplied and never trusted.
 */
export type TrustProxy = boolean | number;

/** Strips a port some proxies append (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1] as string;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort ? (v4WithPort[1] as string) : entry;
}

function canonical(address: string | undefined): string | undefined {
  if (!address) return undefined;
  // Fast path for what sockets report on every request: a dotted IPv4, possibly IPv4-mapped.
  if (isIPv4(address)) return address;
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  const parsed = parseIpLiteral(stripPort(address.trim()));
  return parsed ? unmapAddress(parsed).toString() : undefined;
}

/** The client's IP address, IPv4-mapped IPv6 unwrapped (`::ffff:1.2.3.4` → `1.2.3.4`). */
export function clientAddress(req: IncomingMessage, trustProxy: TrustProxy = false): string {
  const peer = canonical(req.socket.remoteAddress) ?? 'unknown';
  const hops = trustProxy === true ? 1 : typeof trustProxy === 'number' ? Math.floor(trustProxy) : 0;
  if (hops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return peer;
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  // With more trusted hops than entries, the leftmost entry is the best the chain can tell.
  const chosen = entries[Math.max(0, entries.length - hops)];
  return canonical(chosen) ?? peer;
}

/**
 * The rate-limit bucket: an IPv4 address on its own; an IPv6 address by its /64 prefix, since one subscriber
 * usually owns a whole /64 and could otherwise rotate through 2^64 buckets.
 */
export function rateLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const parsed = parseIpLiteral(address);
  if (!parsed) return address;
  const ip = unmapAddress(parsed);
  if (ip.kind() === 'ipv4') return ip.toString();
  const bytes = ip.toByteArray().slice(0, 8).concat([0, 0, 0, 0, 0, 0, 0, 0]);
  return `${ipaddr.fromByteArray(bytes).toString()}/64`;
}
