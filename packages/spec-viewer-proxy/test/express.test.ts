// The Express router on a real Express 5 app on 127.0.0.1.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import { createProxyRouter, type ProxyRouter } from '../src/express.js';
import type { AuditRecord } from '../src/index.js';
import { echoListener, postEnvelope, rawRequest, startServer, type Running } from './helpers.js';

async function listen(app: express.Express): Promise<{ server: Server; origin: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('createProxyRouter mounted at /api/proxy', () => {
  let upstream: Running;
  let router: ProxyRouter;
  let server: Server;
  let origin: string;
  const records: AuditRecord[] = [];

  before(async () => {
    upstream = await startServer(echoListener);
    router = createProxyRouter({ allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 1_000, onRequest: (r) => void records.push(r) });
    const app = express();
    app.use('/api/proxy', router);
    app.use(express.json());
    app.get('/api/other', (_req, res) => void res.json({ other: true }));
    ({ server, origin } = await listen(app));
    await router.ready;
  });
  after(async () => {
    await closeServer(server);
    await router.close();
    await upstream.close();
  });

  it('forwards an envelope', async () => {
    const response = await postEnvelope(`${origin}/api/proxy`, {
      url: `${upstream.origin}/pets?limit=2`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    assert.equal(response.status, 200);
    assert.equal(response.json.status, 200);
    const seen = JSON.parse(response.json.body);
    assert.equal(seen.method, 'PUT');
    assert.equal(seen.url, '/pets?limit=2');
    assert.equal(Buffer.from(seen.body, 'base64').toString(), '{"a":1}');
    assert.equal(records.at(-1)?.statusCode, 200);
  });

  it('answers the trailing-slash form and the proxy statuses', async () => {
    assert.equal((await postEnvelope(`${origin}/api/proxy/`, { url: `${upstream.origin}/`, method: 'GET' })).json.status, 200);
    assert.equal((await rawRequest(`${origin}/api/proxy`, { method: 'GET' })).status, 405);
    assert.equal((await rawRequest(`${origin}/api/proxy`, { headers: { 'content-type': 'text/plain' }, body: 'x' })).status, 415);
    const blocked = await postEnvelope(`${origin}/api/proxy`, { url: 'http://169.254.169.254/latest/meta-data/', method: 'GET' });
    assert.equal(blocked.status, 403);
    assert.equal(blocked.json.error.code, 'ssrf_blocked');
  });

  it('leaves other paths to the app', async () => {
    assert.equal((await rawRequest(`${origin}/api/proxy/deeper`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status, 404);
    assert.deepEqual((await rawRequest(`${origin}/api/other`, { method: 'GET' })).json, { other: true });
  });
});

describe('createProxyRouter behind express.json()', () => {
  it('uses the already-parsed body and still applies maxBodySize', async () => {
    const upstream = await startServer(echoListener);
    const router = createProxyRouter({ allowPrivateHosts: ['127.0.0.1'], maxBodySize: 2_000 });
    const app = express();
    app.use(express.json({ limit: '5mb' }));
    app.use('/api/proxy', router);
    const { server, origin } = await listen(app);
    try {
      const ok = await postEnvelope(`${origin}/api/proxy`, { url: `${upstream.origin}/x`, method: 'POST', body: 'hi' });
      assert.equal(ok.status, 200);
      assert.equal(Buffer.from(JSON.parse(ok.json.body).body, 'base64').toString(), 'hi');
      const big = await postEnvelope(`${origin}/api/proxy`, { url: `${upstream.origin}/x`, method: 'POST', body: 'x'.repeat(5_000) });
      assert.equal(big.status, 413);
      assert.equal(big.json.error.code, 'payload_too_large');
    } finally {
      await closeServer(server);
      await router.close();
      await upstream.close();
    }
  });
});
