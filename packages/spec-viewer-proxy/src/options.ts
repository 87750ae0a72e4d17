/** Proxy configuration: the options of docs/proxy.md#options (limits, hardening, deployment), with their defaults. */
import type { AuditCallback } from './audit.js';
import type { TrustProxy } from './client-ip.js';
import type { CorsOrigin } from './cors.js';
import type { LimiterLibraryLoader, RateLimitStore, RedisClientFactory } from './rate-limit.js';
import type { Socket } from 'node:net';
import type { DnsLookup } from './ssrf-blocked.js';

/**
 * undici's `buildConnector.connector`, restated so that the package's types need no undici (the package bundles
 * it): opens a socket for the connection undici asks for and hands it to the callback.
 */
export type SocketConnector = (
  options: { hostname: string; host?: string; protocol: string; port: string; servername?: string; localAddress?: string | null; socketPath?: string | null; httpSocket?: Socket },
  callback: (...args: [null, Socket] | [Error, null]) => void,
) => void;

export interface ProxyOptions {
  /** Requests per minute per client IP (IPv6 clients per /64). Default 60. */
  rateLimitPerMinute?: number;
  /** Upper cap on the envelope's `timeout`, in ms. Default 30000. */
  maxTimeout?: number;
  /** Maximum size of the request envelope and of the target's response body, in bytes. Default 1048576. */
  maxBodySize?: number;
  /** Target hosts allowed (`api.example.com`, or `*.example.com` for subdomains). Empty: every public host. */
  allowedDomains?: readonly string[];
  /** Audit callback, called once per request with the audit record. Errors it throws are ignored. */
  onRequest?: AuditCallback;
  /** Hosts, IPs or CIDR ranges exempt from SSRF blocking. For local development and tests only. Default empty. */
  allowPrivateHosts?: readonly string[];
  /** Whether X-Forwarded-For decides the client IP: true trusts one proxy hop, a number that many. Default false. */
  trustProxy?: TrustProxy;
  /** Shared rate-limit store: `{ redis: client | 'redis://…' }` or your own limiter. Default: in memory. */
  rateLimitStore?: RateLimitStore;
  /** Origins allowed to call the proxy from a browser ('*' for any). Default: same origin only. */
  corsOrigin?: CorsOrigin;
  /** Ms allowed for the client to send the whole envelope; slower clients get 408. Default 15000. */
  bodyTimeout?: number;
  /** Largest body of a streamed answer (docs/proxy.md#streamed-responses), in bytes. Default 16777216. */
  maxStreamSize?: number;
  /** Ms a streamed answer may go without a byte from the target before it is stopped. Default 30000. */
  streamIdleTimeout?: number;
  /** Ms a streamed answer may last in all, counted from when the request went out. Default 300000. */
  maxStreamDuration?: number;
  /** Resolver for target hostnames; every address it returns is checked. Default: the system resolver. */
  dnsLookup?: DnsLookup;
  /**
   * Opens sockets to addresses the SSRF guard has already checked (default: undici's connector). The guard
   * still checks the connected socket's address. Injectable for tests and custom transports.
   */
  socketConnector?: SocketConnector;
  /** Injectable for tests: loads rate-limiter-flexible, or resolves null to force the built-in limiter. */
  loadRateLimiterLibrary?: LimiterLibraryLoader;
  /** Injectable for tests: opens the Redis client for a `redis://` URL store. */
  connectRedis?: RedisClientFactory;
}

export interface ResolvedProxyOptions {
  rateLimitPerMinute: number;
  maxTimeout: number;
  maxBodySize: number;
  allowedDomains: readonly string[];
  allowPrivateHosts: readonly string[];
  trustProxy: TrustProxy;
  bodyTimeout: number;
  maxStreamSize: number;
  streamIdleTimeout: number;
  maxStreamDuration: number;
}

export const proxyDefaults: ResolvedProxyOptions = Object.freeze({
  rateLimitPerMinute: 60,
  maxTimeout: 30_000,
  maxBodySize: 1_048_576,
  allowedDomains: [],
  allowPrivateHosts: [],
  trustProxy: false,
  bodyTimeout: 15_000,
  maxStreamSize: 16_777_216,
  streamIdleTimeout: 30_000,
  maxStreamDuration: 300_000,
});

/** docs/proxy.md#the-exchange: a missing or zero timeout means 30000 ms, always capped at maxTimeout. */
export const defaultRequestTimeout = 30_000;

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new TypeError(`${name} must be a positive number, got ${String(value)}`);
  }
  return value;
}

function stringList(name: string, value: readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw new TypeError(`${name} must be an array of strings`);
  }
  return [...value];
}

/** Fills defaults and rejects nonsense early (at startup rather than on the first request). */
export function resolveProxyOptions(options: ProxyOptions = {}): ResolvedProxyOptions {
  const trustProxy = options.trustProxy ?? false;
  if (typeof trustProxy !== 'boolean' && !(Number.isInteger(trustProxy) && trustProxy >= 0)) {
    throw new TypeError('trustProxy must be a boolean or a non-negative integer');
  }
  return {
    rateLimitPerMinute: Math.max(1, Math.floor(positive('rateLimitPerMinute', options.rateLimitPerMinute, 60))),
    maxTimeout: positive('maxTimeout', options.maxTimeout, proxyDefaults.maxTimeout),
    maxBodySize: Math.max(1, Math.floor(positive('maxBodySize', options.maxBodySize, proxyDefaults.maxBodySize))),
    allowedDomains: stringList('allowedDomains', options.allowedDomains),
    allowPrivateHosts: stringList('allowPrivateHosts', options.allowPrivateHosts),
    trustProxy,
    bodyTimeout: positive('bodyTimeout', options.bodyTimeout, proxyDefaults.bodyTimeout),
    maxStreamSize: Math.max(1, Math.floor(positive('maxStreamSize', options.maxStreamSize, proxyDefaults.maxStreamSize))),
    streamIdleTimeout: positive('streamIdleTimeout', options.streamIdleTimeout, proxyDefaults.streamIdleTimeout),
    maxStreamDuration: positive('maxStreamDuration', options.maxStreamDuration, proxyDefaults.maxStreamDuration),
  };
}

/** The upstream timeout for one envelope. */
export function effectiveTimeout(requested: number, maxTimeout: number): number {
  return Math.min(requested > 0 ? requested : defaultRequestTimeout, maxTimeout);
}
