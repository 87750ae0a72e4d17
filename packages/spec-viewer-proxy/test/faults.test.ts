// Proxy faults (issue 48 point 4): a target that breaks the exchange on the wire, a client that leaves while the
// connection to the target is still being opened. Each case ends in a precise JSON error or stream error record,
// the proxy keeps serving, and every socket of the exchange, on the proxy's side and on the target's, is closed
// afterwards. Waits end on events (a socket's close, a record, a lookup), never on sleeps. Stopping: stopping.test.ts.
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { after, before, describe, it, type TestContext } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AuditRecord, ProxyOptions } from '../src/index.js';
import {
  Arrivals, connectionsOf, logConnections, loggedConnector, okAnswer, postAndLeave, scriptedDns, startRawTarget, within, writeThenReset,
  type RawTarget, type SocketLog,
} from './fault-servers.js';
import { echoListener, postEnvelope, startProxy, startServer, type ProxyUnderTest, type RawResponse, type Running } from './helpers.js';
import { openStream } from './stream-client.js';

const local: ProxyOptions = { allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000 };
const chunk = (text: string): string => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
const head = (headers: string): string => `HTTP/1.1 200 OK\r\n${headers}\r\n`;
const shortBody = `${head('content-type: application/json\r\ncontent-length: 100\r\n')}{"cut":`;

function expectBadGateway(response: RawResponse, code: string, message: RegExp): void {
  assert.equal(response.status, 502, response.text);
  // Still the 502 envelope the viewer shows as a response.
  assert.deepEqual([response.json.status, response.json.headers, response.json.body], [502, {}, response.json.error?.message]);
  assert.equal(response.json.error.code, code, response.json.error.message);
  assert.match(response.json.error.message, message);
}

describe('a target that breaks the exchange', () => {
  let target: RawTarget;
  let proxy: ProxyUnderTest;
  let toTarget: ReturnType<typeof loggedConnector>;
  let clients: SocketLog;
  before(async () => {
    target = await startRawTarget({
      '/ok': okAnswer,
      '/reset-before-head': (socket) => socket.resetAndDestroy(),
      '/close-before-head': (socket) => socket.end(),
      '/reset-in-head': (socket) => writeThenReset(socket, 'HTTP/1.1 200 OK\r\ncontent-type: applica'),
      '/close-in-head': (socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-type: applica'),
      // One byte of a header every 20 ms, for ever.
      '/slow-head': (socket) => {
        socket.write('HTTP/1.1 200 OK\r\n');
        const timer = setInterval(() => socket.write('x'), 20);
        socket.on('close', () => clearInterval(timer));
      },
      '/many-headers': (socket) => socket.end(head(`${Array.from({ length: 5_000 }, (_, n) => `x-h-${n}: ${n}\r\n`).join('')}content-length: 2\r\n`) + 'ok'),
      '/huge-header': (socket) => socket.end(head(`x-big: ${'b'.repeat(64 * 1024)}\r\ncontent-length: 2\r\n`) + 'ok'),
      '/bad-chunk': (socket) => socket.write(`${head('content-type: application/json\r\ntransfer-encoding: chunked\r\n')}${chunk('{"a":')}zz\r\n1}\r\n0\r\n\r\n`),
      '/short-body': (socket) => socket.end(shortBody),
      '/short-body-reset': (socket) => writeThenReset(socket, shortBody),
      // Five bytes declared, a whole second response sent after them, and the connection left open.
      '/long-body': (socket) => socket.write(`${head('content-type: text/plain\r\ncontent-length: 5\r\n')}hello${head('content-type: application/json\r\ncontent-length: 10\r\n')}"smuggled"`),
    });
    toTarget = loggedConnector();
    proxy = await startProxy({ ...local, socketConnector: toTarget.connector });
    clients = logConnections(proxy.server);
  });
  after(async () => {
    await proxy.close();
    await target.close();
  });

  async function noSocketLeft(t: TestContext, what: string): Promise<void> {
    await within(target.sockets.allClosed(), `the target's sockets to close (${what})`);
    await within(toTarget.sockets.allClosed(), `the proxy's sockets to the target to close (${what})`);
    await within(clients.allClosed(), `the client connections to the proxy to close (${what})`);
    assert.deepEqual([await connectionsOf(target.server), await connectionsOf(proxy.server)], [0, 0]);
    t.diagnostic(`${what}: sockets opened so far, all closed: target ${target.sockets.sockets.length}, proxy→target ${toTarget.sockets.sockets.length}, client→proxy ${clients.sockets.length}`);
  }

  /** The answer to `path`, once every socket is closed and a normal request to the same target has succeeded. */
  async function fault(t: TestContext, path: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RawResponse> {
    const response = await postEnvelope(proxy.url, { url: `${target.origin}${path}`, method: 'GET', ...extra }, headers);
    await noSocketLeft(t, path);
    const ok = await postEnvelope(proxy.url, { url: `${target.origin}/ok`, method: 'GET' });
    assert.deepEqual([ok.status, ok.json.body], [200, '{"ok":true}'], 'the next request gets its own answer');
    await noSocketLeft(t, `${path}, then /ok`);
    return response;
  }

  it('resets or closes the connection before sending headers: 502 upstream_reset', async (t) => {
    for (const accept of [{}, { accept: 'application/x-ndjson' }] as Array<Record<string, string>>) {
      expectBadGateway(await fault(t, '/reset-before-head', {}, accept), 'upstream_reset', /closed the connection before its response headers were complete \(.*(ECONNRESET|UND_ERR_SOCKET)/);
      expectBadGateway(await fault(t, '/close-before-head', {}, accept), 'upstream_reset', /before its response headers were complete \(UND_ERR_SOCKET: other side closed\)/);
    }
  });

  it('resets or closes the connection in the middle of its headers: 502 upstream_reset', async (t) => {
    expectBadGateway(await fault(t, '/reset-in-head'), 'upstream_reset', /before its response headers were complete/);
    expectBadGateway(await fault(t, '/close-in-head'), 'upstream_reset', /before its response headers were complete \(UND_ERR_SOCKET/);
  });

  it('sends its headers byte by byte past the timeout: 502 upstream_timeout, naming --max-timeout', async (t) => {
    const response = await fault(t, '/slow-head', { timeout: 300 });
    expectBadGateway(response, 'upstream_timeout', /did not send its response headers within 300 ms .*--max-timeout, option maxTimeout/);
  });

  it('sends 5,000 header lines, or one 64 KiB header: 502 upstream_headers_too_large, naming the limit and its flag', async (t) => {
    for (const path of ['/many-headers', '/huge-header']) {
      expectBadGateway(await fault(t, path), 'upstream_headers_too_large', /exceed the 16384 bytes the proxy reads \(raise it with Node's --max-http-header-size\)/);
    }
  });

  it('sends a malformed chunked body: 502 upstream_invalid_response', async (t) => {
    expectBadGateway(await fault(t, '/bad-chunk'), 'upstream_invalid_response', /malformed response: .*Invalid character in chunk size/);
  });

  it('sends less than its Content-Length, then closes or resets: 502 upstream_reset with the bytes received', async (t) => {
    expectBadGateway(await fault(t, '/short-body'), 'upstream_reset', /closed the connection after 7 of the 100 bytes of its response body/);
    // A reset may drop what was still unread, the head included.
    expectBadGateway(await fault(t, '/short-body-reset'), 'upstream_reset', /closed the connection (after \d+ of the 100 bytes|before its response headers)/);
  });

  it('sends more than its Content-Length: the declared body, and the rest never answers another request', async (t) => {
    const response = await fault(t, '/long-body');
    assert.deepEqual([response.status, response.json.status, response.json.body], [200, 200, 'hello']);
  });

  async function brokenStream(t: TestContext, breakIt: (socket: Socket) => void): Promise<any> {
    const pending = openStream(proxy.url, { url: `${target.origin}/stream`, method: 'GET' });
    const { socket } = await within(target.next(), 'the stream request');
    socket.write(head('content-type: text/event-stream\r\ntransfer-encoding: chunked\r\n') + chunk('data: one\n\n'));
    const client = await pending;
    assert.equal((await client.next()).type, 'head');
    assert.deepEqual(await client.next(), { type: 'chunk', body: 'data: one\n\n', bodyEncoding: 'utf-8' });
    breakIt(socket);
    const [error, ...more] = await client.rest();
    assert.deepEqual(more, []);
    assert.equal(client.res.complete, true, 'the answer ends with its record, not cut');
    await noSocketLeft(t, 'a broken stream');
    const ok = await postEnvelope(proxy.url, { url: `${target.origin}/ok`, method: 'GET' });
    assert.equal(ok.status, 200);
    await noSocketLeft(t, 'a broken stream, then /ok');
    return error;
  }

  it('breaks a stream already relayed: an error record, upstream_invalid_response or upstream_reset', async (t) => {
    const malformed = await brokenStream(t, (socket) => socket.write('zz\r\n'));
    assert.deepEqual([malformed.type, malformed.code, malformed.size], ['error', 'upstream_invalid_response', 11]);
    assert.match(malformed.message, /broke off: .*Invalid character in chunk size/);
    const reset = await brokenStream(t, (socket) => socket.resetAndDestroy());
    assert.deepEqual([reset.type, reset.code, reset.size], ['error', 'upstream_reset', 11]);
    const closed = await brokenStream(t, (socket) => socket.end());
    assert.deepEqual([closed.type, closed.code], ['error', 'upstream_reset']);
    assert.match(closed.message, /broke off: UND_ERR_SOCKET: other side closed/);
  });
});

describe('a client that leaves while the connection to the target is being opened', () => {
  let echo: Running;
  let echoSockets: SocketLog;
  before(async () => {
    echo = await startServer(echoListener);
    echoSockets = logConnections(echo.server);
  });
  after(() => echo.close());

  async function proxyFor(options: ProxyOptions) {
    const records = new Arrivals<AuditRecord>();
    const proxy = await startProxy({ ...local, ...options, onRequest: records.push });
    return { proxy, records, clients: logConnections(proxy.server) };
  }

  it('during the DNS lookup: 499 client_closed, the late answer is never dialled, the host still works', async () => {
    const { dnsLookup, lookups } = scriptedDns('slow.test');
    const toTarget = loggedConnector();
    const { proxy, records, clients } = await proxyFor({ dnsLookup, socketConnector: toTarget.connector });
    try {
      const target = `http://slow.test:${echo.port}/pets`;
      const client = postAndLeave(proxy.url, { url: target, method: 'GET' });
      const answer = await within(lookups.next(), 'the DNS lookup');
      client.leave();
      const record = await within(records.next(), 'the audit record');
      assert.deepEqual([record.statusCode, record.error], [499, 'client_closed']);
      await within(clients.allClosed(), 'the client connection to close');
      // The answer comes after the client left: its opening was cancelled, so nothing is dialled.
      answer('127.0.0.1');
      await nextTurn();
      await nextTurn();
      assert.deepEqual([toTarget.calls(), echoSockets.sockets.length], [0, 0], 'the late DNS answer was dialled');
      // Nor a lookup that never answers: the envelope's timeout ends it.
      const timedOut = await postEnvelope(proxy.url, { url: target, method: 'GET', timeout: 300 });
      expectBadGateway(timedOut, 'upstream_timeout', /connection to the target \(DNS lookup, TCP and TLS handshakes\) was not open within 300 ms/);
      (await within(lookups.next(), 'the second lookup'))('127.0.0.1');
      await nextTurn();
      assert.equal(toTarget.calls(), 0, 'the answer to a lookup given up at the timeout was dialled');
      // The same host, answered this time.
      const again = postEnvelope(proxy.url, { url: target, method: 'GET' });
      await within(lookups.next(), 'the third lookup').then((resolve) => resolve('127.0.0.1'));
      const ok = await again;
      assert.deepEqual([ok.status, ok.json.status], [200, 200]);
      await within(clients.allClosed(), 'the client connections to close');
      assert.equal(await connectionsOf(proxy.server), 0);
    } finally {
      await proxy.close();
    }
    await within(echoSockets.allClosed(), 'the pooled connection to close with the proxy');
    assert.equal(await connectionsOf(echo.server), 0);
  });

  it('during a TLS handshake that never completes: 499 client_closed, and the half-open socket is closed at once', async (t) => {
    const silent = await startRawTarget({}, true);
    // undici's own connect timeout put at 10 minutes: only the proxy's cancel can close the socket within the test.
    const toTarget = loggedConnector(600_000);
    const { proxy, records, clients } = await proxyFor({ socketConnector: toTarget.connector });
    try {
      const target = `https://127.0.0.1:${silent.port}/`;
      const hello = new Promise<void>((resolve) => silent.server.once('connection', (socket: Socket) => socket.once('data', () => resolve())));
      const client = postAndLeave(proxy.url, { url: target, method: 'GET' });
      await within(hello, 'the TLS ClientHello');
      client.leave();
      const record = await within(records.next(), 'the audit record');
      assert.deepEqual([record.statusCode, record.error], [499, 'client_closed']);
      await within(silent.sockets.allClosed(), 'the target side of the half-open TLS connection to close');
      await within(toTarget.sockets.allClosed(), 'the proxy side of the half-open TLS connection to close');
      await within(clients.allClosed(), 'the client connection to close');
      // The same with the envelope's timeout instead of a client that leaves.
      const timedOut = await postEnvelope(proxy.url, { url: target, method: 'GET', timeout: 300 });
      expectBadGateway(timedOut, 'upstream_timeout', /was not open within 300 ms/);
      await within(silent.sockets.allClosed(), 'the second half-open connection to close');
      await within(toTarget.sockets.allClosed(), 'the proxy side of the second one to close');
      assert.deepEqual([await connectionsOf(silent.server), silent.sockets.sockets.length, toTarget.sockets.sockets.length], [0, 2, 2]);
      const ok = await postEnvelope(proxy.url, { url: `${echo.origin}/`, method: 'GET' });
      assert.deepEqual([ok.status, ok.json.status], [200, 200]);
      await within(clients.allClosed(), 'the client connections to close');
      t.diagnostic(`TLS: target sockets ${silent.sockets.sockets.length}, proxy→target ${toTarget.sockets.sockets.length}, all closed`);
    } finally {
      await proxy.close();
      await silent.close();
    }
  });
});
