// Which methods the proxy forwards (any HTTP token, case kept) and which it refuses (CONNECT, TRACE, TRACK,
// non-tokens), through the real proxy to the real echo server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEchoServer, type EchoRecord, type EchoServer } from '../../../test/servers/echo-server.mjs';
import { parseEnvelope } from '../src/envelope.js';
import { ProxyError } from '../src/proxy-error.js';
import { postEnvelope, startProxy, type ProxyUnderTest } from './helpers.js';

const local = { allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000 };

function expectInvalidEnvelope(response: { status: number; json: { error?: { code?: string; message?: string } }; text: string }, pattern: RegExp): void {
  assert.equal(response.status, 400, response.text);
  assert.equal(response.json.error?.code, 'invalid_envelope', response.text);
  assert.match(response.json.error?.message ?? '', pattern);
}

describe('proxy: HTTP methods', () => {
  let echo: EchoServer;
  let proxy: ProxyUnderTest;
  before(async () => {
    echo = await startEchoServer();
    proxy = await startProxy(local);
  });
  after(async () => {
    await proxy.close();
    await echo.close();
  });

  async function forwarded(envelope: Record<string, unknown>): Promise<EchoRecord> {
    const response = await postEnvelope(proxy.url, { url: `${echo.url}/things?limit=2`, ...envelope });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.json.status, 200, response.text);
    return JSON.parse(response.json.body) as EchoRecord;
  }

  it('forwards QUERY with its JSON body', async () => {
    const seen = await forwarded({ method: 'QUERY', headers: { 'Content-Type': 'application/json' }, body: '{"name":"widget ✓"}' });
    assert.equal(seen.method, 'QUERY');
    assert.equal(seen.url, '/things?limit=2');
    assert.equal(seen.headers['content-type'], 'application/json');
    assert.equal(seen.bodyText, '{"name":"widget ✓"}');
  });

  it('forwards a lower-case query upper-cased, like the other fixed methods', async () => {
    assert.equal((await forwarded({ method: 'query', body: '{}' })).method, 'QUERY');
  });

  it('forwards PURGE without a body', async () => {
    const seen = await forwarded({ method: 'PURGE' });
    assert.equal(seen.method, 'PURGE');
    assert.equal(seen.bodyLength, 0);
  });

  it('forwards other registered methods (LINK, COPY) as written', async () => {
    assert.equal((await forwarded({ method: 'LINK' })).method, 'LINK');
    assert.equal((await forwarded({ method: 'COPY', body: 'x' })).method, 'COPY');
  });

  for (const method of ['TRACE', 'CONNECT', 'TRACK', 'trace', 'Connect', 'track']) {
    it(`refuses ${method} with 400 invalid_envelope before contacting the target`, async () => {
      const before = echo.requests.length;
      const response = await postEnvelope(proxy.url, { url: `${echo.url}/things`, method });
      expectInvalidEnvelope(response, /CONNECT, TRACE, TRACK/);
      assert.equal(echo.requests.length, before, 'the target was contacted');
    });
  }

  for (const method of ['BAD METHOD', '', 'GET\r\nX-Injected: 1', 'PÜRGE', 'A(B)']) {
    it(`refuses the invalid token ${JSON.stringify(method)} with 400 invalid_envelope`, async () => {
      const before = echo.requests.length;
      expectInvalidEnvelope(await postEnvelope(proxy.url, { url: `${echo.url}/things`, method }), /not a valid HTTP method token/);
      assert.equal(echo.requests.length, before, 'the target was contacted');
    });
  }
});

describe('proxy envelope: the method that goes out', () => {
  const methodOf = (method: string): string => parseEnvelope(JSON.stringify({ url: 'https://api.example.com/', method })).method;

  it('upper-cases the fixed methods', () => {
    assert.deepEqual(['get', 'Post', 'delete', 'query', 'patch'].map(methodOf), ['GET', 'POST', 'DELETE', 'QUERY', 'PATCH']);
  });

  it('keeps custom tokens exactly as sent', () => {
    assert.deepEqual(['PURGE', 'Link', 'purge', 'X-Custom_1', 'M-SEARCH'].map(methodOf), ['PURGE', 'Link', 'purge', 'X-Custom_1', 'M-SEARCH']);
  });

  it('throws a 400 ProxyError for refused methods and non-tokens', () => {
    for (const method of ['TRACE', 'tRaCe', 'CONNECT', 'TRACK', 'BAD METHOD', '']) {
      assert.throws(() => methodOf(method), (error: unknown) => error instanceof ProxyError && error.status === 400 && error.code === 'invalid_envelope', method);
    }
  });
});
