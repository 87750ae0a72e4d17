/**
 * The proxy's channel bridge (docs/proxy.md#channel-bridge): a page opens a WebSocket to the proxy, says where to
 * connect in its first record, and the proxy relays messages to and from an MQTT broker, an AMQP broker or a
 * WebSocket server, under the envelope's rules: the page's origin, the rate limit (one point per session and per
 * message sent), the domain allowlist, SSRF refusal, the message size limit and the stream duration limit. Every
 * refusal is an `error` record with the proxy's code and status, then a close; the audit record comes at the end.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import type { BridgeServerRecord } from '../from-viewer.js';
import { redactUrl, type AuditRecord } from '../audit.js';
import { clientAddress, rateLimitKey } from '../client-ip.js';
import type { OriginPolicy } from '../cors.js';
import type { ResolvedProxyOptions } from '../options.js';
import type { PrivateHostPolicy } from '../private-host-policy.js';
import { ProxyError } from '../proxy-error.js';
import type { RateLimiter } from '../rate-limiter.js';
import type { DnsLookup } from '../ssrf-blocked.js';
import type { DomainAllowlist } from '../target-url.js';
import { openAmqpLink } from './amqp-link.js';
import { parseOpenRecord, parseSendRecord } from './bridge-records.js';
import { checkedLookup, validateBridgeTarget, type BridgeKind } from './bridge-target.js';
import type { BrokerLink, LinkContext } from './broker-link.js';
import { openMqttLink } from './mqtt-link.js';
import { openWebSocketLink } from './websocket-link.js';

export interface ChannelBridgeContext {
  config: ResolvedProxyOptions;
  policy: PrivateHostPolicy;
  allowlist: DomainAllowlist;
  origins: OriginPolicy;
  limiter: () => Promise<RateLimiter>;
  audit: (record: AuditRecord, receivedAt: number) => void;
  stopping: () => boolean;
  dnsLookup?: DnsLookup;
}

export interface ChannelBridge {
  /** Takes a `server.on('upgrade')` request: a WebSocket handshake becomes a bridge session. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends every session with a `proxy_stopping` error record; resolves when all are closed. */
  stop(): Promise<void>;
}

/** The parts of `ws` the bridge uses (the packages bundle it: their types must not name it). */
interface PageSocket {
  readonly readyState: number;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close' | 'error', listener: () => void): unknown;
  send(data: string): void;
  close(code?: number): void;
}
interface WsServerLike {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, done: (ws: PageSocket) => void): void;
}
type WsServerClass = new (options: Record<string, unknown>) => WsServerLike;

const METHODS: Record<BridgeKind, string> = { mqtt: 'MQTT', amqp: 'AMQP', websocket: 'WEBSOCKET' };

/** The close code that goes with an error: policy (4xx), too big (413), going away (stopping), server error. */
function closeCode(error: ProxyError): number {
  if (error.code === 'proxy_stopping') return 1001;
  if (error.status === 413 || error.code === 'upstream_response_too_large') return 1009;
  if (error.status === 429) return 1013;
  return error.status < 500 ? 1008 : 1011;
}

/** Refuses a request that is not a WebSocket handshake, with the proxy's JSON error. */
function refuseHttp(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export function createChannelBridge(context: ChannelBridgeContext): ChannelBridge {
  const { config } = context;
  const sessions = new Set<(error: ProxyError) => Promise<void>>();
  /** Sessions ending (their far side closing, their audit record): stop() waits for them too. */
  const endings = new Set<Promise<void>>();
  const lookup = checkedLookup(context.policy, context.dnsLookup);
  const connectTimeout = Math.min(10_000, config.maxTimeout);
  let server: Promise<WsServerLike> | undefined;
  // `ws` is loaded with the first session: a proxy nobody bridges through never reads it.
  const wsServer = (): Promise<WsServerLike> =>
    (server ??= import('ws').then((m) => {
      const module = m as unknown as { WebSocketServer?: WsServerClass; default: { WebSocketServer: WsServerClass } };
      const Server = module.WebSocketServer ?? module.default.WebSocketServer;
      // base64 data in a JSON record: a message at the size limit fits, with room for the record around it.
      return new Server({ noServer: true, perMessageDeflate: false, maxPayload: Math.ceil((config.maxBodySize * 4) / 3) + 4096 });
    }));

  const session = (ws: PageSocket, req: IncomingMessage): void => {
    const receivedAt = Date.now();
    const started = performance.now();
    const ip = clientAddress(req, config.trustProxy);
    const record: AuditRecord = { targetUrl: '', method: 'BRIDGE', statusCode: 101, duration: 0, timestamp: '', ip, sent: 0, received: 0, size: 0 };
    let link: BrokerLink | undefined;
    let ended = false;
    const send = (out: BridgeServerRecord): void => {
      if (ws.readyState === 1) ws.send(JSON.stringify(out));
    };
    let finished: Promise<void> | undefined;
    const finish = (error: ProxyError | undefined, how: AuditRecord['stream']): Promise<void> => {
      finished ??= finishOnce(error, how);
      return finished;
    };
    const finishOnce = async (error: ProxyError | undefined, how: AuditRecord['stream']): Promise<void> => {
      ended = true;
      clearTimeout(limit);
      sessions.delete(end);
      if (error) {
        send({ type: 'error', code: error.code, message: error.message, status: error.status });
        record.error = error.code;
        if (record.statusCode === 101) record.statusCode = error.status;
      }
      record.stream = how;
      ws.close(error ? closeCode(error) : 1000);
      await link?.close().catch(() => undefined);
      record.duration = Math.round(performance.now() - started);
      context.audit(record, receivedAt);
      endings.delete(finished!);
    };
    const end = (error: ProxyError): Promise<void> => {
      const ending = finish(error, 'error');
      endings.add(ending);
      return ending;
    };
    sessions.add(end);
    const limit = setTimeout(
      () => void end(new ProxyError(504, 'stream_duration_exceeded', `The session reached ${config.maxStreamDuration} ms (--max-stream-duration, option maxStreamDuration)`)),
      config.maxStreamDuration,
    );
    const clientLeft = (): void => void endings.add(finish(undefined, 'client_closed'));
    ws.on('close', clientLeft);
    ws.on('error', clientLeft);

    const refusedOrigin = (): ProxyError | undefined => {
      if (context.origins.decide(req).allowed) return undefined;
      const from = req.headers.origin ?? 'this origin';
      return new ProxyError(403, 'origin_not_allowed', `Pages from ${from} may not use the proxy; start it with --cors-origin ${from} (option corsOrigin)`);
    };
    const rateLimited = async (): Promise<ProxyError | undefined> => {
      const decision = await (await context.limiter()).consume(rateLimitKey(ip));
      if (decision.allowed) return undefined;
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      return new ProxyError(429, 'rate_limited', `Rate limit of ${config.rateLimitPerMinute} requests per minute exceeded; retry in ${seconds} s (--rate-limit, option rateLimitPerMinute)`);
    };

    const openLink = async (frame: string): Promise<void> => {
      const open = parseOpenRecord(frame);
      record.targetUrl = redactUrl(open.url);
      const target = validateBridgeTarget(open.url, context.allowlist, context.policy);
      record.method = METHODS[target.kind];
      const events: LinkContext['events'] = {
        message: (bytes, text, source) => {
          if (bytes.length > config.maxBodySize) {
            void end(new ProxyError(502, 'upstream_response_too_large', `A message of ${bytes.length} bytes exceeds ${config.maxBodySize} bytes (--max-body-size, option maxBodySize)`));
            return;
          }
          record.received! += 1;
          record.size! += bytes.length;
          send({ type: 'message', data: bytes.toString(text ? 'utf8' : 'base64'), encoding: text ? 'utf-8' : 'base64', ...(source !== undefined ? { source } : {}) });
        },
        warning: (code, message) => send({ type: 'warning', code, message }),
        closed: (error) => void (error ? end(error) : endings.add(finish(undefined, 'end'))),
      };
      const linkContext: LinkContext = { target, open, lookup, connectTimeout, events };
      const opened =
        target.kind === 'mqtt' ? await openMqttLink(linkContext) : target.kind === 'amqp' ? await openAmqpLink(linkContext) : await openWebSocketLink(linkContext, config.maxBodySize);
      if (ended) return void opened.close().catch(() => undefined);
      link = opened;
      send({ type: 'open', ...(opened.replyTo !== undefined ? { replyTo: opened.replyTo } : {}) });
    };

    // Records are handled one at a time, in order: a send waits for the one before it (and for the open).
    let queue: Promise<void> = Promise.resolve();
    let first = true;
    const firstRecordTimer = setTimeout(
      () => void (first && end(new ProxyError(408, 'request_timeout', `No open record within ${config.bodyTimeout} ms (--body-timeout, option bodyTimeout)`))),
      config.bodyTimeout,
    );
    ws.on('message', (data, isBinary) => {
      const isFirst = first;
      first = false;
      clearTimeout(firstRecordTimer);
      queue = queue.then(async () => {
        if (ended) return;
        try {
          if (isBinary) throw new ProxyError(400, 'invalid_envelope', 'Bridge records are JSON text frames');
          const frame = data.toString('utf8');
          if (isFirst) {
            const refused = refusedOrigin() ?? (context.stopping() ? new ProxyError(503, 'proxy_stopping', 'The proxy is stopping and takes no new sessions') : undefined) ?? (await rateLimited());
            if (refused) throw refused;
            return await openLink(frame);
          }
          if (!link) return;
          const message = parseSendRecord(frame, config.maxBodySize);
          const limited = await rateLimited();
          if (limited) return send({ type: 'warning', code: limited.code, message: `Not sent: ${limited.message}` });
          await link.send(message.bytes, message.text, message.correlationId);
          record.sent! += 1;
          record.size! += message.bytes.length;
        } catch (caught) {
          await end(caught instanceof ProxyError ? caught : new ProxyError(500, 'internal_error', 'The bridge failed to handle the record'));
        }
      });
    });
    ws.on('close', () => clearTimeout(firstRecordTimer));
  };

  return {
    upgrade(req, socket, head) {
      if ((req.headers.upgrade ?? '').toLowerCase() !== 'websocket') {
        refuseHttp(socket, 400, 'invalid_envelope', 'The proxy upgrades to WebSocket only (the channel bridge)');
        return;
      }
      socket.on('error', () => undefined);
      wsServer().then(
        (wss) => wss.handleUpgrade(req, socket, head, (ws) => session(ws, req)),
        () => refuseHttp(socket, 500, 'internal_error', 'The channel bridge is not available (the ws package did not load)'),
      );
    },
    async stop() {
      const stopping = new ProxyError(503, 'proxy_stopping', 'The proxy is stopping (SIGTERM, SIGINT or close())');
      await Promise.all([...sessions].map((end) => end(stopping)));
      await Promise.all([...endings]);
    },
  };
}
