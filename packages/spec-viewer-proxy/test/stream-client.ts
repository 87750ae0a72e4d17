// A client of the streamed envelope for the proxy tests: POSTs an envelope with Accept: application/x-ndjson and
// hands out the records one by one as their lines arrive, plus an upstream whose answers the test writes itself.
import { request as httpRequest, type Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { startServer, type Running } from './helpers.js';

export interface StreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  req: ClientRequest;
  res: IncomingMessage;
  /**
   * The next record. Rejects when the answer ended first, or after `timeoutMs` when given; without it the wait
   * has no deadline of its own (the test's timeout is the limit: a busy machine is slow, not wrong).
   */
  next(timeoutMs?: number): Promise<any>;
  /** Every record still to come, once the answer has ended. */
  rest(): Promise<any[]>;
  /** The raw answer text, once it has ended (for answers that are not streamed). */
  text(): Promise<string>;
  /** Drops the connection, as a browser does when the reader aborts. */
  destroy(): void;
}

/** `agent`: a keep-alive Agent to test a connection that outlives the answer (default: a fresh connection). */
export function openStream(url: string, envelope: unknown, headers: Record<string, string> = {}, agent?: Agent): Promise<StreamClient> {
  const body = JSON.stringify(envelope);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      agent: agent ?? false,
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', 'content-length': String(Buffer.byteLength(body)), ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.setEncoding('utf8');
      const records: any[] = [];
      const waiting: Array<() => void> = [];
      let raw = '';
      let pending = '';
      let ended = false;
      const wake = (): void => {
        for (const waiter of waiting.splice(0)) waiter();
      };
      res.on('data', (text: string) => {
        raw += text;
        pending += text;
        let newline = pending.indexOf('\n');
        while (newline !== -1) {
          const line = pending.slice(0, newline);
          pending = pending.slice(newline + 1);
          if (line !== '' && res.headers['content-type'] === 'application/x-ndjson') records.push(JSON.parse(line));
          newline = pending.indexOf('\n');
        }
        wake();
      });
      const onEnd = (): void => {
        ended = true;
        wake();
      };
      res.on('end', onEnd);
      res.on('close', onEnd);
      res.on('error', () => undefined);
      const waitFor = (ready: () => boolean, timeoutMs: number | undefined, what: string): Promise<void> =>
        new Promise((done, fail) => {
          const check = (): void => {
            if (ready()) {
              clearTimeout(timer);
              done();
            } else if (ended) {
              clearTimeout(timer);
              fail(new Error(`the answer ended before ${what}; got: ${raw}`));
            } else waiting.push(check);
          };
          const timer = timeoutMs === undefined ? undefined : setTimeout(() => fail(new Error(`no ${what} within ${timeoutMs} ms; got: ${raw}`)), timeoutMs);
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        req,
        res,
        async next(timeoutMs?: number) {
          await waitFor(() => records.length > 0, timeoutMs, 'next record');
          return records.shift();
        },
        async rest() {
          await waitFor(() => ended, undefined, 'the end of the answer');
          return records.splice(0);
        },
        async text() {
          await waitFor(() => ended, undefined, 'the end of the answer');
          return raw;
        },
        destroy: () => req.destroy(),
      });
    });
    req.end(body);
  });
}

export interface DrivenUpstream extends Running {
  /** The next request the upstream receives, with its response left for the test to write. */
  nextRequest(): Promise<{ req: IncomingMessage; res: ServerResponse }>;
  /** Open TCP connections to the upstream right now. */
  connections(): Promise<number>;
}

/** An upstream that answers nothing by itself: each test writes the response (head, chunks, end or reset). */
export async function startDrivenUpstream(): Promise<DrivenUpstream> {
  const arrived: Array<{ req: IncomingMessage; res: ServerResponse }> = [];
  const waiting: Array<() => void> = [];
  const running = await startServer((req, res) => {
    res.sendDate = false;
    arrived.push({ req, res });
    for (const waiter of waiting.splice(0)) waiter();
  });
  return {
    ...running,
    async nextRequest() {
      while (arrived.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
      return arrived.shift() as { req: IncomingMessage; res: ServerResponse };
    },
    connections: () =>
      new Promise((resolve, reject) => running.server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
  };
}

/**
 * Polls `condition` every 10 ms for up to `timeoutMs`; resolves with whether it became true. The default is a
 * safety net far above any real wait (a busy machine makes the wait longer, never the answer different).
 */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return condition();
}
