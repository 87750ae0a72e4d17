/** spec-viewer/proxy: the Try-It proxy for Node (no framework needed). Express users: spec-viewer/proxy/express. */
export { createProxyHandler, type ProxyHandler } from './handler.js';
export { createProxyServer, type ProxyServer, type ProxyServerOptions } from './server.js';
export { proxyDefaults, defaultRequestTimeout, type ProxyOptions } from './options.js';
export { policyLines } from './policy-lines.js';
export type { ProxyRequestEnvelope, ProxyResponseEnvelope, ProxyStreamRecord, BodyEncoding } from './from-viewer.js';
export { STREAM_ENVELOPE_MEDIA_TYPE } from './from-viewer.js';
export type { ProxyErrorCode, ProxyErrorBody } from './proxy-error.js';
export { formatAuditLine, redactUrl, type AuditRecord, type AuditCallback, type LogFormat } from './audit.js';
export type { TrustProxy } from './client-ip.js';
export type { CorsOrigin } from './cors.js';
export type {
  RateLimiter,
  RateLimitDecision,
  RateLimitStore,
  RedisRateLimitStore,
  RedisClientLike,
  RateLimiterKind,
} from './rate-limit.js';
export { classifyAddress } from './classify-address.js';
export type { AddressClass } from './address-class.js';
export { SsrfBlockedError, type DnsLookup } from './ssrf-blocked.js';
