/** A standalone HTTP server around the handler (what the CLI runs): slow-client timeouts, access log, shutdown. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAuditLine, type AuditRecord, type LogFormat } from './audit.js';
import { createProxyHandler, type ProxyHandler } from './handler.js';
import type { ProxyOptions } from './options.js';

export interface ProxyServerOptions extends ProxyOptions {
  /** One access line per request on `logStream`: the audit record. Default 'none'. */
  log?: LogFormat | 'none';
  /** Where log lines go. Default process.stdout. */
  logStream?: { write(line: string): unknown };
  /** Ms for the request line and headers to arrive. Default 10000. */
  headersTimeout?: number;
}

export interface ProxyServer {
  readonly server: Server;
  readonly handler: ProxyHandler;
  /** Starts listening once the rate limiter is ready; resolves with the bound address. */
  listen(port: number, host: string): Promise<AddressInfo>;
  /**
   * Graceful stop: no new connections, idle ones closed, open streams ended at once with a `proxy_stopping` error
   * record, requests waiting for their target given `graceMs`, then answered 503 `proxy_stopping`; then upstream
   * connections and the rate-limit store are closed.
   */
  close(graceMs?: number): Promise<void>;
}

export function createProxyServer(options: ProxyServerOptions = {}): ProxyServer {
  const { log = 'none', logStream = process.stdout, headersTimeout = 10_000, ...proxyOptions } = options;
  const userAudit = proxyOptions.onRequest;
  const onRequest =
    log === 'none'
      ? userAudit
      : (record: AuditRecord): void | Promise<void> => {
          logStream.write(`${formatAuditLine(record, log)}\n`);
          return userAudit?.(record);
        };
  const handler = createProxyHandler({ ...proxyOptions, ...(onRequest ? { onRequest } : {}) });
  const bodyTimeout = proxyOptions.bodyTimeout ?? 15_000;
  const server = createServer(
    {
      headersTimeout,
      // Covers headers and body; the handler's own bodyTimeout answers 408 first.
      requestTimeout: headersTimeout + bodyTimeout + 1_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      void handler(req, res);
    },
  );
  server.on('upgrade', handler.upgrade);

  return {
    server,
    handler,
    async listen(port, host) {
      await handler.ready;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return server.address() as AddressInfo;
    },
    async close(graceMs = 10_000) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Backstop for what no answer ends (a client still sending its envelope); the margin lets the 503s go out.
      const cut = setTimeout(() => server.closeAllConnections(), graceMs + 1_000);
      cut.unref();
      await handler.stop(graceMs);
      // Keep-alive connections whose answer has just finished are idle now.
      server.closeIdleConnections();
      await closed;
      clearTimeout(cut);
      await handler.close();
    },
  };
}
