// Every status the proxy answers itself, each with {"error": {"code", "message"}}, and the slow-client cut-offs.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createProxyServer } from '../src/index.js';
import { echoListener, postEnvelope, rawRequest, startProxy, startServer, type ProxyUnderTest, type RawResponse, type Running } from './helpers.js';

function expectError(response: RawResponse, status: number, code: string): void {
  assert.equal(response.status, status, response.text);
  assert.equal(response.json?.error?.code, code, response.text);
  assert.equal(typeof response.json.error.message, 'string');
  assert.ok(response.json.error.message.length > 0);
  assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
}

describe('malformed requests', () => {
  let proxy: ProxyUnderTest;
  before(async () => {
    proxy = await startProxy({ rateLimitPerMinute: 10_000 });
  });
  after(() => proxy.close());

  const json = { 'content-type': 'application/json' };

  it('400 invalid_json for a body that is not JSON', async () => {
    expectError(await rawRequest(proxy.url, { headers: json, body: '{"url": ' }), 400, 'invalid_json');
    expectError(await rawRequest(proxy.url, { headers: json, body: '' }), 400, 'invalid_json');
  });

  const badEnvelopes: Array<[string, unknown]> = [
    ['an array', [1, 2]],
    ['a string', 'http://example.com'],
    ['no url', { method: 'GET' }],
    ['a numeric url', { url: 42, method: 'GET' }],
    ['no method', { url: 'https://example.com/' }],
    ['TRACE', { url: 'https://example.com/', method: 'TRACE' }],
    ['CONNECT', { url: 'https://example.com/', method: 'CONNECT' }],
    ['headers as an array', { url: 'https://example.com/', method: 'GET', headers: ['a'] }],
    ['a numeric header value', { url: 'https://example.com/', method: 'GET', headers: { 'x-n': 1 } }],
    ['a header name with a space', { url: 'https://example.com/', method: 'GET', headers: { 'x n': '1' } }],
    ['CRLF in a header value', { url: 'https://example.com/', method: 'GET', headers: { 'x-a': 'v\r\nHost: evil' } }],
    ['a numeric body', { url: 'https://example.com/', method: 'POST', body: 12 }],
    ['an unknown bodyEncoding', { url: 'https://example.com/', method: 'POST', body: 'x', bodyEncoding: 'hex' }],
    ['a negative timeout', { url: 'https://example.com/', method: 'GET', timeout: -1 }],
    ['a string timeout', { url: 'https://example.com/', method: 'GET', timeout: '100' }],
  ];
  for (const [label, envelope] of badEnvelopes) {
    it(`400 invalid_envelope for ${label}`, async () => {
      expectError(await postEnvelope(proxy.url, envelope), 400, 'invalid_envelope');
    });
  }

  const badBase64 = ['abc', 'YQ', 'YR==', 'YW Jj', 'YWJj\n', '-_-_', 'YWJj=', '====', 'YW=j', 'Y===', 'SGVsbG8@'];
  for (const body of badBase64) {
    it(`400 for base64 body ${JSON.stringify(body)}, never silently truncated`, async () => {
      const response = await postEnvelope(proxy.url, { url: 'https://example.com/', method: 'POST', body, bodyEncoding: 'base64' });
      expectError(response, 400, 'invalid_envelope');
      assert.match(response.json.error.message, /base64/);
    });
  }

  const badTargets = ['/relative/path', 'example.com/no-scheme', 'javascript:alert(1)', 'data:text/plain,hi', 'http://', 'https://user@example.com/'];
  for (const url of badTargets) {
    it(`400 invalid_target for ${url}`, async () => {
      expectError(await postEnvelope(proxy.url, { url, method: 'GET' }), 400, 'invalid_target');
    });
  }

  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    it(`405 for ${method} on the endpoint, with Allow`, async () => {
      const response = await rawRequest(proxy.url, { method, headers: json, body: method === 'GET' ? undefined : '{}' });
      expectError(response, 405, 'method_not_allowed');
      assert.equal(response.headers.allow, 'POST, OPTIONS');
    });
  }

  for (const contentType of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
    it(`415 for content type ${contentType ?? '(none)'}`, async () => {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const response = await rawRequest(proxy.url, { headers, body: JSON.stringify({ url: 'https://example.com/', method: 'GET' }) });
      expectError(response, 415, 'unsupported_media_type');
    });
  }

  it('accepts application/json with a charset parameter', async () => {
    const response = await rawRequest(proxy.url, {
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      body: JSON.stringify({ url: 'ftp://example.com/', method: 'GET' }),
    });
    expectError(response, 400, 'invalid_target');
  });
});

describe('413: request bodies over maxBodySize', () => {
  let proxy: ProxyUnderTest;
  before(async () => {
    proxy = await startProxy({ maxBodySize: 1_000, rateLimitPerMinute: 10_000 });
  });
  after(() => proxy.close());

  it('refuses a declared Content-Length over the limit without reading it', async () => {
    const body = JSON.stringify({ url: 'https://example.com/', method: 'POST', body: 'x'.repeat(2_000) });
    const response = await rawRequest(proxy.url, { headers: { 'content-type': 'application/json' }, body });
    expectError(response, 413, 'payload_too_large');
    assert.equal(response.headers.connection, 'close');
  });

  it('stops reading a chunked body at the limit and closes the connection', async () => {
    const result = await new Promise<{ status: number; written: number; body: string }>((resolve, reject) => {
      const req = httpRequest(proxy.url, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false });
      let written = 0;
      let done = false;
      req.on('error', () => undefined);
      req.on('response', (res) => {
        done = true;
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, written, body: text }));
        res.on('error', reject);
      });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      req.write('{"url":"https://example.com/","method":"POST","body":"');
      // Keep sending up to 64 MB; the proxy must answer long before.
      const pump = (): void => {
        while (!done && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    assert.equal(result.status, 413);
    assert.equal(JSON.parse(result.body).error.code, 'payload_too_large');
    assert.ok(result.written < 8 * 1024 * 1024, `client managed to send ${result.written} bytes`);
  });

  it('accepts a body right at the limit', async () => {
    const base = JSON.stringify({ url: 'ftp://x/', method: 'GET', body: '' });
    const envelope = JSON.stringify({ url: 'ftp://x/', method: 'GET', body: 'y'.repeat(1_000 - base.length) });
    assert.equal(envelope.length, 1_000);
    expectError(await rawRequest(proxy.url, { headers: { 'content-type': 'application/json' }, body: envelope }), 400, 'invalid_target');
  });
});

describe('403: domain allowlist', () => {
  let upstream: Running;
  let proxy: ProxyUnderTest;
  before(async () => {
    upstream = await startServer(echoListener);
    proxy = await startProxy({
      allowedDomains: ['api.example.com', '*.sandbox.example.org'],
      allowPrivateHosts: ['127.0.0.1'],
      // The allowlisted names point at the local upstream.
      dnsLookup: async () => [{ address: '127.0.0.1', family: 4 }],
      rateLimitPerMinute: 10_000,
    });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  for (const host of ['api.example.com', 'API.Example.com.', 'pets.sandbox.example.org', 'a.b.sandbox.example.org']) {
    it(`forwards to allowlisted ${host}`, async () => {
      const response = await postEnvelope(proxy.url, { url: `http://${host}:${upstream.port}/ok`, method: 'GET' });
      assert.equal(response.status, 200, response.text);
      assert.equal(response.json.status, 200);
    });
  }

  for (const host of ['example.com', 'evil-api.example.com', 'api.example.com.evil.net', 'sandbox.example.org', 'xsandbox.example.org', '127.0.0.1']) {
    it(`403 domain_not_allowed for ${host}`, async () => {
      expectError(await postEnvelope(proxy.url, { url: `http://${host}:${upstream.port}/`, method: 'GET' }), 403, 'domain_not_allowed');
    });
  }
});

describe('429: per-IP rate limit', () => {
  it('counts every request before parsing, malformed ones included, and sends Retry-After', async () => {
    const proxy = await startProxy({ rateLimitPerMinute: 4 });
    try {
      expectError(await rawRequest(proxy.url, { headers: { 'content-type': 'application/json' }, body: 'nope' }), 400, 'invalid_json');
      expectError(await rawRequest(proxy.url, { method: 'GET' }), 405, 'method_not_allowed');
      expectError(await rawRequest(proxy.url, { headers: { 'content-type': 'text/plain' }, body: '{}' }), 415, 'unsupported_media_type');
      expectError(await postEnvelope(proxy.url, { url: 'ftp://x/', method: 'GET' }), 400, 'invalid_target');
      // The fifth request is refused before its (valid-looking or broken) body is even looked at.
      for (const body of ['{"url":"https://example.com/","method":"GET"}', 'garbage']) {
        const limited = await rawRequest(proxy.url, { headers: { 'content-type': 'application/json' }, body });
        expectError(limited, 429, 'rate_limited');
        const retryAfter = Number(limited.headers['retry-after']);
        assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${limited.headers['retry-after']}`);
      }
    } finally {
      await proxy.close();
    }
  });
});

describe('408 and slow clients', () => {
  it('answers 408 when the envelope body stalls', async () => {
    const proxy = await startProxy({ bodyTimeout: 300 });
    try {
      const started = Date.now();
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(proxy.url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' }, agent: false });
        req.on('error', reject);
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.write('{"url":'); // and never the rest
      });
      assert.equal(response.status, 408);
      assert.equal(JSON.parse(response.body).error.code, 'request_timeout');
      assert.ok(Date.now() - started >= 290);
    } finally {
      await proxy.close();
    }
  });

  it('the standalone server drops a client whose headers never finish', async () => {
    const proxy = createProxyServer({ headersTimeout: 500, log: 'none' });
    const address: AddressInfo = await proxy.listen(0, '127.0.0.1');
    try {
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = connect(address.port, '127.0.0.1', () => socket.write('POST / HTTP/1.1\r\nHost: x\r\nX-Slow: '));
        socket.on('data', () => undefined);
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(Date.now() - started));
      });
      assert.ok(closedAfter >= 450 && closedAfter < 4_000, `closed after ${closedAfter} ms`);
    } finally {
      await proxy.close(100);
    }
  });
});

describe('CORS: who may call the proxy from a browser', () => {
  const envelope = JSON.stringify({ url: 'ftp://x/', method: 'GET' });
  const post = (url: string, headers: Record<string, string>) =>
    rawRequest(url, { headers: { 'content-type': 'application/json', ...headers }, body: envelope });

  it('same origin only by default: a foreign Origin gets 403, the own host passes', async () => {
    const proxy = await startProxy({ rateLimitPerMinute: 10_000 });
    try {
      const refused = await post(proxy.url, { origin: 'https://evil.example' });
      expectError(refused, 403, 'origin_not_allowed');
      assert.match(refused.json.error.message, /https:\/\/evil\.example .*--cors-origin https:\/\/evil\.example/, 'names the origin and the flag');
      const same = await post(proxy.url, { origin: proxy.origin });
      expectError(same, 400, 'invalid_target');
      assert.equal(same.headers['access-control-allow-origin'], undefined);
      expectError(await post(proxy.url, {}), 400, 'invalid_target');
      const preflight = await rawRequest(proxy.url, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expectError(preflight, 403, 'origin_not_allowed');
    } finally {
      await proxy.close();
    }
  });

  it('listed origins get CORS headers and a preflight answer', async () => {
    const proxy = await startProxy({ corsOrigin: ['https://docs.example.com'], rateLimitPerMinute: 10_000 });
    try {
      const preflight = await rawRequest(proxy.url, {
        method: 'OPTIONS',
        headers: { origin: 'https://docs.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], 'https://docs.example.com');
      assert.equal(preflight.headers['access-control-allow-methods'], 'POST');
      assert.equal(preflight.headers['access-control-allow-headers'], 'content-type');
      const response = await post(proxy.url, { origin: 'https://docs.example.com' });
      assert.equal(response.headers['access-control-allow-origin'], 'https://docs.example.com');
      assert.equal(response.headers.vary, 'Origin');
      expectError(await post(proxy.url, { origin: 'https://docs.example.com.evil.net' }), 403, 'origin_not_allowed');
    } finally {
      await proxy.close();
    }
  });

  it('a 429 still carries the CORS headers, so the page can read it', async () => {
    const proxy = await startProxy({ corsOrigin: ['https://docs.example.com'], rateLimitPerMinute: 1 });
    try {
      await post(proxy.url, { origin: 'https://docs.example.com' });
      const limited = await post(proxy.url, { origin: 'https://docs.example.com' });
      expectError(limited, 429, 'rate_limited');
      assert.equal(limited.headers['access-control-allow-origin'], 'https://docs.example.com');
    } finally {
      await proxy.close();
    }
  });

  it("'*' allows any origin, explicitly", async () => {
    const proxy = await startProxy({ corsOrigin: '*', rateLimitPerMinute: 10_000 });
    try {
      const response = await post(proxy.url, { origin: 'https://anyone.example' });
      assert.equal(response.headers['access-control-allow-origin'], '*');
    } finally {
      await proxy.close();
    }
  });
});
