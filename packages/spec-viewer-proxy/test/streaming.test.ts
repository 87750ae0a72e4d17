// Streamed responses (docs/proxy.md#streamed-responses): live streams relayed record by record as the target sends
// them, their limits, their audit record, and a client that leaves. The upstream writes each answer under the
// test's control, so "arrives before the next one is sent" is tested directly.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createGzip } from 'node:zlib';
import express from 'express';
import { buildConnector } from 'undici';
import { createProxyRouter } from '../src/express.js';
import { formatAuditLine, type AuditRecord, type ProxyOptions } from '../src/index.js';
import { wantsStreamEnvelope } from '../src/stream-relay.js';
import { postEnvelope, startProxy, until, type ProxyUnderTest } from './helpers.js';
import { eventually, openStream, startDrivenUpstream, type DrivenUpstream, type StreamClient } from './stream-client.js';

const local: ProxyOptions = { allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000 };
const sse = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
const event = (n: number): string => `id: ${n}\nevent: tick\ndata: {"n":${n}}\n\n`;

/** Waits for the upstream request of a stream just opened, and sends the target's head. */
async function begin(upstream: DrivenUpstream, headers: Record<string, string> = sse) {
  const exchange = await upstream.nextRequest();
  exchange.res.writeHead(200, headers);
  exchange.res.flushHeaders();
  return exchange;
}

function streamFrom(proxyUrl: string, upstream: DrivenUpstream, path = '/events', extra: Record<string, unknown> = {}) {
  return openStream(proxyUrl, { url: `${upstream.origin}${path}`, method: 'GET', ...extra });
}

async function expectHead(client: StreamClient): Promise<any> {
  assert.equal(client.status, 200);
  assert.equal(client.headers['content-type'], 'application/x-ndjson');
  const head = await client.next();
  assert.equal(head.type, 'head');
  return head;
}

/** A connector that records every socket the proxy opens to a target, to check none is left open. */
function trackedConnector(): { connector: NonNullable<ProxyOptions['socketConnector']>; sockets: Socket[] } {
  const base = buildConnector({});
  const sockets: Socket[] = [];
  const connector: NonNullable<ProxyOptions['socketConnector']> = (options, callback) =>
    base(options, (error, socket) => {
      if (socket) sockets.push(socket as Socket);
      (callback as (error: Error | null, socket: unknown) => void)(error, socket);
    });
  return { connector, sockets };
}

describe('streamed envelope', () => {
  let upstream: DrivenUpstream;
  let proxy: ProxyUnderTest;
  before(async () => {
    upstream = await startDrivenUpstream();
    proxy = await startProxy(local);
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('relays Server-Sent Events one by one: event N reaches the client before the target sends N+1', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream);
    const client = await pending;
    assert.equal(client.headers['cache-control'], 'no-store');
    assert.equal(client.headers['x-accel-buffering'], 'no');
    assert.equal(client.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(await expectHead(client), {
      type: 'head',
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    });
    for (let n = 0; n < 5; n += 1) {
      res.write(event(n));
      // The next event is written only once this one has come out of the proxy.
      assert.deepEqual(await client.next(), { type: 'chunk', body: event(n), bodyEncoding: 'utf-8' });
    }
    res.end();
    const [end, ...more] = await client.rest();
    assert.equal(end.type, 'end');
    assert.equal(end.size, Buffer.byteLength([0, 1, 2, 3, 4].map(event).join('')));
    assert.ok(Number.isInteger(end.duration) && end.duration >= 0);
    assert.deepEqual(Object.keys(end), ['type', 'duration', 'size']);
    assert.deepEqual(more, []);
  });

  for (const type of ['application/jsonl', 'application/x-ndjson']) {
    it(`relays JSON Lines (${type}) line by line`, async () => {
      const pending = streamFrom(proxy.url, upstream, '/lines');
      const { res } = await begin(upstream, { 'content-type': type });
      const client = await pending;
      await expectHead(client);
      for (let n = 0; n < 3; n += 1) {
        res.write(`{"n":${n},"name":"Rex ✓"}\n`);
        assert.deepEqual(await client.next(), { type: 'chunk', body: `{"n":${n},"name":"Rex ✓"}\n`, bodyEncoding: 'utf-8' });
      }
      res.end();
      assert.equal((await client.next()).type, 'end');
    });
  }

  it('holds back a UTF-8 character split across chunks until it is complete', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream, { 'content-type': 'text/event-stream; charset=utf-8' });
    const client = await pending;
    await expectHead(client);
    const bytes = Buffer.from('data: café 🐕\n\n');
    const e = bytes.indexOf(0xc3);
    const dog = bytes.indexOf(0xf0);
    // "data: caf" + the first byte of "é"; its second byte up to the first two bytes of the dog; the rest.
    const pieces = [bytes.subarray(0, e + 1), bytes.subarray(e + 1, dog + 2), bytes.subarray(dog + 2)];
    const bodies: string[] = [];
    for (const piece of pieces) {
      res.write(piece);
      const chunk = await client.next();
      assert.equal(chunk.bodyEncoding, 'utf-8');
      bodies.push(chunk.body);
    }
    assert.deepEqual(bodies, ['data: caf', 'é ', '🐕\n\n']);
    res.end();
    const end = await client.next();
    assert.equal(end.type, 'end');
    assert.equal(end.size, bytes.length);
  });

  it('a JSON text sequence is text, record separators kept; a piece invalid in UTF-8 goes as base64, byte-exact', async () => {
    const pending = streamFrom(proxy.url, upstream, '/seq');
    const { res } = await begin(upstream, { 'content-type': 'application/json-seq' });
    const client = await pending;
    await expectHead(client);
    res.write(Buffer.from('\x1e{"n":1}\n'));
    assert.deepEqual(await client.next(), { type: 'chunk', body: '\x1e{"n":1}\n', bodyEncoding: 'utf-8' });
    const invalid = Buffer.from([0x1e, 0x7b, 0xff, 0x00, 0x7d, 0x0a]);
    res.write(invalid);
    const chunk = await client.next();
    assert.equal(chunk.bodyEncoding, 'base64');
    assert.ok(Buffer.from(chunk.body, 'base64').equals(invalid));
    res.end();
    assert.equal((await client.next()).type, 'end');
  });

  it('decodes a declared charset other than UTF-8, and sends bytes invalid in UTF-8 as base64', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream, { 'content-type': 'text/event-stream; charset=iso-8859-1' });
    const client = await pending;
    await expectHead(client);
    res.write(Buffer.from([0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a, 0x0a]));
    assert.deepEqual(await client.next(), { type: 'chunk', body: 'data: café\n\n', bodyEncoding: 'utf-8' });
    res.end();
    assert.equal((await client.next()).type, 'end');

    const second = streamFrom(proxy.url, upstream);
    const target = await begin(upstream);
    const reader = await second;
    await expectHead(reader);
    target.res.write(Buffer.from([0x61, 0xc3, 0x28, 0x0a]));
    assert.deepEqual(await reader.next(), { type: 'chunk', body: Buffer.from([0x61, 0xc3, 0x28, 0x0a]).toString('base64'), bodyEncoding: 'base64' });
    target.res.write('data: fine\n\n');
    assert.deepEqual(await reader.next(), { type: 'chunk', body: 'data: fine\n\n', bodyEncoding: 'utf-8' });
    target.res.end();
    assert.equal((await reader.next()).type, 'end');
  });

  it('undoes gzip as it arrives and drops content-encoding from the head', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream, { ...sse, 'content-encoding': 'gzip' });
    const gzip = createGzip();
    gzip.pipe(res);
    const client = await pending;
    const head = await expectHead(client);
    assert.equal(head.headers['content-encoding'], undefined);
    let plain = 0;
    for (let n = 0; n < 3; n += 1) {
      gzip.write(event(n));
      gzip.flush();
      plain += Buffer.byteLength(event(n));
      assert.deepEqual(await client.next(), { type: 'chunk', body: event(n), bodyEncoding: 'utf-8' });
    }
    gzip.end();
    const end = await client.next();
    assert.equal(end.type, 'end');
    assert.equal(end.size, plain);
  });

  it('ends with upstream_error when a compressed stream turns out corrupt', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream, { ...sse, 'content-encoding': 'gzip' });
    const client = await pending;
    await expectHead(client);
    res.write(Buffer.from('definitely not gzip'));
    const [error] = await client.rest();
    assert.deepEqual([error.type, error.code], ['error', 'upstream_error']);
    assert.match(error.message, /corrupt gzip stream/);
    assert.ok(await eventually(() => res.closed), 'the upstream request was aborted');
  });

  it('streams the target\'s error statuses too', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const exchange = await upstream.nextRequest();
    exchange.res.writeHead(503, 'Busy', sse);
    exchange.res.end('retry: 1000\n\n');
    const client = await pending;
    const head = await expectHead(client);
    assert.deepEqual([head.status, head.statusText], [503, 'Busy']);
    assert.deepEqual((await client.rest()).map((record) => record.type), ['chunk', 'end']);
  });

  it('ends with an error record, after the chunks that arrived, when the target resets the stream', async () => {
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream);
    const client = await pending;
    await expectHead(client);
    res.write(event(0));
    assert.equal((await client.next()).body, event(0));
    res.write(event(1));
    assert.equal((await client.next()).body, event(1));
    res.socket?.destroy();
    const [error, ...more] = await client.rest();
    assert.equal(error.type, 'error');
    assert.equal(error.code, 'upstream_reset');
    assert.match(error.message, /broke off/);
    assert.equal(error.size, Buffer.byteLength(event(0) + event(1)));
    assert.equal(typeof error.duration, 'number');
    assert.deepEqual(Object.keys(error), ['type', 'code', 'message', 'duration', 'size']);
    assert.deepEqual(more, []);
  });

  it('answers exactly as before when the answer is not a live stream, with or without the Accept header', async () => {
    const answers: string[] = [];
    const headerSets: Array<Record<string, unknown>> = [];
    for (const accept of [undefined, 'application/x-ndjson', 'application/x-ndjson, application/json']) {
      const pending = postEnvelope(proxy.url, { url: `${upstream.origin}/pets`, method: 'GET' }, accept ? { accept } : {});
      const { res } = await upstream.nextRequest();
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r1' }).end('{"pets":["Rex ✓"]}');
      const response = await pending;
      assert.equal(response.status, 200);
      answers.push(response.text.replace(/"duration":\d+/, '"duration":0'));
      // Only the duration may differ between the answers (and with it the length, when it gains a digit).
      assert.equal(response.headers['content-length'], String(Buffer.byteLength(response.text)));
      const { date: _date, 'content-length': _length, ...headers } = response.headers;
      headerSets.push(headers);
    }
    assert.equal(answers[0], '{"status":200,"statusText":"OK","headers":{"content-type":"application/json","x-request-id":"r1"},"body":"{\\"pets\\":[\\"Rex ✓\\"]}","bodyEncoding":"utf-8","duration":0,"size":20}');
    assert.deepEqual(new Set(answers).size, 1, answers.join('\n'));
    assert.deepEqual(headerSets[1], headerSets[0]);
    assert.deepEqual(headerSets[2], headerSets[0]);
  });

  it('answers a live stream with the JSON envelope when the client did not ask for the streamed one', async () => {
    for (const accept of [undefined, 'application/json', 'application/x-ndjson;q=0']) {
      const pending = postEnvelope(proxy.url, { url: `${upstream.origin}/events`, method: 'GET' }, accept ? { accept } : {});
      const { res } = await begin(upstream);
      res.write(event(0));
      setTimeout(() => res.end(event(1)), 30);
      const response = await pending;
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(response.json.body, event(0) + event(1));
    }
    // HEAD carries no body: the JSON envelope too.
    const head = postEnvelope(proxy.url, { url: `${upstream.origin}/events`, method: 'HEAD' }, { accept: 'application/x-ndjson' });
    (await upstream.nextRequest()).res.writeHead(200, sse).end();
    assert.equal((await head).json.status, 200);
  });

  it('keeps the JSON errors for failures before the head', async () => {
    const accept = { accept: 'application/x-ndjson' };
    const ssrf = await postEnvelope(proxy.url, { url: 'http://169.254.169.254/latest/meta-data/', method: 'GET' }, accept);
    assert.deepEqual([ssrf.status, ssrf.json.error.code], [403, 'ssrf_blocked']);
    const invalid = await postEnvelope(proxy.url, { url: `${upstream.origin}/`, method: 'TRACE' }, accept);
    assert.deepEqual([invalid.status, invalid.json.error.code], [400, 'invalid_envelope']);
    const closed = await startDrivenUpstream();
    await closed.close();
    const refused = await postEnvelope(proxy.url, { url: `${closed.origin}/events`, method: 'GET' }, accept);
    assert.deepEqual([refused.status, refused.json.error.code, refused.json.status], [502, 'upstream_error', 502]);
    const slow = postEnvelope(proxy.url, { url: `${upstream.origin}/events`, method: 'GET', timeout: 150 }, accept);
    const { res } = await upstream.nextRequest();
    const timedOut = await slow;
    assert.deepEqual([timedOut.status, timedOut.json.error.code], [502, 'upstream_timeout']);
    res.destroy();
  });
});

describe('stream limits', () => {
  let upstream: DrivenUpstream;
  let proxy: ProxyUnderTest;
  const records: AuditRecord[] = [];
  before(async () => {
    upstream = await startDrivenUpstream();
  });
  after(async () => {
    await proxy?.close();
    await upstream.close();
  });

  /** A proxy with one limit lowered (each test's own, so no other limit interferes). */
  async function limitedProxy(limit: Pick<ProxyOptions, 'maxStreamSize' | 'streamIdleTimeout' | 'maxStreamDuration'>): Promise<void> {
    await proxy?.close();
    records.length = 0;
    proxy = await startProxy({ ...local, ...limit, onRequest: (record) => void records.push(record) });
  }

  /** Reads chunk records until the closing record, which it returns. */
  async function closing(client: StreamClient): Promise<{ last: any; chunks: any[] }> {
    const chunks: any[] = [];
    for (;;) {
      const record = await client.next();
      if (record.type !== 'chunk') return { last: record, chunks };
      chunks.push(record);
    }
  }

  async function expectUpstreamClosed(res: { writableFinished: boolean; closed: boolean }): Promise<void> {
    assert.ok(await eventually(() => res.closed), 'the upstream request was aborted');
    assert.ok(await eventually(async () => (await upstream.connections()) === 0), 'no upstream connection left');
  }

  it('stops at maxStreamSize with upstream_response_too_large and aborts the upstream request', async () => {
    await limitedProxy({ maxStreamSize: 100 });
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream);
    const client = await pending;
    await expectHead(client);
    res.write(`data: ${'a'.repeat(52)}\n\n`);
    assert.equal((await client.next()).type, 'chunk');
    res.write(`data: ${'b'.repeat(52)}\n\n`);
    const { last, chunks } = await closing(client);
    assert.deepEqual(chunks, []);
    assert.equal(last.type, 'error');
    assert.equal(last.code, 'upstream_response_too_large');
    assert.match(last.message, /maxStreamSize of 100 bytes/);
    assert.equal(last.size, 60);
    await expectUpstreamClosed(res);
    assert.ok(await eventually(() => records.length === 1));
    assert.deepEqual(
      { statusCode: records[0]?.statusCode, stream: records[0]?.stream, error: records[0]?.error, size: records[0]?.size, duration: records[0]?.duration },
      { statusCode: 200, stream: 'error', error: 'upstream_response_too_large', size: 60, duration: last.duration },
    );
  });

  it('stops after streamIdleTimeout without a byte, with stream_idle_timeout; each chunk restarts the wait', async () => {
    await limitedProxy({ streamIdleTimeout: 400 });
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream);
    const client = await pending;
    await expectHead(client);
    // Five chunks 100 ms apart: 500 ms in all, never 400 ms idle.
    for (let n = 0; n < 5; n += 1) {
      res.write('data: 1\n\n');
      assert.equal((await client.next()).type, 'chunk');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const quietSince = Date.now();
    const { last, chunks } = await closing(client);
    const quiet = Date.now() - quietSince;
    assert.deepEqual(chunks, []);
    assert.equal(last.code, 'stream_idle_timeout');
    assert.match(last.message, /400 ms/);
    assert.ok(quiet >= 250 && quiet < 2_000, `idle ${quiet} ms`);
    assert.equal(last.size, 45);
    await expectUpstreamClosed(res);
  });

  it('stops at maxStreamDuration with stream_duration_exceeded', async () => {
    await limitedProxy({ maxStreamDuration: 600 });
    const pending = streamFrom(proxy.url, upstream);
    const { res } = await begin(upstream);
    const ticker = setInterval(() => res.write('data: tick\n\n'), 50);
    try {
      const client = await pending;
      await expectHead(client);
      const { last, chunks } = await closing(client);
      assert.equal(last.code, 'stream_duration_exceeded');
      assert.match(last.message, /600 ms/);
      assert.ok(last.duration >= 590 && last.duration < 2_000, `duration ${last.duration}`);
      assert.ok(chunks.length >= 5, `${chunks.length} chunks`);
      assert.equal(last.size, chunks.length * 12);
      await expectUpstreamClosed(res);
      assert.ok(await eventually(() => records.length === 1));
      assert.equal(records[0]?.error, 'stream_duration_exceeded');
      assert.equal(records[0]?.size, last.size);
    } finally {
      clearInterval(ticker);
    }
  });
});

describe('a client that reads slowly', () => {
  it('holds the target back instead of buffering, then relays everything in order', async () => {
    // Long enough that no pause of a busy machine between two chunks reaches it; the hold below outlasts it.
    const idle = 1_000;
    const { connector, sockets } = trackedConnector();
    const upstream = await startDrivenUpstream();
    const proxy = await startProxy({ ...local, socketConnector: connector, streamIdleTimeout: idle, maxStreamSize: 256 * 1024 * 1024 });
    try {
      const toClient: Socket[] = [];
      proxy.server.on('connection', (socket: Socket) => void toClient.push(socket));
      const pending = streamFrom(proxy.url, upstream);
      const { res } = await begin(upstream, { 'content-type': 'application/x-ndjson' });
      const client = await pending;
      client.res.pause();
      const line = `${JSON.stringify({ pad: 'x'.repeat(16 * 1024) })}\n`;
      // A proxy that buffered would take all of this; one that holds the target back blocks the writer early.
      const cap = 128 * 1024 * 1024;
      let written = 0;
      let writerDone = false;
      let writerWaits = false;
      let stopWriting = false;
      const writer = (async () => {
        while (!stopWriting && written * line.length < cap) {
          written += 1;
          if (res.write(line)) continue;
          writerWaits = true;
          await new Promise((resolve) => res.once('drain', resolve));
          writerWaits = false;
        }
        writerDone = true;
      })();
      const [clientSocket] = toClient;
      assert.ok(clientSocket, 'the proxy has the client socket');
      // Held: the proxy's writes to the client wait for it to read, the proxy stopped reading its socket to the
      // target (full to its high-water mark; a proxy that buffered would keep emptying it) and the target waits to
      // write more. Nothing moves again until the client reads, so this state stays.
      const stoppedReading = (socket: Socket): boolean => !socket.destroyed && socket.readableLength >= socket.readableHighWaterMark;
      await until(() => writerDone || (clientSocket.writableNeedDrain && writerWaits && sockets.some(stoppedReading)));
      assert.ok(!writerDone, `the target wrote all ${cap} bytes: the proxy buffered instead of holding it back`);
      const held = written * line.length;
      // What is in flight sits in the kernel's socket buffers (several MB on loopback), not in the proxy.
      assert.ok(held < 16 * 1024 * 1024, `${held} bytes written before the target was held back`);
      // Past the idle limit while held: the proxy's idle timer (set at the last byte it read) expires before this
      // one in the same process, so it has fired by then; waiting for the client is not the target's idleness.
      await new Promise((resolve) => setTimeout(resolve, idle * 1.5));
      stopWriting = true;
      client.res.resume();
      await writer;
      res.end();
      const records = [await client.next(), ...(await client.rest())];
      const chunks = records.filter((record) => record.type === 'chunk');
      assert.equal(chunks.map((chunk) => chunk.body).join(''), line.repeat(written));
      assert.equal(records.at(-1).type, 'end');
      assert.equal(records.at(-1).size, written * line.length);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});

describe('rate limit and audit of streams', () => {
  it('counts a stream as one request at its start', async () => {
    const upstream = await startDrivenUpstream();
    const proxy = await startProxy({ allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 2 });
    try {
      const first = streamFrom(proxy.url, upstream);
      const one = await begin(upstream);
      const second = streamFrom(proxy.url, upstream);
      const two = await begin(upstream);
      const clients = [await first, await second];
      for (const client of clients) await expectHead(client);
      one.res.write(event(0));
      two.res.write(event(0));
      for (const client of clients) assert.equal((await client.next()).type, 'chunk');
      const third = await postEnvelope(proxy.url, { url: `${upstream.origin}/events`, method: 'GET' }, { accept: 'application/x-ndjson' });
      assert.equal(third.status, 429);
      assert.equal(third.json.error.code, 'rate_limited');
      assert.ok(Number(third.headers['retry-after']) >= 1);
      one.res.end();
      two.res.end();
      for (const client of clients) assert.equal((await client.next()).type, 'end');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('writes the audit record once, when the stream ends, with its size and duration', async () => {
    const records: AuditRecord[] = [];
    const upstream = await startDrivenUpstream();
    const proxy = await startProxy({ ...local, onRequest: (record) => void records.push(record) });
    try {
      const pending = streamFrom(proxy.url, upstream, '/events?access_token=SECRET');
      const { res } = await begin(upstream);
      const client = await pending;
      await expectHead(client);
      res.write(event(0));
      await client.next();
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(records.length, 0, 'no record while the stream is open');
      res.end(event(1));
      await client.next();
      const end = await client.next();
      assert.ok(await eventually(() => records.length === 1));
      const record = records[0] as AuditRecord;
      assert.equal(record.targetUrl, `${upstream.origin}/events?access_token=[REDACTED]`);
      assert.deepEqual(
        { method: record.method, statusCode: record.statusCode, stream: record.stream, size: record.size, duration: record.duration, error: record.error },
        { method: 'GET', statusCode: 200, stream: 'end', size: end.size, duration: end.duration, error: undefined },
      );
      assert.match(formatAuditLine(record, 'text'), new RegExp(` 200 ${end.duration}ms stream ${end.size}B$`));
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});

describe('a client that leaves a stream', () => {
  it('aborts the upstream request at once and leaves no socket open', async () => {
    const records: AuditRecord[] = [];
    const upstream = await startDrivenUpstream();
    const tracked = trackedConnector();
    const proxy = await startProxy({ ...local, socketConnector: tracked.connector, onRequest: (record) => void records.push(record) });
    try {
      const pending = streamFrom(proxy.url, upstream);
      const { res } = await begin(upstream);
      const client = await pending;
      await expectHead(client);
      res.write(event(0));
      await client.next();
      let closedAfter: number | undefined;
      const left = Date.now();
      res.on('close', () => (closedAfter = Date.now() - left));
      client.destroy();
      assert.ok(await eventually(() => closedAfter !== undefined), 'the target saw its request closed');
      assert.ok((closedAfter as number) < 500, `closed after ${closedAfter} ms`);
      assert.ok(await eventually(async () => (await upstream.connections()) === 0), 'upstream connections left open');
      // undici may open one more connection right after an abort (to retry its queue) and close it at once.
      assert.ok(tracked.sockets.length >= 1);
      assert.ok(await eventually(() => tracked.sockets.every((socket) => socket.destroyed)), 'the proxy kept a target socket');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(tracked.sockets.every((socket) => socket.destroyed), 'a target socket opened after the abort stayed open');
      assert.equal(await upstream.connections(), 0);
      const proxyConnections = () => new Promise<number>((resolve) => proxy.server.getConnections((_e, count) => resolve(count)));
      assert.ok(await eventually(async () => (await proxyConnections()) === 0), 'the proxy kept the client socket');
      assert.ok(await eventually(() => records.length === 1));
      assert.deepEqual(
        { statusCode: records[0]?.statusCode, stream: records[0]?.stream, error: records[0]?.error, size: records[0]?.size },
        { statusCode: 200, stream: 'client_closed', error: 'client_closed', size: Buffer.byteLength(event(0)) },
      );
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});

describe('streams through the Express router', () => {
  it('relays event by event', async () => {
    const upstream = await startDrivenUpstream();
    const router = createProxyRouter(local);
    const app = express();
    app.use('/api/proxy', router);
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    await router.ready;
    try {
      const pending = streamFrom(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/proxy`, upstream);
      const { res } = await begin(upstream);
      const client = await pending;
      await expectHead(client);
      for (let n = 0; n < 3; n += 1) {
        res.write(event(n));
        assert.equal((await client.next()).body, event(n));
      }
      res.end();
      assert.equal((await client.next()).type, 'end');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await router.close();
      await upstream.close();
    }
  });
});

describe('wantsStreamEnvelope', () => {
  const cases: Array<[string | undefined, boolean]> = [
    [undefined, false],
    ['application/json', false],
    ['application/x-ndjson', true],
    ['application/json, application/x-ndjson', true],
    ['Application/X-NDJSON; q=0.5', true],
    ['application/x-ndjson;q=0', false],
    ['application/x-ndjsonx', false],
    ['*/*', false],
  ];
  for (const [accept, expected] of cases) {
    it(`${String(accept)} → ${expected}`, () => assert.equal(wantsStreamEnvelope(accept), expected));
  }
});
