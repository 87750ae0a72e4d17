// Hop-by-hop response headers (RFC 9110 7.6.1) belong to one connection: a real upstream sends them, and neither
// the response envelope nor the audit record carries them on; end-to-end headers pass.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditRecord } from '../src/index.js';
import { postEnvelope, until, startProxy, startServer, type ProxyUnderTest, type Running } from './helpers.js';

const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-authenticate', 'proxy-x', 'te', 'trailer', 'x-hop', 'x-also-hop'];

describe('hop-by-hop response headers', () => {
  let upstream: Running;
  let proxy: ProxyUnderTest;
  const records: AuditRecord[] = [];
  before(async () => {
    upstream = await startServer((req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        Connection: 'keep-alive, X-Hop, x-also-hop',
        'Keep-Alive': 'timeout=5, max=100',
        'Transfer-Encoding': 'chunked',
        Upgrade: 'h2c',
        'Proxy-Authenticate': 'Basic realm="upstream"',
        'Proxy-X': 'p',
        TE: 'trailers',
        Trailer: 'X-Checksum',
        'X-Hop': 'named in Connection',
        'X-Also-Hop': 'named too',
        'X-End-To-End': 'kept',
        'Cache-Control': 'max-age=60',
      });
      // Written in two chunks so the body really travels chunked, with the trailer the header announced.
      res.write('hello ');
      res.addTrailers({ 'X-Checksum': 'abc' });
      res.end(req.url === '/' ? 'world' : 'there');
    });
    proxy = await startProxy({ allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000, onRequest: (r) => void records.push(r) });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('are dropped from the envelope: the fixed ones and every header the Connection header names', async () => {
    const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/`, method: 'GET' });
    assert.equal(response.status, 200, response.text);
    const headers = response.json.headers as Record<string, string>;
    for (const name of hopByHop) assert.equal(headers[name], undefined, `${name} must not reach the envelope`);
    assert.equal(headers['x-end-to-end'], 'kept');
    assert.equal(headers['cache-control'], 'max-age=60');
    assert.equal(headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(response.json.body, 'hello world');
  });

  it('never reach the audit record', async () => {
    records.length = 0;
    await postEnvelope(proxy.url, { url: `${upstream.origin}/audited`, method: 'GET' });
    await until(() => records.length > 0);
    assert.equal(records.length, 1);
    const line = JSON.stringify(records[0]).toLowerCase();
    for (const name of hopByHop) assert.ok(!line.includes(`"${name}"`), `${name} in ${line}`);
    for (const value of ['timeout=5', 'named in connection', 'h2c', 'realm']) assert.ok(!line.includes(value), `${value} in ${line}`);
    assert.equal(records[0]!.statusCode, 200);
  });
});
