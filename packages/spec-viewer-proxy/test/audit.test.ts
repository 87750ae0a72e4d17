// Audit: one record per request (blocked ones included) with typed fields, and no credential in any log.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { formatAuditLine, redactUrl, type AuditRecord } from '../src/audit.js';
import { createProxyServer } from '../src/index.js';
import { echoListener, postEnvelope, rawRequest, until, startProxy, startServer, type ProxyUnderTest, type Running } from './helpers.js';

function assertRecordTypes(record: AuditRecord): void {
  assert.equal(typeof record.targetUrl, 'string');
  assert.equal(typeof record.method, 'string');
  assert.equal(typeof record.statusCode, 'number');
  assert.equal(typeof record.duration, 'number');
  assert.ok(record.duration >= 0);
  assert.equal(typeof record.timestamp, 'string');
  assert.equal(new Date(record.timestamp).toISOString(), record.timestamp, 'ISO 8601');
  assert.equal(typeof record.ip, 'string');
}

describe('onRequest', () => {
  let upstream: Running;
  let proxy: ProxyUnderTest;
  const records: AuditRecord[] = [];
  const next = async (): Promise<AuditRecord> => {
    await until(() => records.length > 0);
    const record = records.shift();
    assert.ok(record, 'an audit record was emitted');
    return record;
  };

  before(async () => {
    upstream = await startServer((req, res) => (req.url === '/hang' ? undefined : echoListener(req, res)));
    proxy = await startProxy({
      allowPrivateHosts: ['127.0.0.1'],
      rateLimitPerMinute: 7,
      onRequest: (record) => void records.push(record),
    });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('records a forwarded request with the target status and a redacted URL', async () => {
    await postEnvelope(proxy.url, {
      url: `${upstream.origin}/pets?api_key=SECRET1&page=2&access_token=SECRET2#frag`,
      method: 'post',
      headers: { Authorization: 'Bearer SECRET3' },
      body: '{}',
    });
    const record = await next();
    assertRecordTypes(record);
    assert.deepEqual(
      { targetUrl: record.targetUrl, method: record.method, statusCode: record.statusCode, ip: record.ip, error: record.error },
      {
        targetUrl: `${upstream.origin}/pets?api_key=[REDACTED]&page=2&access_token=[REDACTED]`,
        method: 'POST',
        statusCode: 200,
        ip: '127.0.0.1',
        error: undefined,
      },
    );
    assert.doesNotMatch(JSON.stringify(record), /SECRET/);
  });

  it('records SSRF-blocked, malformed and failed requests with the proxy status and error code', async () => {
    await postEnvelope(proxy.url, { url: 'http://10.1.2.3/admin?token=SECRET', method: 'GET' });
    const blocked = await next();
    assertRecordTypes(blocked);
    assert.equal(blocked.statusCode, 403);
    assert.equal(blocked.error, 'ssrf_blocked');
    assert.equal(blocked.targetUrl, 'http://10.1.2.3/admin?token=[REDACTED]');

    await rawRequest(proxy.url, { headers: { 'content-type': 'application/json' }, body: 'not json' });
    const malformed = await next();
    assertRecordTypes(malformed);
    assert.deepEqual([malformed.statusCode, malformed.error, malformed.targetUrl, malformed.method], [400, 'invalid_json', '', 'POST']);

    await postEnvelope(proxy.url, { url: `${upstream.origin}/hang`, method: 'GET', timeout: 50 });
    const timedOut = await next();
    assert.deepEqual([timedOut.statusCode, timedOut.error], [502, 'upstream_timeout']);
    assert.ok(timedOut.duration >= 45);
  });

  it('records rate-limited requests too', async () => {
    for (let i = 0; i < 3; i += 1) {
      await postEnvelope(proxy.url, { url: 'ftp://x/', method: 'GET' });
      await next();
    }
    const limited = await postEnvelope(proxy.url, { url: 'ftp://x/', method: 'GET' });
    assert.equal(limited.status, 429);
    const record = await next();
    assertRecordTypes(record);
    assert.deepEqual([record.statusCode, record.error, record.targetUrl], [429, 'rate_limited', '']);
  });
});

describe('a failing audit sink', () => {
  it('never breaks the proxy, whether it throws or rejects', async () => {
    for (const onRequest of [
      () => {
        throw new Error('sink down');
      },
      () => Promise.reject(new Error('sink down')),
    ]) {
      const proxy = await startProxy({ onRequest });
      try {
        const response = await postEnvelope(proxy.url, { url: 'ftp://x/', method: 'GET' });
        assert.equal(response.status, 400);
      } finally {
        await proxy.close();
      }
    }
  });
});

describe('redactUrl', () => {
  const cases: Array<[string, string]> = [
    ['https://api.example.com/v1?key=abc&q=cats', 'https://api.example.com/v1?key=[REDACTED]&q=cats'],
    ['https://x.example/?API_KEY=a&apiKey=b&api-key=c&x-api-key=d', 'https://x.example/?API_KEY=[REDACTED]&apiKey=[REDACTED]&api-key=[REDACTED]&x-api-key=[REDACTED]'],
    ['https://x.example/?token=a&access_token=b&refresh_token=c&id_token=d', 'https://x.example/?token=[REDACTED]&access_token=[REDACTED]&refresh_token=[REDACTED]&id_token=[REDACTED]'],
    ['https://x.example/?password=a&passwd=b&pwd=c&client_secret=d&secret=e', 'https://x.example/?password=[REDACTED]&passwd=[REDACTED]&pwd=[REDACTED]&client_secret=[REDACTED]&secret=[REDACTED]'],
    ['https://s3.example/o?X-Amz-Signature=a&X-Amz-Credential=b&X-Amz-Security-Token=c&X-Amz-Date=20240101', 'https://s3.example/o?X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]&X-Amz-Security-Token=[REDACTED]&X-Amz-Date=20240101'],
    ['https://x.example/?signature=a&sig=b&auth=c&code=d&session_id=e', 'https://x.example/?signature=[REDACTED]&sig=[REDACTED]&auth=[REDACTED]&code=[REDACTED]&session_id=[REDACTED]'],
    ['https://x.example/?stripe_secret_key=a&userToken=b&page=3&sort=name', 'https://x.example/?stripe_secret_key=[REDACTED]&userToken=[REDACTED]&page=3&sort=name'],
    ['https://x.example/?%74oken=hidden', 'https://x.example/?%74oken=[REDACTED]'],
    ['https://user:pass@x.example/path#token=frag', 'https://x.example/path'],
    ['not a url', '[unparseable url]'],
  ];
  for (const [input, expected] of cases) {
    it(input, () => assert.equal(redactUrl(input), expected));
  }
});

describe('--log access lines', () => {
  let upstream: Running;
  before(async () => {
    upstream = await startServer(echoListener);
  });
  after(() => upstream.close());

  for (const format of ['json', 'text'] as const) {
    it(`writes one ${format} line per request, without credentials or headers`, async () => {
      const lines: string[] = [];
      const proxy = createProxyServer({ log: format, logStream: { write: (line: string) => lines.push(line) }, allowPrivateHosts: ['127.0.0.1'] });
      const address: AddressInfo = await proxy.listen(0, '127.0.0.1');
      try {
        await postEnvelope(`http://127.0.0.1:${address.port}/`, {
          url: `${upstream.origin}/a?token=SECRET&x=1`,
          method: 'GET',
          headers: { Authorization: 'Bearer SECRET', Cookie: 'sid=SECRET' },
        });
        await until(() => lines.length > 0);
        assert.equal(lines.length, 1);
        const line = lines[0] as string;
        assert.ok(line.endsWith('\n'));
        assert.equal(line.trim().split('\n').length, 1);
        assert.doesNotMatch(line, /SECRET|Bearer|sid=/);
        if (format === 'json') {
          const record = JSON.parse(line) as AuditRecord;
          assertRecordTypes(record);
          assert.equal(record.targetUrl, `${upstream.origin}/a?token=[REDACTED]&x=1`);
        } else {
          assert.match(line, /^\S+Z 127\.0\.0\.1 GET http:\/\/127\.0\.0\.1:\d+\/a\?token=\[REDACTED\]&x=1 200 \d+ms\n$/);
        }
      } finally {
        await proxy.close(100);
      }
    });
  }

  it('formats a refused request in text with its error code', () => {
    const line = formatAuditLine(
      { targetUrl: '', method: 'POST', statusCode: 429, duration: 1, timestamp: '2024-01-01T00:00:00.000Z', ip: '::1', error: 'rate_limited' },
      'text',
    );
    assert.equal(line, '2024-01-01T00:00:00.000Z ::1 POST - 429 1ms rate_limited');
  });
});
