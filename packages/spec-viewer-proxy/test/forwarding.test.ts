// Forwarding (docs/proxy.md#the-exchange) over real sockets: methods, bodies, encodings, headers, timeouts, failures.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { echoListener, postEnvelope, startProxy, startServer, type ProxyUnderTest, type Running } from './helpers.js';
import type { ProxyOptions } from '../src/index.js';

const local = { allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000 };

describe('forwarding to a local upstream', () => {
  let upstream: Running;
  let proxy: ProxyUnderTest;
  before(async () => {
    upstream = await startServer(echoListener);
    proxy = await startProxy(local);
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
    it(`forwards ${method} with its path, query, headers and body`, async () => {
      const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      const response = await postEnvelope(proxy.url, {
        url: `${upstream.origin}/pets/42?tag=a&tag=b`,
        method,
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'k-123' },
        body: withBody ? '{"name":"Rex ✓"}' : null,
        bodyEncoding: 'utf-8',
      });
      assert.equal(response.status, 200);
      assert.equal(response.json.status, 200);
      assert.equal(response.json.statusText, 'OK');
      assert.equal(typeof response.json.duration, 'number');
      if (method === 'HEAD') {
        assert.equal(response.json.body, '');
        return;
      }
      assert.equal(response.json.bodyEncoding, 'utf-8');
      const seen = JSON.parse(response.json.body);
      assert.equal(seen.method, method);
      assert.equal(seen.url, '/pets/42?tag=a&tag=b');
      assert.equal(seen.headers['x-api-key'], 'k-123');
      assert.equal(seen.headers.host, `127.0.0.1:${upstream.port}`);
      assert.equal(Buffer.from(seen.body, 'base64').toString('utf8'), withBody ? '{"name":"Rex ✓"}' : '');
    });
  }

  it('accepts a lower-case method and a missing headers/body', async () => {
    const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/`, method: 'get' });
    assert.equal(JSON.parse(response.json.body).method, 'GET');
  });

  it('decodes a base64 multipart upload to the exact bytes', async () => {
    const file = randomBytes(300_000);
    const boundary = '----sv-boundary-7MA4YWxkTrZu0gW';
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await postEnvelope(proxy.url, {
      url: `${upstream.origin}/upload`,
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: multipart.toString('base64'),
      bodyEncoding: 'base64',
    });
    const seen = JSON.parse(response.json.body);
    const received = Buffer.from(seen.body, 'base64');
    assert.equal(received.length, multipart.length);
    assert.ok(received.equals(multipart), 'bytes differ');
    assert.equal(seen.headers['content-length'], String(multipart.length));
    assert.equal(seen.headers['content-type'], `multipart/form-data; boundary=${boundary}`);
  });

  it('strips hop-by-hop and internal headers, keeps the caller\'s auth headers', async () => {
    const response = await postEnvelope(
      proxy.url,
      {
        url: `${upstream.origin}/headers`,
        method: 'POST',
        body: 'x',
        headers: {
          Host: 'admin.internal',
          'X-Forwarded-For': '10.0.0.1',
          'X-Forwarded-Host': 'admin.internal',
          'X-Forwarded-Proto': 'https',
          Forwarded: 'for=10.0.0.1',
          'X-Real-IP': '10.0.0.1',
          Via: '1.1 internal',
          'True-Client-IP': '10.0.0.1',
          Connection: 'keep-alive, X-Hop-Secret',
          'X-Hop-Secret': 'must not pass',
          'Keep-Alive': 'timeout=5',
          'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0',
          'Proxy-Connection': 'keep-alive',
          TE: 'trailers',
          Trailer: 'Expires',
          'Transfer-Encoding': 'chunked',
          Upgrade: 'websocket',
          Expect: '100-continue',
          'Content-Length': '999',
          'Accept-Encoding': 'gzip',
          Authorization: 'Bearer user-token',
          Cookie: 'session=user-cookie',
          'X-Request-Id': 'abc',
        },
      },
      // The proxy's own credentials, sent to the proxy origin: never forwarded.
      { cookie: 'proxy_session=do-not-forward', authorization: 'Bearer proxy-own' },
    );
    const seen = JSON.parse(response.json.body).headers as Record<string, string>;
    assert.equal(seen.host, `127.0.0.1:${upstream.port}`);
    for (const name of [
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'forwarded',
      'x-real-ip',
      'via',
      'true-client-ip',
      'x-hop-secret',
      'keep-alive',
      'proxy-authorization',
      'proxy-connection',
      'te',
      'trailer',
      'transfer-encoding',
      'upgrade',
      'expect',
      'accept-encoding',
    ]) {
      assert.equal(seen[name], undefined, `${name} leaked: ${seen[name]}`);
    }
    assert.equal(seen['content-length'], '1');
    assert.equal(seen.authorization, 'Bearer user-token');
    assert.equal(seen.cookie, 'session=user-cookie');
    assert.equal(seen['x-request-id'], 'abc');
  });

  it('forwards the SOAP shape (POST, text/xml with charset, SOAPAction)', async () => {
    const envelope = '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body/></soap:Envelope>';
    const response = await postEnvelope(proxy.url, {
      url: `${upstream.origin}/soap`,
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '"urn:GetQuote"' },
      body: envelope,
    });
    const seen = JSON.parse(response.json.body);
    assert.equal(seen.headers.soapaction, '"urn:GetQuote"');
    assert.equal(Buffer.from(seen.body, 'base64').toString(), envelope);
  });
});

describe('response envelopes', () => {
  let upstream: Running;
  let proxy: ProxyUnderTest;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
  before(async () => {
    upstream = await startServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      if (path === '/pdf') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
      if (path === '/octet') return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from('plain but octet'));
      if (path === '/untyped-binary') return void res.writeHead(200).end(Buffer.from([0, 1, 2, 0xff, 0xfe]));
      if (path === '/untyped-text') return void res.writeHead(200).end('hello');
      if (path === '/latin1') return void res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      if (path === '/bad-utf8') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.from([0x61, 0xc3, 0x28]));
      if (path === '/problem') return void res.writeHead(404, 'Pet Not Found', { 'content-type': 'application/problem+json' }).end('{"title":"no pet"}');
      if (path === '/gzip') return void res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync('{"zipped":true}'));
      if (path === '/cookies') {
        res.writeHead(200, { 'Set-Cookie': ['a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; HttpOnly', 'b=2; Path=/'], 'X-Mixed-Case': 'v' });
        return void res.end('ok');
      }
      if (path === '/slow') return void setTimeout(() => res.end('late'), 60);
      if (path === '/head-large') return void res.writeHead(200, { 'content-length': '50000000' }).end();
      res.end();
    });
    proxy = await startProxy(local);
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  async function fetchThrough(path: string): Promise<any> {
    const response = await postEnvelope(proxy.url, { url: `${upstream.origin}${path}`, method: 'GET' });
    assert.equal(response.status, 200, response.text);
    return response.json;
  }

  it('returns images, PDFs and octet-streams base64-encoded, byte-exact', async () => {
    const image = await fetchThrough('/png');
    assert.equal(image.bodyEncoding, 'base64');
    assert.ok(Buffer.from(image.body, 'base64').equals(png));
    const doc = await fetchThrough('/pdf');
    assert.equal(doc.bodyEncoding, 'base64');
    assert.ok(Buffer.from(doc.body, 'base64').equals(pdf));
    const octet = await fetchThrough('/octet');
    assert.equal(octet.bodyEncoding, 'base64');
    assert.equal(Buffer.from(octet.body, 'base64').toString(), 'plain but octet');
  });

  it('sniffs untyped bodies: binary as base64, text as utf-8', async () => {
    const binary = await fetchThrough('/untyped-binary');
    assert.equal(binary.bodyEncoding, 'base64');
    assert.deepEqual([...Buffer.from(binary.body, 'base64')], [0, 1, 2, 0xff, 0xfe]);
    const text = await fetchThrough('/untyped-text');
    assert.deepEqual([text.bodyEncoding, text.body], ['utf-8', 'hello']);
  });

  it('decodes a declared charset, and keeps text that is not valid UTF-8 byte-exact', async () => {
    const latin = await fetchThrough('/latin1');
    assert.deepEqual([latin.bodyEncoding, latin.body], ['utf-8', 'café']);
    const bad = await fetchThrough('/bad-utf8');
    assert.equal(bad.bodyEncoding, 'base64');
    assert.deepEqual([...Buffer.from(bad.body, 'base64')], [0x61, 0xc3, 0x28]);
  });

  it('passes the target status, status text and +json bodies through', async () => {
    const problem = await fetchThrough('/problem');
    assert.equal(problem.status, 404);
    assert.equal(problem.statusText, 'Pet Not Found');
    assert.equal(problem.bodyEncoding, 'utf-8');
    assert.equal(problem.body, '{"title":"no pet"}');
  });

  it('decodes a gzip body the target sent anyway', async () => {
    const zipped = await fetchThrough('/gzip');
    assert.equal(zipped.body, '{"zipped":true}');
    assert.equal(zipped.headers['content-encoding'], undefined);
  });

  it('lower-cases header names and returns Set-Cookie in the envelope only', async () => {
    const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/cookies`, method: 'GET' });
    assert.equal(response.headers['set-cookie'], undefined, 'the proxy must never set cookies on its own origin');
    assert.equal(response.json.headers['x-mixed-case'], 'v');
    assert.equal(response.json.headers['set-cookie'], 'a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; HttpOnly\nb=2; Path=/');
    for (const name of Object.keys(response.json.headers)) assert.equal(name, name.toLowerCase());
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers HEAD even when the declared length is over maxBodySize (no body comes)', async () => {
    const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/head-large`, method: 'HEAD' });
    assert.equal(response.json.status, 200);
    assert.equal(response.json.headers['content-length'], '50000000');
    assert.equal(response.json.body, '');
  });

  it('measures the target duration', async () => {
    const slow = await fetchThrough('/slow');
    assert.ok(slow.duration >= 50 && slow.duration < 2_000, `duration ${slow.duration}`);
  });
});

describe('upstream failures answer 502 with a full response envelope (README.md#statuses)', () => {
  let upstream: Running;
  const hung = new Set<() => void>();
  before(async () => {
    upstream = await startServer((req, res) => {
      if (req.url === '/hang') return void hung.add(() => res.end());
      if (req.url === '/reset') return void req.socket.destroy();
      if (req.url === '/big-declared') return void res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000, 97));
      if (req.url === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 5; i += 1) res.write(Buffer.alloc(1000, 98));
        return void res.end();
      }
      if (req.url === '/bomb') {
        return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(10_000_000)));
      }
      res.end('ok');
    });
  });
  after(async () => {
    for (const release of hung) release();
    await upstream.close();
  });

  function assertBadGateway(response: { status: number; json: any }, code: string): void {
    assert.equal(response.status, 502);
    const { status, statusText, headers, body, bodyEncoding, duration, error } = response.json;
    assert.deepEqual({ status, statusText, headers, bodyEncoding }, { status: 502, statusText: 'Bad Gateway', headers: {}, bodyEncoding: 'utf-8' });
    assert.equal(typeof body, 'string');
    assert.equal(typeof duration, 'number');
    assert.equal(error.code, code);
    assert.equal(error.message, body);
  }

  it('times out at the envelope timeout', async () => {
    const proxy = await startProxy(local);
    try {
      const started = Date.now();
      const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/hang`, method: 'GET', timeout: 200 });
      assertBadGateway(response, 'upstream_timeout');
      assert.match(response.json.body, /200 ms/);
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 190 && elapsed < 2_000, `elapsed ${elapsed}`);
      assert.ok(response.json.duration >= 190);
    } finally {
      await proxy.close();
    }
  });

  it('times out at the envelope timeout while the connection is still being opened', async () => {
    // A connect that hangs (a blackholed address) until its own timeout: the answer must not wait for it.
    const slowConnectFailure: NonNullable<ProxyOptions['socketConnector']> = (_options, callback) => {
      setTimeout(() => callback(Object.assign(new Error('connect timed out'), { code: 'UND_ERR_CONNECT_TIMEOUT' }), null), 1_500);
    };
    const proxy = await startProxy({ ...local, socketConnector: slowConnectFailure });
    try {
      const started = Date.now();
      const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/hang`, method: 'GET', timeout: 200 });
      assertBadGateway(response, 'upstream_timeout');
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 190 && elapsed < 1_000, `elapsed ${elapsed}`);
    } finally {
      await proxy.close();
    }
  });

  it('caps the timeout at maxTimeout, and uses it when the envelope has none or 0', async () => {
    const proxy = await startProxy({ ...local, maxTimeout: 250 });
    try {
      for (const timeout of [60_000, 0, undefined]) {
        const started = Date.now();
        const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/hang`, method: 'GET', timeout });
        assertBadGateway(response, 'upstream_timeout');
        const elapsed = Date.now() - started;
        assert.ok(elapsed >= 240 && elapsed < 2_000, `timeout ${timeout}: elapsed ${elapsed}`);
      }
    } finally {
      await proxy.close();
    }
  });

  it('answers 502 when the target resets the connection', async () => {
    const proxy = await startProxy(local);
    try {
      assertBadGateway(await postEnvelope(proxy.url, { url: `${upstream.origin}/reset`, method: 'GET' }), 'upstream_reset');
    } finally {
      await proxy.close();
    }
  });

  it('answers 502 when nothing listens on the target port', async () => {
    const closed = await startServer(() => undefined);
    const port = closed.port;
    await closed.close();
    const proxy = await startProxy(local);
    try {
      const response = await postEnvelope(proxy.url, { url: `http://127.0.0.1:${port}/`, method: 'GET' });
      assertBadGateway(response, 'upstream_error');
      assert.match(response.json.body, /ECONNREFUSED/);
    } finally {
      await proxy.close();
    }
  });

  it('cuts a response over maxBodySize (declared, chunked, or decompressed) and answers 502', async () => {
    const proxy = await startProxy({ ...local, maxBodySize: 2_000 });
    try {
      for (const path of ['/big-declared', '/big-chunked', '/bomb']) {
        const response = await postEnvelope(proxy.url, { url: `${upstream.origin}${path}`, method: 'GET' });
        assertBadGateway(response, 'upstream_response_too_large');
        assert.match(response.json.body, /exceeds the proxy's maxBodySize of 2000 bytes/);
      }
      const small = await postEnvelope(proxy.url, { url: `${upstream.origin}/small`, method: 'GET' });
      assert.equal(small.json.body, 'ok');
    } finally {
      await proxy.close();
    }
  });
});

describe('a client that disconnects mid-request', () => {
  it('aborts the upstream call', async () => {
    let upstreamClosed!: () => void;
    const closedEarly = new Promise<void>((resolve) => (upstreamClosed = resolve));
    let arrived!: () => void;
    const upstreamGotRequest = new Promise<void>((resolve) => (arrived = resolve));
    const upstream = await startServer((_req, res) => {
      arrived();
      res.on('close', () => {
        if (!res.writableFinished) upstreamClosed();
      });
    });
    const proxy = await startProxy(local);
    try {
      const body = JSON.stringify({ url: `${upstream.origin}/hold`, method: 'GET', timeout: 20_000 });
      const req = httpRequest(proxy.url, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false });
      req.on('error', () => undefined);
      req.end(body);
      await upstreamGotRequest;
      const started = Date.now();
      req.destroy();
      await closedEarly;
      assert.ok(Date.now() - started < 2_000, 'upstream call aborted promptly');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});

describe('redirects', () => {
  it('returns the 3xx and its location instead of following', async () => {
    let followed = 0;
    const upstream = await startServer((req, res) => {
      if (req.url === '/next') followed += 1;
      res.writeHead(req.url === '/next' ? 200 : 302, { location: '/next' }).end();
    });
    const proxy = await startProxy(local);
    try {
      const response = await postEnvelope(proxy.url, { url: `${upstream.origin}/start`, method: 'GET' });
      assert.equal(response.json.status, 302);
      assert.equal(response.json.headers.location, '/next');
      assert.equal(followed, 0);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
