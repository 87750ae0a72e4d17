// Shared helpers for the proxy tests: real servers on 127.0.0.1 (port 0), a canary, and envelope clients.
import { createServer, request as httpRequest, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxyHandler, type ProxyHandler, type ProxyOptions } from '../src/index.js';

export interface Running {
  server: Server;
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1 with a free port; close() also cuts open connections. */
export async function startServer(listener: RequestListener): Promise<Running> {
  const server = createServer(listener);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface Canary extends Running {
  /** HTTP requests received. Must stay 0 in SSRF tests. */
  requests: number;
  /** TCP connections accepted. */
  connections: number;
}

/** A server that must never be reached: it counts every connection and request. */
export async function startCanary(): Promise<Canary> {
  const canary = {} as Canary;
  canary.requests = 0;
  canary.connections = 0;
  const running = await startServer((_req, res) => {
    canary.requests += 1;
    res.end('canary reached');
  });
  running.server.on('connection', () => {
    canary.connections += 1;
  });
  return Object.assign(canary, running);
}

export interface ProxyUnderTest extends Running {
  handler: ProxyHandler;
  url: string;
}

/** The core handler on a plain node:http server, the way the tests exercise it. */
export async function startProxy(options: ProxyOptions = {}): Promise<ProxyUnderTest> {
  const handler = createProxyHandler(options);
  await handler.ready;
  const running = await startServer((req, res) => void handler(req, res));
  return {
    ...running,
    handler,
    url: `${running.origin}/api/proxy`,
    async close() {
      await running.close();
      await handler.close();
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  json: any;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request over a fresh connection (no pooling), so tests see exactly what the proxy answers. */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    // Node sends a DELETE body without framing unless told its length.
    if (options.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    const req = httpRequest(url, { method: options.method ?? 'POST', headers, agent: false }, (res) => {
      readAll(res).then((buffer) => {
        const text = buffer.toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      }, reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POSTs an envelope (any JSON value) as application/json. */
export function postEnvelope(
  proxyUrl: string,
  envelope: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(proxyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(envelope),
  });
}

/** Echo upstream: answers with the method, path, headers and body (base64) it received. */
export function echoListener(req: IncomingMessage, res: ServerResponse): void {
  readAll(req).then((body) => {
    const text = JSON.stringify({
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: body.toString('base64'),
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.method === 'HEAD' ? undefined : text);
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `condition` holds, polling every 5 ms: a poll interval, not a deadline (the test's own timeout
 * is the limit, so a busy machine makes the wait longer and never the outcome different).
 */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(5);
}
