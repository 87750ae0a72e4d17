// Stopping the proxy (issue 48 point 4, with faults.test.ts) while streams are open: by close() and, through the
// real process, by SIGTERM. Each open stream ends with a proxy_stopping error record instead of being cut, a
// request still waiting for its target gets its answer within the grace period or a 503 after it, and no socket
// is left open on either side. Waits end on events; the only timer under test is a grace period set small.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { Agent } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createProxyServer, type ProxyOptions } from '../src/index.js';
import { buildCli, startCli, type CliBuild } from './cli-process.js';
import { connectionsOf, logConnections, within } from './fault-servers.js';
import { postEnvelope, startProxy } from './helpers.js';
import { openStream, startDrivenUpstream, type DrivenUpstream, type StreamClient } from './stream-client.js';

const local: ProxyOptions = { allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000 };
const sse = { 'content-type': 'text/event-stream' };

/** A stream through the proxy at `url`, its head and one chunk relayed; `agent` for a keep-alive connection. */
async function openRelayed(url: string, upstream: DrivenUpstream, agent?: Agent) {
  const pending = openStream(url, { url: `${upstream.origin}/events`, method: 'GET' }, {}, agent);
  const { res } = await within(upstream.nextRequest(), 'the stream request');
  res.writeHead(200, sse);
  res.write('data: 1\n\n');
  const client = await pending;
  assert.equal((await client.next()).type, 'head');
  assert.equal((await client.next()).type, 'chunk');
  return { client, res };
}

/** The records left on a stream the proxy is stopping: exactly one proxy_stopping error, and a proper end. */
async function expectStopped(client: StreamClient, size: number): Promise<void> {
  const [error, ...more] = await client.rest();
  assert.deepEqual(more, []);
  assert.deepEqual([error?.type, error?.code, error?.size], ['error', 'proxy_stopping', size]);
  assert.match(error.message, /The proxy is stopping \(SIGTERM, SIGINT or close\(\)\); the stream was ended here/);
  assert.equal(client.res.complete, true, 'the answer ends with its record, not cut');
}

async function startServerUnderTest(options: ProxyOptions = {}) {
  const proxy = createProxyServer({ ...local, ...options, log: 'none' });
  const { port } = await proxy.listen(0, '127.0.0.1');
  return { proxy, url: `http://127.0.0.1:${port}/api/proxy`, clients: logConnections(proxy.server) };
}

describe('close() with streams open', () => {
  it('ends each open stream with a proxy_stopping record at once, and lets a waiting request finish', async () => {
    const upstream = await startDrivenUpstream();
    const upstreamSockets = logConnections(upstream.server);
    const { proxy, url, clients } = await startServerUnderTest();
    const keepAlive = new Agent({ keepAlive: true });
    try {
      const streams = [await openRelayed(url, upstream), await openRelayed(url, upstream, keepAlive)];
      // Still waiting for their target: a stream and a JSON request.
      const lateStream = openStream(url, { url: `${upstream.origin}/late`, method: 'GET' });
      const late = await within(upstream.nextRequest(), 'the late stream request');
      const json = postEnvelope(url, { url: `${upstream.origin}/pets`, method: 'GET' });
      const pets = await within(upstream.nextRequest(), 'the JSON request');

      const closing = proxy.close(60_000);
      for (const { client, res } of streams) {
        await expectStopped(client, 9);
        if (!res.closed) await within(once(res, 'close'), 'the target to see its stream closed');
      }
      // Within the grace period: the stream whose head comes now gets the head, then the record.
      late.res.writeHead(200, sse);
      late.res.flushHeaders();
      const lateClient = await lateStream;
      assert.equal((await lateClient.next()).type, 'head');
      await expectStopped(lateClient, 0);
      // …and the JSON request its answer.
      pets.res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      const answer = await json;
      assert.deepEqual([answer.status, answer.json.status, answer.json.body], [200, 200, '[]']);

      await within(closing, 'close() to resolve');
      await within(clients.allClosed(), 'the client connections, the keep-alive one included, to close');
      await within(upstreamSockets.allClosed(), 'the connections to the target to close');
      assert.deepEqual([await connectionsOf(proxy.server), await upstream.connections()], [0, 0]);
      // One connection per request; undici may redial once after aborting a stream and close that at once.
      assert.equal(clients.sockets.length, 4);
      assert.ok(upstreamSockets.sockets.length >= 4, `${upstreamSockets.sockets.length} connections to the target`);
      await assert.rejects(postEnvelope(url, { url: `${upstream.origin}/`, method: 'GET' }), /ECONNREFUSED/);
    } finally {
      keepAlive.destroy();
      await upstream.close();
    }
  });

  it('answers 503 proxy_stopping to a request still waiting for its target when the grace period ends', async () => {
    const upstream = await startDrivenUpstream();
    const upstreamSockets = logConnections(upstream.server);
    const { proxy, url, clients } = await startServerUnderTest();
    try {
      const json = postEnvelope(url, { url: `${upstream.origin}/hang`, method: 'GET' });
      await within(upstream.nextRequest(), 'the request to reach the target');
      const closing = proxy.close(200);
      const answer = await json;
      assert.equal(answer.status, 503);
      assert.equal(answer.json.error.code, 'proxy_stopping');
      assert.match(answer.json.error.message, /The proxy is stopping \(SIGTERM, SIGINT or close\(\)\) and gave up waiting for the target/);
      assert.equal(answer.headers.connection, 'close');
      await within(closing, 'close() to resolve');
      await within(clients.allClosed(), 'the client connection to close');
      await within(upstreamSockets.allClosed(), 'the connection to the target to close');
      assert.deepEqual([await connectionsOf(proxy.server), await upstream.connections()], [0, 0]);
    } finally {
      await upstream.close();
    }
  });
});

describe('a handler that is stopping', () => {
  it('answers 503 proxy_stopping to a request that arrives meanwhile, and closes its connection', async () => {
    const proxy = await startProxy(local);
    try {
      await proxy.handler.stop();
      const answer = await postEnvelope(proxy.url, { url: 'http://127.0.0.1:9/', method: 'GET' });
      assert.deepEqual([answer.status, answer.json.error.code, answer.headers.connection], [503, 'proxy_stopping', 'close']);
      assert.match(answer.json.error.message, /The proxy is stopping \(SIGTERM, SIGINT or close\(\)\) and takes no new requests/);
    } finally {
      await proxy.close();
    }
  });
});

describe('the CLI on SIGTERM with a stream open', () => {
  let built: CliBuild;
  before(async () => {
    built = await buildCli();
  });
  after(() => built.remove());

  it('ends the stream with a proxy_stopping record, logs it, closes the target connection and exits 0', async () => {
    const upstream = await startDrivenUpstream();
    const upstreamSockets = logConnections(upstream.server);
    const cli = await startCli(built.bin, ['--allow-private-hosts', '127.0.0.1', '--log', 'json']);
    try {
      const { client } = await openRelayed(cli.url, upstream);
      const closed = once(cli.child, 'close');
      cli.child.kill('SIGTERM');
      await expectStopped(client, 9);
      assert.equal(await within(cli.exited, 'the proxy to exit'), 0);
      await within(closed, 'the output of the proxy to end');
      assert.match(cli.stderr(), /SIGTERM received, ending open streams and finishing in-flight requests/);
      assert.match(cli.stderr(), /stopped/);
      const line = JSON.parse(cli.stdout().trim().split('\n').at(-1) as string);
      assert.deepEqual([line.statusCode, line.stream, line.error, line.size], [200, 'error', 'proxy_stopping', 9]);
      await within(upstreamSockets.allClosed(), 'the connection to the target to close');
      assert.equal(await upstream.connections(), 0);
    } finally {
      await cli.stop();
      await upstream.close();
    }
  });
});
