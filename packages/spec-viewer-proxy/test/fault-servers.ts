// Fault tests' helpers: targets that misbehave on the wire (raw TCP: resets, malformed HTTP, slow or huge headers,
// a TLS port that never answers), every socket tracked on both sides, and waits that end on events, not sleeps.
import { once } from 'node:events';
import { request as httpRequest, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { buildConnector } from 'undici';
import type { DnsLookup, ProxyOptions } from '../src/index.js';

/** Sockets seen on one side of a connection, to check each one is closed once an exchange is over. */
export class SocketLog {
  readonly sockets: Socket[] = [];
  add(socket: Socket): void {
    this.sockets.push(socket);
    socket.on('error', () => undefined);
  }
  /** Sockets not closed yet. */
  get open(): number {
    return this.sockets.filter((socket) => !socket.closed).length;
  }
  /** Resolves once every socket seen so far has closed. */
  async allClosed(): Promise<void> {
    await Promise.all(this.sockets.filter((socket) => !socket.closed).map((socket) => once(socket, 'close')));
  }
}

/** Rejects with `what` when `promise` has not settled within `ms`: a safety net, far above any real wait. */
export function within<T>(promise: Promise<T>, what: string, ms = 120_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting for ${what} after ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Open connections of a server, as it counts them. */
export function connectionsOf(server: Server | HttpServer): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

/** Logs every connection a server accepts from now on. */
export function logConnections(server: Server | HttpServer): SocketLog {
  const log = new SocketLog();
  server.on('connection', (socket: Socket) => log.add(socket));
  return log;
}

export interface RawTarget {
  server: Server;
  port: number;
  origin: string;
  sockets: SocketLog;
  /** The next request whose path has no scripted answer, with its socket, for the test to answer by hand. */
  next(): Promise<{ socket: Socket; path: string }>;
  close(): Promise<void>;
}

export type RawAnswer = (socket: Socket) => void;

/**
 * A TCP server that reads each request head and answers it with the script of its path (`answers`), raw bytes
 * and all. Other paths wait in next(). With `silent`, nothing is read or answered: a port that accepts and then
 * says nothing (a TLS handshake never completes on it).
 */
export async function startRawTarget(answers: Record<string, RawAnswer> = {}, silent = false): Promise<RawTarget> {
  const sockets = new SocketLog();
  const arrived: Array<{ socket: Socket; path: string }> = [];
  const waiting: Array<() => void> = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    // Read and ignored: a socket never read would not notice its peer closing.
    if (silent) return void socket.resume();
    let head = '';
    socket.on('data', (data: Buffer) => {
      head += data.toString('latin1');
      for (let end = head.indexOf('\r\n\r\n'); end !== -1; end = head.indexOf('\r\n\r\n')) {
        const path = head.slice(0, end).split(' ')[1] ?? '';
        head = head.slice(end + 4);
        const answer = answers[path];
        if (answer) answer(socket);
        else {
          arrived.push({ socket, path });
          for (const wake of waiting.splice(0)) wake();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    sockets,
    async next() {
      while (arrived.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
      return arrived.shift() as { socket: Socket; path: string };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Writes `bytes`, then resets the connection (RST) once they are out. */
export function writeThenReset(socket: Socket, bytes: string): void {
  socket.write(bytes, () => socket.resetAndDestroy());
}

/**
 * undici's connector, with every socket the proxy opens to a target logged. `timeout` is its connect timeout:
 * long, where a test must see that nothing but the proxy's own cancel closes a socket.
 */
export function loggedConnector(timeout = 10_000): { connector: NonNullable<ProxyOptions['socketConnector']>; sockets: SocketLog; calls(): number } {
  const base = buildConnector({ timeout });
  const sockets = new SocketLog();
  let calls = 0;
  const connector = ((options: Parameters<typeof base>[0], callback: Parameters<typeof base>[1]) => {
    calls += 1;
    // Handed back as undici's is, so the proxy can close a socket still being opened.
    const socket = base(options, callback) as unknown as Socket;
    sockets.add(socket);
    return socket;
  }) as unknown as NonNullable<ProxyOptions['socketConnector']>;
  return { connector, sockets, calls: () => calls };
}

/** The answer of a well-behaved target on a raw socket, closing the connection after it. */
export function okAnswer(socket: Socket): void {
  socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\nconnection: close\r\n\r\n{"ok":true}');
}

/** Items that arrive one by one (audit records, DNS lookups), each awaited as an event. */
export class Arrivals<T> {
  readonly #items: T[] = [];
  readonly #waiting: Array<() => void> = [];
  readonly push = (item: T): void => {
    this.#items.push(item);
    for (const wake of this.#waiting.splice(0)) wake();
  };
  async next(): Promise<T> {
    while (this.#items.length === 0) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    return this.#items.shift() as T;
  }
}

/** POSTs an envelope over its own connection and lets the test drop that connection (a reader who gives up). */
export function postAndLeave(url: string, envelope: unknown): { leave(): void } {
  const body = JSON.stringify(envelope);
  const req = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } });
  req.on('error', () => undefined);
  req.end(body);
  return { leave: () => req.destroy() };
}

/**
 * A resolver whose answers for `slowHost` the test gives (or never gives) through `lookups`; every other name is
 * 127.0.0.1 at once.
 */
export function scriptedDns(slowHost: string): { dnsLookup: DnsLookup; lookups: Arrivals<(address: string) => void> } {
  const lookups = new Arrivals<(address: string) => void>();
  const dnsLookup: DnsLookup = (hostname) =>
    hostname === slowHost
      ? new Promise((resolve) => lookups.push((address) => resolve([{ address, family: 4 }])))
      : Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
  return { dnsLookup, lookups };
}
