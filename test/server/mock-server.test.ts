/**
 * The mock's HTTP server in this process (src/mock/server.ts, what `spec-viewer mock` starts), on 127.0.0.1 and
 * an ephemeral port: what the process tests cannot see from outside. A stream's timer stops when its client goes
 * away, close() ends open streams, the document's framing headers never reach the wire, and a header the
 * document names with characters HTTP forbids (a space) is left out rather than failing the answer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../../src/index.js';
import { startMockServer, type MockExchange, type MockServer } from '../../src/mock/server.js';

const DOCUMENT = `
openapi: 3.1.0
info: {title: Server checks, version: '1'}
paths:
  /events:
    get:
      responses:
        '200':
          description: ticks
          content:
            text/event-stream:
              schema: {type: string}
              example: "data: 1\\n\\ndata: 2\\n\\ndata: 3\\n\\ndata: 4\\n\\ndata: 5\\n\\n"
  /framed:
    get:
      responses:
        '200':
          description: a body and headers that would break the framing
          headers:
            Content-Length: {schema: {type: integer}, example: 99999}
            Transfer-Encoding: {schema: {type: string}, example: chunked}
            "X Spaced": {schema: {type: string}, example: spaced}
            X-Kept: {schema: {type: string}, example: kept}
          content:
            application/json:
              example: {ok: true}
`;

let server: MockServer;
const exchanges: MockExchange[] = [];
const timers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

before(async () => {
  const model = await parseSpec(DOCUMENT);
  server = await startMockServer(model, { host: '127.0.0.1', port: 0, onExchange: (x) => exchanges.push(x) });
});
after(async () => {
  await server?.close();
});

describe('the mock server', () => {
  it('listens on loopback and names its URL', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(server.host, '127.0.0.1');
  });

  it('stops a stream\'s timer as soon as its client goes away', async () => {
    const before = timers();
    const abort = new AbortController();
    const response = await fetch(`${server.url}/events`, { signal: abort.signal });
    const reader = response.body!.getReader();
    assert.equal(new TextDecoder().decode((await reader.read()).value), 'data: 1\n\n');
    assert.ok(timers() > before, 'the next item is scheduled');
    abort.abort();
    await reader.read().catch(() => undefined);
    // Less than one interval: a timer still running would fire and schedule the next item.
    const deadline = Date.now() + 300;
    while (timers() > before && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    assert.equal(timers(), before, 'no timer left behind');
    assert.deepEqual(exchanges.at(-1), { method: 'GET', target: '/events', status: 200, streamItems: 5 });
  });

  it('leaves out the document\'s framing headers and header names HTTP forbids', async () => {
    const response = await fetch(`${server.url}/framed`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { ok: true });
    assert.equal(response.headers.get('content-length'), String(Buffer.byteLength(JSON.stringify({ ok: true }, null, 2))));
    assert.equal(response.headers.get('transfer-encoding'), null);
    assert.ok(![...response.headers.keys()].some((name) => name.includes('spaced')));
    assert.equal(response.headers.get('x-kept'), 'kept');
  });

  it('close() ends the streams still open, then resolves', async () => {
    const own = await startMockServer(await parseSpec(DOCUMENT), { host: '127.0.0.1', port: 0 });
    const response = await fetch(`${own.url}/events`);
    const reader = response.body!.getReader();
    await reader.read();
    const started = performance.now();
    const closing = own.close();
    let read = await reader.read();
    while (!read.done) read = await reader.read();
    await closing;
    assert.ok(performance.now() - started < 900, 'before the grace period for busy connections');
  });
});
