/**
 * The proxy endpoint as one framework-free request handler (Node `http` types only). The CLI server and the
 * Express router both call it. Order matters: the rate limit is counted before anything is parsed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { Agent } from 'undici';
import { ActiveRequests } from './active-requests.js';
import { createChannelBridge } from './bridge/channel-bridge.js';
import { redactUrl, type AuditRecord } from './audit.js';
import { clientAddress, rateLimitKey } from './client-ip.js';
import { createOriginPolicy } from './cors.js';
import { mediaTypeEssence, type ProxyResponseEnvelope } from './from-viewer.js';
import { parseEnvelope, toForwardRequest, type ForwardRequest } from './envelope.js';
import { ForwardError, forwardRequest, UpstreamAbort } from './forward.js';
import { effectiveTimeout, resolveProxyOptions, type ProxyOptions } from './options.js';
import { PendingConnects } from './pending-connects.js';
import { createPrivateHostPolicy } from './private-host-policy.js';
import { ProxyError, type ProxyErrorBody } from './proxy-error.js';
import { createRateLimiter, type RateLimiterKind } from './rate-limit.js';
import { readRequestBody } from './read-body.js';
import { createGuardedConnector } from './ssrf-guard.js';
import { relayStream, wantsStreamEnvelope } from './stream-relay.js';
import { createDomainAllowlist, validateTargetUrl } from './target-url.js';
import { LiveUpstream } from './upstream-body.js';

export interface ProxyHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * The channel bridge (docs/proxy.md#channel-bridge): give it the server's `upgrade` events. A WebSocket
   * handshake on any path becomes a session relaying an AsyncAPI Try-It to an MQTT, AMQP or WebSocket server.
   */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Resolves with the rate limiter in use once it is ready; rejects if it cannot be created. */
  readonly ready: Promise<RateLimiterKind>;
  /**
   * Stops serving: new requests get 503 `proxy_stopping`, open streams end at once with a `proxy_stopping` error
   * record, requests still waiting for their target get `graceMs` (default: their own timeout), then a 503.
   * Resolves once every request has been answered.
   */
  stop(graceMs?: number): Promise<void>;
  /** stop(), then closes pooled upstream connections and the rate-limit store the handler owns. */
  close(): Promise<void>;
}

/** Sent on every answer: the body is data for the viewer, never something to cache, sniff or render. */
const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return;
  // Encoded once: Buffer.byteLength and then end(text) would walk a large body's text twice.
  const bytes = Buffer.from(JSON.stringify(body));
  // Built without spreads: this runs for every answer, and most answers add no headers of their own.
  const head: Record<string, string> = {
    'content-type': baseHeaders['content-type'],
    'cache-control': baseHeaders['cache-control'],
    'x-content-type-options': baseHeaders['x-content-type-options'],
    'content-length': String(bytes.length),
  };
  for (const name in headers) head[name] = headers[name] as string;
  res.writeHead(status, head);
  res.end(bytes);
}

/** A 502 is still an envelope, so the viewer shows it like any response; `error` says why (docs/proxy.md#statuses). */
function badGatewayBody(error: ProxyError, duration: number): ProxyResponseEnvelope & ProxyErrorBody {
  return {
    status: 502,
    statusText: 'Bad Gateway',
    headers: {},
    body: error.message,
    bodyEncoding: 'utf-8',
    duration,
    error: { code: error.code, message: error.message },
  };
}

function isJsonContentType(value: string | undefined): boolean {
  return mediaTypeEssence(value ?? '') === 'application/json';
}

/** A body a framework already parsed (Express `express.json()` in front of the router). */
function preParsedBody(req: IncomingMessage): unknown {
  const body = (req as IncomingMessage & { body?: unknown }).body;
  return body !== undefined && req.readableEnded ? body : undefined;
}

async function readEnvelope(req: IncomingMessage, maxBodySize: number, bodyTimeout: number): Promise<ForwardRequest> {
  const parsed = preParsedBody(req);
  if (parsed === undefined) return parseEnvelope(await readRequestBody(req, { limit: maxBodySize, timeout: bodyTimeout }));
  const raw = typeof parsed === 'string' || Buffer.isBuffer(parsed) ? parsed : JSON.stringify(parsed);
  if (Buffer.byteLength(raw) > maxBodySize) {
    throw new ProxyError(413, 'payload_too_large', `The request body exceeds ${maxBodySize} bytes (--max-body-size, option maxBodySize)`);
  }
  return typeof parsed === 'object' && !Buffer.isBuffer(parsed) ? toForwardRequest(parsed) : parseEnvelope(raw);
}

export function createProxyHandler(options: ProxyOptions = {}): ProxyHandler {
  const config = resolveProxyOptions(options);
  const policy = createPrivateHostPolicy(config.allowPrivateHosts);
  const allowlist = createDomainAllowlist(config.allowedDomains);
  const origins = createOriginPolicy(options.corsOrigin);
  const connects = new PendingConnects();
  const active = new ActiveRequests();
  const agent = new Agent({
    connect: createGuardedConnector({
      policy,
      pending: connects,
      ...(options.dnsLookup ? { dnsLookup: options.dnsLookup } : {}),
      ...(options.socketConnector ? { connect: options.socketConnector } : {}),
      connectTimeout: Math.min(10_000, config.maxTimeout),
    }),
    keepAliveTimeout: 4_000,
  });
  const limiterPromise = createRateLimiter({
    pointsPerMinute: config.rateLimitPerMinute,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    ...(options.loadRateLimiterLibrary ? { loadLibrary: options.loadRateLimiterLibrary } : {}),
    ...(options.connectRedis ? { connectRedis: options.connectRedis } : {}),
  });
  // Once ready, requests use it directly instead of awaiting the settled promise each time. The rejection
  // handler also spares callers who never await `ready` an unhandled rejection; requests report it as 500.
  let limiter: Awaited<typeof limiterPromise> | undefined;
  void limiterPromise.then((ready) => (limiter = ready), () => undefined);

  /** The ISO timestamp is formatted here, only when someone reads the record. */
  const audit = (record: AuditRecord, receivedAt: number): void => {
    if (!options.onRequest) return;
    record.timestamp = new Date(receivedAt).toISOString();
    try {
      const pending = options.onRequest(record);
      if (pending && typeof pending.then === 'function') pending.then(undefined, () => undefined);
    } catch {
      // An audit sink that throws must not break the proxy.
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const receivedAt = Date.now();
    const ip = clientAddress(req, config.trustProxy);
    const record: AuditRecord = { targetUrl: '', method: req.method ?? '', statusCode: 0, duration: 0, timestamp: '', ip };
    const upstreamAbort = new UpstreamAbort();
    active.begin(upstreamAbort);
    res.once('close', () => {
      if (!res.writableFinished) upstreamAbort.abort('client');
    });
    let corsHeaders: Record<string, string> = {};
    let preflight = false;

    try {
      // Decided first (headers only) so that even a 429 carries CORS headers the browser needs to read it.
      const origin = origins.decide(req);
      corsHeaders = origin.headers;
      if (active.stopping) {
        throw new ProxyError(503, 'proxy_stopping', 'The proxy is stopping (SIGTERM, SIGINT or close()) and takes no new requests', { connection: 'close' });
      }
      const decision = await (limiter ?? (await limiterPromise)).consume(rateLimitKey(ip));
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        throw new ProxyError(429, 'rate_limited', `Rate limit of ${config.rateLimitPerMinute} requests per minute exceeded; retry in ${seconds} s (--rate-limit, option rateLimitPerMinute)`, {
          'retry-after': String(seconds),
        });
      }
      if (!origin.allowed) {
        const from = req.headers.origin ?? 'this origin';
        throw new ProxyError(403, 'origin_not_allowed', `Pages from ${from} may not call the proxy; start it with --cors-origin ${from} (option corsOrigin)`);
      }
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
        preflight = true;
        res.writeHead(204, { ...corsHeaders, ...origins.preflightHeaders, 'content-length': '0' });
        res.end();
        return;
      }
      if (req.method !== 'POST') {
        throw new ProxyError(405, 'method_not_allowed', 'The proxy endpoint accepts POST only', { allow: 'POST, OPTIONS' });
      }
      if (!isJsonContentType(req.headers['content-type'])) {
        throw new ProxyError(415, 'unsupported_media_type', 'The proxy envelope must be sent as application/json');
      }
      const forward = await readEnvelope(req, config.maxBodySize, config.bodyTimeout);
      record.method = forward.method;
      // Redaction parses the URL once more: only worth it when someone reads the record.
      if (options.onRequest) record.targetUrl = redactUrl(forward.url);
      const url = validateTargetUrl(forward.url, allowlist, policy);
      const envelope = await forwardRequest(forward, url, {
        dispatcher: agent,
        maxBodySize: config.maxBodySize,
        timeout: effectiveTimeout(forward.timeout, config.maxTimeout),
        abort: upstreamAbort,
        streamable: wantsStreamEnvelope(req.headers.accept),
        connects,
      });
      if (envelope instanceof LiveUpstream) {
        // Audited once the stream is over (finally below), with how it ended.
        record.statusCode = envelope.status;
        active.streaming(upstreamAbort);
        const outcome = await relayStream(res, envelope, config, corsHeaders, upstreamAbort);
        record.duration = outcome.duration;
        record.size = outcome.size;
        record.stream = outcome.ended;
        if (outcome.code) record.error = outcome.code;
        return;
      }
      record.statusCode = envelope.status;
      record.duration = envelope.duration;
      send(res, 200, envelope, corsHeaders);
    } catch (caught) {
      const error =
        caught instanceof ProxyError ? caught : new ProxyError(500, 'internal_error', 'The proxy failed to handle the request');
      record.statusCode = error.status;
      record.error = error.code;
      record.duration = caught instanceof ForwardError ? caught.duration : Math.round(performance.now() - started);
      // A body over the limit, too slow, or still arriving is not read any further: answer and close.
      const stopReading = !req.complete || error.status === 413 || error.status === 408;
      const unread: Record<string, string> = stopReading ? { connection: 'close' } : {};
      const headers = { ...corsHeaders, ...error.headers, ...unread };
      if (error.status === 502) send(res, 502, badGatewayBody(error, record.duration), headers);
      else if (error.code !== 'client_closed') send(res, error.status, { error: { code: error.code, message: error.message } }, headers);
    } finally {
      active.end(upstreamAbort);
      if (!preflight) audit(record, receivedAt);
    }
  };

  const bridge = createChannelBridge({
    config,
    policy,
    allowlist,
    origins,
    limiter: () => limiterPromise,
    audit,
    stopping: () => active.stopping,
    ...(options.dnsLookup ? { dnsLookup: options.dnsLookup } : {}),
  });

  const ready = limiterPromise.then((limiter) => limiter.kind);
  ready.catch(() => undefined);
  const stop = async (graceMs?: number): Promise<void> => {
    await Promise.all([active.stop(graceMs), bridge.stop()]);
  };
  return Object.assign(handle, {
    upgrade: bridge.upgrade,
    ready,
    stop,
    async close(): Promise<void> {
      await stop();
      await agent.close();
      const limiter = await limiterPromise.catch(() => undefined);
      await limiter?.close?.();
    },
  });
}
