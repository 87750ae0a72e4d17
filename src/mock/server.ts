/**
 * The mock as a local HTTP server (`spec-viewer mock`): each request is read (body up to a limit), answered by
 * the same engine as Try-It's in-page mock (answer.ts), and written back: status, the document's headers, the
 * body, or a stream's items one every `intervalMs` until it ends or the client goes away. CORS is on by default
 * (server-cors.ts). Node only: nothing the browser bundles imports this file.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ApiModel } from '../model/index.js';
import { statusReason } from '../http/status-reason.js';
import { mockAnswer } from './answer.js';
import { problemJson } from './problem-json.js';
import { answerCorsHeaders, isPreflight, preflightHeaders, type CorsOrigin } from './server-cors.js';
import { printable, readMockRequest, UnreadRequest, type ReadLimits } from './server-request.js';
import { isMockStream, type MockAnswer, type MockStream } from './types.js';

export type { CorsOrigin } from './server-cors.js';

export const MOCK_SERVER_DEFAULTS = Object.freeze({
  /** Loopback: any other address must be asked for. */
  host: '127.0.0.1',
  port: 4010,
  /** Largest request body read; a larger one is answered 413 without being read. */
  maxBodyBytes: 10 * 1024 * 1024,
  bodyTimeoutMs: 30_000,
});

/** What the server did with one request (a log line's worth). */
export interface MockExchange {
  method: string;
  /** The request target as received, printable (control characters escaped, cut at 200 characters). */
  target: string;
  status: number;
  /** Items of a streamed answer. */
  streamItems?: number;
}

export interface MockServerOptions {
  host?: string;
  /** 0: any free port (the started server's `port` says which). */
  port?: number;
  /** Default `'*'`: any origin may call (see server-cors.ts). */
  cors?: CorsOrigin;
  maxBodyBytes?: number;
  bodyTimeoutMs?: number;
  /** Called once per request, when its status is written (a stream's at its start). */
  onExchange?: (exchange: MockExchange) => void;
}

export interface MockServer {
  /** `http://127.0.0.1:4010` (IPv6 addresses in brackets). */
  url: string;
  host: string;
  port: number;
  /** Ends open streams, stops accepting requests, and resolves once every connection is closed. */
  close(): Promise<void>;
}

/** Headers the server itself owns: the document's examples of them would break the framing of the answer. */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'trailer', 'te', 'proxy-connection']);
/** Statuses that carry no body. */
const NO_BODY = new Set([204, 205, 304]);
/** Ms after close() before connections still busy (a slow body) are cut. */
const CLOSE_GRACE_MS = 1_000;

/** The answer's headers for Node: one entry per name (values of a repeated name together), framing headers dropped. */
function nodeHeaders(pairs: ReadonlyArray<readonly [string, string]>): Map<string, { name: string; values: string[] }> {
  const headers = new Map<string, { name: string; values: string[] }>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    if (FRAMING.has(key)) continue;
    const entry = headers.get(key);
    if (entry) entry.values.push(value);
    else headers.set(key, { name, values: [value] });
  }
  return headers;
}

/** Sets what Node accepts; a header the document writes with characters HTTP forbids is left out. */
function setHeaders(res: ServerResponse, headers: Map<string, { name: string; values: string[] }>): void {
  for (const { name, values } of headers.values()) {
    try {
      res.setHeader(name, values.length === 1 ? values[0]! : values);
    } catch {
      // Not a valid header name or value on the wire: left out rather than failing the answer.
    }
  }
}

function bodyBytes(body: string | Uint8Array): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

interface OpenStream {
  end(): void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A request handler answering from `model` (for `node:http` or a framework that passes Node's req/res). */
export function createMockHandler(model: ApiModel, options: MockServerOptions = {}): Handler {
  return handlerWith(model, options, new Set());
}

/** The handler, keeping its open streams in `streams` (so that closing the server can end them). */
function handlerWith(model: ApiModel, options: MockServerOptions, streams: Set<OpenStream>): Handler {
  const cors = options.cors ?? '*';
  const limits: ReadLimits = {
    maxBodyBytes: options.maxBodyBytes ?? MOCK_SERVER_DEFAULTS.maxBodyBytes,
    bodyTimeoutMs: options.bodyTimeoutMs ?? MOCK_SERVER_DEFAULTS.bodyTimeoutMs,
  };

  const report = (req: IncomingMessage, status: number, streamItems?: number): void => {
    options.onExchange?.({ method: req.method ?? '', target: printable(req.url ?? ''), status, ...(streamItems !== undefined ? { streamItems } : {}) });
  };

  /** Writes the status line and headers (the document's, then CORS's, which win over the document's). */
  const head = (req: IncomingMessage, res: ServerResponse, answer: MockAnswer, extra: Array<[string, string]> = []): number => {
    const status = Number.isInteger(answer.status) && answer.status >= 200 && answer.status <= 599 ? answer.status : 200;
    const headers = nodeHeaders([...answer.headers, ...extra]);
    const own = [...headers.values()].map((h) => h.name);
    for (const [name, value] of answerCorsHeaders(req, cors, own)) {
      const key = name.toLowerCase();
      const vary = key === 'vary' ? headers.get(key) : undefined;
      if (vary) vary.values = [[...vary.values, value].join(', ')];
      else headers.set(key, { name, values: [value] });
    }
    res.statusCode = status;
    res.statusMessage = statusReason(status) || 'Unknown';
    setHeaders(res, headers);
    return status;
  };

  const stream = (req: IncomingMessage, res: ServerResponse, answer: MockAnswer, body: MockStream): void => {
    const extra: Array<[string, string]> = answer.headers.some(([n]) => n.toLowerCase() === 'cache-control') ? [] : [['Cache-Control', 'no-cache']];
    const status = head(req, res, answer, extra);
    res.flushHeaders();
    report(req, status, body.pieces.length);
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open: OpenStream = {
      end: () => {
        stop();
        if (!res.writableEnded) res.end();
      },
    };
    const stop = (): void => {
      clearTimeout(timer);
      streams.delete(open);
    };
    const next = (): void => {
      const piece = body.pieces[index++];
      if (piece === undefined || res.destroyed) return open.end();
      res.write(piece);
      timer = setTimeout(next, body.intervalMs);
    };
    // The client went away (or the connection broke): no more timers.
    res.on('close', stop);
    streams.add(open);
    next();
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: MockAnswer, closeAfter = false): void => {
    const status = head(req, res, answer);
    // Node then sends `Connection: close` and closes the connection once the answer is out.
    if (closeAfter) res.shouldKeepAlive = false;
    report(req, status);
    const { body } = answer;
    if (body === undefined || NO_BODY.has(status) || isMockStream(body)) {
      if (!NO_BODY.has(status)) res.setHeader('Content-Length', 0);
      res.end();
      return;
    }
    const bytes = bodyBytes(body);
    res.setHeader('Content-Length', bytes.byteLength);
    // HEAD: Node writes the headers only.
    res.end(bytes);
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (isPreflight(req, cors)) {
        res.writeHead(204, Object.fromEntries(preflightHeaders(req, cors)));
        res.end();
        report(req, 204);
        return;
      }
      const local = req.socket.localAddress ?? '127.0.0.1';
      const fallbackHost = `${local.includes(':') ? `[${local}]` : local}:${req.socket.localPort ?? 80}`;
      let request;
      try {
        request = await readMockRequest(req, limits, fallbackHost);
      } catch (error) {
        if (!(error instanceof UnreadRequest)) throw error;
        // The client left: nobody to answer. Otherwise the rest of the body is not read: answer and close.
        if (error.answer && !res.destroyed) send(req, res, error.answer, true);
        return;
      }
      const answer = await mockAnswer(model, request);
      if (res.destroyed) return;
      if (isMockStream(answer.body) && req.method !== 'HEAD' && !NO_BODY.has(answer.status)) stream(req, res, answer, answer.body);
      else send(req, res, answer);
    } catch (error) {
      // A bug of ours, not the client's: answered as a problem, never a crash.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      send(req, res, problemJson(500, `The mock server failed to answer: ${reason}`), true);
    }
  };
}

/** A problem+json answer written straight to a socket whose request Node could not parse. */
function clientErrorAnswer(error: Error & { code?: string }): string {
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are larger than the server reads.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request did not arrive in time.']
        : [400, `The request is not well-formed HTTP/1.1 (${error.code ?? 'parse error'}).`];
  const answer = problemJson(status, detail);
  const body = Buffer.from(String(answer.body), 'utf8');
  return `HTTP/1.1 ${status} ${statusReason(status)}\r\nContent-Type: application/problem+json\r\nContent-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n${body.toString('utf8')}`;
}

/** Starts the server; rejects with Node's listen error (EADDRINUSE, EACCES, EADDRNOTAVAIL, ENOTFOUND …). */
export async function startMockServer(model: ApiModel, options: MockServerOptions = {}): Promise<MockServer> {
  const streams = new Set<OpenStream>();
  const handle = handlerWith(model, options, streams);
  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(clientErrorAnswer(error));
  });
  const host = options.host ?? MOCK_SERVER_DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? MOCK_SERVER_DEFAULTS.port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shown}:${address.port}`,
    host: address.address,
    port: address.port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const open of [...streams]) open.end();
        const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
