// Both transports against real local servers: the echo server (records what arrived, with SHA-256 of the body)
// and the real proxy (packages/spec-viewer-proxy/src) in front of it.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { startEchoServer, PDF_BYTES } from '../servers/echo-server.mjs';
import { createProxyServer, type ProxyServer } from '../../packages/spec-viewer-proxy/src/index.js';
import type { HttpRequest } from '../../src/model/index.js';
import { sendDirect } from '../../src/tryit/transport-direct.js';
import { sendViaProxy, toProxyEnvelope } from '../../src/tryit/transport-proxy.js';
import { base64ToBytes } from '../../src/tryit/bytes.js';
import type { TryItResult } from '../../src/tryit/types.js';

type Echo = Awaited<ReturnType<typeof startEchoServer>>;
interface EchoRecord { method: string; url: string; headers: Record<string, string>; bodySha256: string; bodyText: string; bodyLength: number }
let echo: Echo;
let proxy: ProxyServer;
let proxyUrl: string;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const ok = (r: TryItResult) => {
  assert.ok(r.ok, r.ok ? '' : `${r.error.kind}: ${r.error.message}`);
  return r.response;
};
const echoed = (r: TryItResult) => JSON.parse(ok(r).body) as EchoRecord;
/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
const fileBytes = new Uint8Array(70_000).map((_, i) => (i * 31 + 7) % 256);
const multipart = (url: string): HttpRequest => ({
  method: 'POST',
  url,
  headers: [['X-Custom', 'yes']],
  body: {
    kind: 'multipart',
    parts: [
      { name: 'note', kind: 'field', value: 'hello ü' },
      { name: 'meta', kind: 'field', value: '{"a":1}', contentType: 'application/json' },
      { name: 'file', kind: 'file', file: { filename: 'data.bin', contentType: 'application/octet-stream', data: fileBytes } },
    ],
  },
});

before(async () => {
  echo = await startEchoServer();
  proxy = createProxyServer({ allowPrivateHosts: ['127.0.0.1'], corsOrigin: '*', rateLimitPerMinute: 10_000, maxBodySize: 4 * 1024 * 1024 });
  const address = await proxy.listen(0, '127.0.0.1');
  proxyUrl = `http://127.0.0.1:${address.port}/`;
});
after(async () => {
  await echo.close();
  await proxy.close(0);
});

describe('direct transport (fetch)', () => {
  it('sends method, URL, headers and a text body', async () => {
    const rec = echoed(await sendDirect({
      method: 'PUT',
      url: `${echo.url}/pets/1?q=a%20b`,
      headers: [['X-Trace', 't'], ['Content-Type', 'application/json']],
      body: { kind: 'text', contentType: 'application/json', text: '{"a":1}' },
    }));
    assert.equal(rec.method, 'PUT');
    assert.equal(rec.url, '/pets/1?q=a%20b');
    assert.equal(rec.headers['x-trace'], 't');
    assert.equal(rec.headers['content-type'], 'application/json');
    assert.equal(rec.bodyText, '{"a":1}');
  });
  it('urlencoded bodies are encoded pairs', async () => {
    const rec = echoed(await sendDirect({
      method: 'POST',
      url: `${echo.url}/form`,
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: { kind: 'urlencoded', fields: [['a', 'x y'], ['b', '&=']] },
    }));
    assert.equal(rec.bodyText, 'a=x+y&b=%26%3D');
  });
  it('multipart: a real payload with a boundary, file bytes arrive unchanged', async () => {
    const rec = echoed(await sendDirect(multipart(`${echo.url}/upload`)));
    assert.match(rec.headers['content-type']!, /^multipart\/form-data; boundary=/);
    assert.ok(rec.bodyText.includes('name="note"\r\n\r\nhello ü\r\n'));
    assert.ok(rec.bodyText.includes('Content-Type: application/json'));
    const parts = echo.requests.at(-1)!.parts!;
    assert.deepEqual(parts.map((p) => [p.name, p.filename, p.contentType]), [
      ['note', undefined, undefined],
      ['meta', 'blob', 'application/json'],
      ['file', 'data.bin', 'application/octet-stream'],
    ]);
    assert.equal(parts[2]!.sha256, sha256(fileBytes));
  });
  it('raw binary bodies are sent as bytes', async () => {
    const rec = echoed(await sendDirect({
      method: 'POST',
      url: `${echo.url}/raw`,
      headers: [['Content-Type', 'application/octet-stream']],
      body: { kind: 'binary', contentType: 'application/octet-stream', file: { filename: 'x', contentType: 'application/octet-stream', data: fileBytes } },
    }));
    assert.equal(rec.bodySha256, sha256(fileBytes));
  });
  it('binary responses: bytes, base64 body, content type and size', async () => {
    const res = ok(await sendDirect({ method: 'GET', url: `${echo.url}/binary/pdf`, headers: [] }));
    assert.equal(res.isBinary, true);
    assert.equal(res.contentType, 'application/pdf');
    assert.equal(res.size, PDF_BYTES.length);
    assert.deepEqual(Buffer.from(res.bytes), PDF_BYTES);
    assert.deepEqual(Buffer.from(base64ToBytes(res.body)), PDF_BYTES);
    assert.match(res.headers['content-disposition']!, /filename\*=UTF-8''r%C3%A9sum%C3%A9\.pdf/);
  });
  it('status, status text, headers and duration of non-2xx responses', async () => {
    const res = ok(await sendDirect({ method: 'GET', url: `${echo.url}/status/404`, headers: [] }));
    assert.equal(res.status, 404);
    assert.equal(res.statusText, 'Not Found');
    assert.equal(res.headers['x-echo'], 'yes');
    assert.ok(res.duration >= 0);
  });
  it('a failed connection is a network error that suggests proxy-url', async () => {
    const r = await sendDirect({ method: 'GET', url: `http://127.0.0.1:${await closedPort()}/x`, headers: [] });
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.error.kind, 'network');
      assert.match(r.error.message, /CORS/);
      assert.match(r.error.message, /proxy-url/);
      // The same facts as data, for an interface that words the message in its own language.
      const port = new URL(r.error.reason?.code === 'network' ? r.error.reason.origin : '').port;
      assert.deepEqual(r.error.reason, { code: 'network', origin: `http://127.0.0.1:${port}`, mixedContent: false });
    }
  });
  it('timeout and cancel are told apart', async () => {
    const timedOut = await sendDirect({ method: 'GET', url: `${echo.url}/slow`, headers: [] }, { timeout: 200 });
    assert.equal(timedOut.ok ? 'ok' : timedOut.error.kind, 'timeout');
    assert.deepEqual(timedOut.ok ? undefined : timedOut.error.reason, { code: 'timeout', seconds: 0.2, proxy: false });
    const controller = new AbortController();
    const pending = sendDirect({ method: 'GET', url: `${echo.url}/slow`, headers: [] }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const cancelled = await pending;
    assert.equal(cancelled.ok ? 'ok' : cancelled.error.kind, 'aborted');
  });
  it('GET with a body and relative URLs are refused with a reason', async () => {
    const get = await sendDirect({ method: 'GET', url: `${echo.url}/x`, headers: [], body: { kind: 'text', contentType: 'text/plain', text: 'x' } });
    assert.equal(get.ok ? 'ok' : get.error.kind, 'unsupported');
    const rel = await sendDirect({ method: 'GET', url: '/x', headers: [] });
    assert.equal(rel.ok ? 'ok' : rel.error.kind, 'unsupported');
  });
});

describe('proxy envelope', () => {
  it('text bodies as utf-8, cookies as one Cookie header, null body when there is none', async () => {
    const env = await toProxyEnvelope({ method: 'GET', url: 'https://x.test/a', headers: [['Cookie', 'a=1']], cookies: [['b', '2'], ['c', '3']] }, 1234);
    assert.deepEqual(env, { url: 'https://x.test/a', method: 'GET', headers: { Cookie: 'a=1; b=2; c=3' }, body: null, bodyEncoding: 'utf-8', timeout: 1234 });
  });
  it('multipart: the serialized payload base64-encoded, Content-Type with its boundary', async () => {
    const env = await toProxyEnvelope(multipart('https://x.test/u'));
    assert.equal(env.bodyEncoding, 'base64');
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(env.headers['Content-Type']!)?.[1];
    assert.ok(boundary);
    const bytes = Buffer.from(base64ToBytes(env.body!));
    assert.ok(bytes.toString('latin1').startsWith(`--${boundary}\r\n`));
    assert.ok(bytes.includes(Buffer.from(fileBytes)));
  });
});

describe('proxy transport (real proxy → echo server)', () => {
  it('forwards the request; the response envelope becomes a TryItResponse', async () => {
    const r = await sendViaProxy(proxyUrl, { method: 'GET', url: `${echo.url}/p?x=1`, headers: [['X-A', '1']], cookies: [['s', 'v']] });
    const res = ok(r);
    assert.equal(res.mode, 'proxy');
    const rec = JSON.parse(res.body) as EchoRecord;
    assert.equal(rec.url, '/p?x=1');
    assert.equal(rec.headers['x-a'], '1');
    assert.equal(rec.headers.cookie, 's=v');
  });
  it('multipart upload reaches the target byte for byte (SHA-256 of the payload)', async () => {
    const request = multipart(`${echo.url}/upload`);
    const env = await toProxyEnvelope(request);
    const rec = JSON.parse(ok(await sendViaProxy(proxyUrl, request)).body) as EchoRecord;
    assert.match(rec.headers['content-type']!, /^multipart\/form-data; boundary=/);
    const received = echo.requests.at(-1)!;
    assert.equal(received.parts?.find((p) => p.name === 'file')?.sha256, sha256(fileBytes));
    // The boundary differs per serialization, the size does not.
    assert.equal(received.bodyLength, base64ToBytes(env.body!).length);
  });
  it('raw binary upload is byte-exact at the target', async () => {
    const rec = JSON.parse(ok(await sendViaProxy(proxyUrl, {
      method: 'POST',
      url: `${echo.url}/raw`,
      headers: [['Content-Type', 'application/octet-stream']],
      body: { kind: 'binary', contentType: 'application/octet-stream', file: { filename: 'x', contentType: 'application/octet-stream', data: fileBytes } },
    })).body) as EchoRecord;
    assert.equal(rec.bodySha256, sha256(fileBytes));
  });
  it('binary responses come back base64 and are decoded', async () => {
    const res = ok(await sendViaProxy(proxyUrl, { method: 'GET', url: `${echo.url}/binary/pdf`, headers: [] }));
    assert.equal(res.isBinary, true);
    assert.deepEqual(Buffer.from(res.bytes), PDF_BYTES);
  });
  it('an unreachable target is the 502 upstream error with the proxy message', async () => {
    const r = await sendViaProxy(proxyUrl, { method: 'GET', url: `http://127.0.0.1:${await closedPort()}/`, headers: [] });
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.error.kind, 'upstream');
      assert.equal(r.error.status, 502);
      assert.match(r.error.message, /502 Bad Gateway/);
    }
  });
  it('a refused request is a proxy error with its code (SSRF-blocked private target)', async () => {
    const r = await sendViaProxy(proxyUrl, { method: 'GET', url: 'http://10.0.0.1/', headers: [] });
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.error.kind, 'proxy');
      assert.ok(r.error.code);
      assert.ok((r.error.status ?? 0) >= 400 && (r.error.status ?? 0) < 500);
    }
  });
  it('an unreachable proxy says so', async () => {
    const r = await sendViaProxy(`http://127.0.0.1:${await closedPort()}/proxy`, { method: 'GET', url: `${echo.url}/`, headers: [] });
    assert.equal(r.ok ? 'ok' : r.error.kind, 'proxy');
  });
});
