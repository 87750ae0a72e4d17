// The real bin/spec-viewer-proxy.js of the proxy package, spawned as a process (cli-process.ts lays out the copy).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildCli, packageVersion as version, runCliSync, startCli as startCliProcess, type CliBuild, type RunningCli } from './cli-process.js';
import { echoListener, postEnvelope, rawRequest, until, startServer, type Running } from './helpers.js';
import { ensureRedisServer, startRedis } from './redis-server.js';

let built: CliBuild;

before(async () => {
  built = await buildCli();
});

after(() => built.remove());

const runSync = (args: string[]) => runCliSync(built.bin, args);
const startCli = (args: string[]): Promise<RunningCli> => startCliProcess(built.bin, args);

describe('spec-viewer-proxy flags', () => {
  it('--help lists every flag and exits 0', () => {
    const result = runSync(['--help']);
    assert.equal(result.status, 0);
    for (const flag of ['--port', '--host', '--rate-limit', '--max-timeout', '--max-body-size', '--max-stream-size', '--stream-idle-timeout', '--max-stream-duration', '--allowed-domains', '--allow-private-hosts', '--redis-url', '--cors-origin', '--log', '--help', '--version']) {
      assert.ok(result.stdout.includes(flag), `help mentions ${flag}`);
    }
    assert.match(result.stdout, /default 8787/);
    assert.match(result.stdout, /default 127\.0\.0\.1/);
  });

  it('--version prints the package version', () => {
    const result = runSync(['--version']);
    assert.equal(result.status, 0);
    assert.equal(result.stdout.trim(), version);
  });

  for (const [args, message] of [
    [['--bogus'], /Unknown option '--bogus'/],
    [['--rate-limit', 'many'], /--rate-limit must be an integer/],
    [['--port', '70000'], /--port must be <= 65535/],
    [['--log', 'xml'], /--log must be json, text or none/],
    [['--stream-idle-timeout', '0'], /--stream-idle-timeout must be an integer >= 1/],
    [['--max-stream-size', '1.5'], /--max-stream-size must be an integer/],
    [['--max-stream-duration', 'long'], /--max-stream-duration must be an integer/],
    [['--allow-private-hosts', '10.0.0.0/99'], /not a valid CIDR/],
  ] as const) {
    it(`exits 2 on ${args.join(' ')}`, () => {
      const result = runSync([...args]);
      assert.equal(result.status, 2, result.stderr);
      assert.match(result.stderr, message);
    });
  }
});

describe('spec-viewer-proxy serving', () => {
  let upstream: Running;
  const release = new Set<() => void>();
  /** Requests to /slow that arrived and have not been answered yet. */
  let slowArrived = 0;
  before(async () => {
    upstream = await startServer((req, res) => {
      if (req.url === '/slow') {
        slowArrived += 1;
        return void setTimeout(() => echoListener(req, res), 400);
      }
      if (req.url === '/hang') return void release.add(() => res.end());
      if (req.url?.startsWith('/sse-')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        // 16-byte events every 20 ms; one event then silence; a 2-byte comment every 100 ms.
        const [every, text] = req.url === '/sse-big' ? [20, 'data: 01234567\n\n'] : req.url === '/sse-slow' ? [100, ':\n'] : [0, 'data: once\n\n'];
        res.write(text);
        if (every === 0) return void release.add(() => res.end());
        const timer = setInterval(() => res.write(text), every);
        return void res.on('close', () => clearInterval(timer));
      }
      echoListener(req, res);
    });
  });
  after(async () => {
    for (const r of release) r();
    await upstream.close();
  });

  it('applies its flags and writes a JSON access line per request', async () => {
    const cli = await startCli([
      '--host', '127.0.0.1',
      '--rate-limit', '4',
      '--max-timeout', '300',
      '--max-body-size', '2000',
      '--allow-private-hosts', '127.0.0.1',
      '--cors-origin', 'https://docs.example.com',
      '--log', 'json',
    ]);
    try {
      const ok = await postEnvelope(cli.url, { url: `${upstream.origin}/pets?token=SECRET`, method: 'GET' }, { origin: 'https://docs.example.com' });
      assert.equal(ok.status, 200);
      assert.equal(ok.json.status, 200);
      assert.equal(ok.headers['access-control-allow-origin'], 'https://docs.example.com');

      const slow = await postEnvelope(cli.url, { url: `${upstream.origin}/hang`, method: 'GET', timeout: 10_000 });
      assert.equal(slow.status, 502);
      assert.equal(slow.json.error.code, 'upstream_timeout');
      assert.match(slow.json.body, /300 ms/);

      const big = await postEnvelope(cli.url, { url: `${upstream.origin}/`, method: 'POST', body: 'x'.repeat(3_000) });
      assert.equal(big.status, 413);

      await postEnvelope(cli.url, { url: `${upstream.origin}/`, method: 'GET' });
      const limited = await postEnvelope(cli.url, { url: `${upstream.origin}/`, method: 'GET' });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers['retry-after']) >= 1);

      await until(() => cli.stdout().trim().split('\n').length >= 5);
      const lines = cli.stdout().trim().split('\n').map((line) => JSON.parse(line));
      assert.equal(lines.length, 5);
      assert.deepEqual(Object.keys(lines[0]).sort(), ['duration', 'ip', 'method', 'statusCode', 'targetUrl', 'timestamp']);
      assert.equal(lines[0].targetUrl, `${upstream.origin}/pets?token=[REDACTED]`);
      assert.deepEqual(lines.map((line) => line.statusCode), [200, 502, 413, 200, 429]);
      assert.doesNotMatch(cli.stdout(), /SECRET/);
    } finally {
      assert.equal(await cli.stop(), 0);
    }
  });

  it('applies the stream flags: --max-stream-size, --stream-idle-timeout, --max-stream-duration', async () => {
    const cli = await startCli([
      '--allow-private-hosts', '127.0.0.1',
      '--max-stream-size', '40',
      '--stream-idle-timeout', '300',
      '--max-stream-duration', '800',
      '--log', 'json',
    ]);
    try {
      const closing = async (path: string) => {
        const response = await postEnvelope(cli.url, { url: `${upstream.origin}${path}`, method: 'GET' }, { accept: 'application/x-ndjson' });
        assert.equal(response.headers['content-type'], 'application/x-ndjson');
        const records = response.text.trim().split('\n').map((line) => JSON.parse(line));
        assert.equal(records[0].type, 'head');
        return records.at(-1);
      };
      const big = await closing('/sse-big');
      assert.equal(big.code, 'upstream_response_too_large');
      // Whole 16-byte events up to the 40-byte limit (two, unless the target's writes arrived merged).
      assert.ok(big.size <= 40 && big.size % 16 === 0, `size ${big.size}`);
      const idle = await closing('/sse-idle');
      assert.equal(idle.code, 'stream_idle_timeout');
      assert.match(idle.message, /300 ms/);
      const slow = await closing('/sse-slow');
      assert.equal(slow.code, 'stream_duration_exceeded');
      assert.ok(slow.duration >= 790, `duration ${slow.duration}`);
      await until(() => cli.stdout().trim().split('\n').length >= 3);
      const lines = cli.stdout().trim().split('\n').map((line) => JSON.parse(line));
      assert.deepEqual(lines.map((line) => [line.stream, line.error]), [
        ['error', 'upstream_response_too_large'],
        ['error', 'stream_idle_timeout'],
        ['error', 'stream_duration_exceeded'],
      ]);
      assert.equal(lines[0].size, big.size);
    } finally {
      assert.equal(await cli.stop(), 0);
    }
  });

  it('refuses private targets unless exempt, and non-allowlisted domains', async () => {
    const cli = await startCli(['--allowed-domains', 'api.example.com,*.example.org', '--log', 'none']);
    try {
      const blocked = await postEnvelope(cli.url, { url: `${upstream.origin}/`, method: 'GET' });
      assert.equal(blocked.status, 403);
      assert.equal(blocked.json.error.code, 'domain_not_allowed');
      assert.match(blocked.json.error.message, /--allowed-domains/);
      assert.equal(cli.stdout(), '');
    } finally {
      await cli.stop();
    }
    const open = await startCli(['--log', 'text']);
    try {
      const blocked = await postEnvelope(open.url, { url: `${upstream.origin}/`, method: 'GET' });
      assert.equal(blocked.status, 403);
      assert.equal(blocked.json.error.code, 'ssrf_blocked');
      assert.match(blocked.json.error.message, /--allow-private-hosts 127\.0\.0\.1/, 'names the flag that allows it');
      await until(() => open.stdout() !== '');
      assert.match(open.stdout(), / 127\.0\.0\.1 GET http:\/\/127\.0\.0\.1:\d+\/ 403 \d+ms ssrf_blocked\n$/);
    } finally {
      await open.stop();
    }
  });

  it('states its policy under its address; a port in use says to choose another with --port', async () => {
    const cli = await startCli(['--log', 'none']);
    try {
      const lines = cli.stderr().split('\n');
      assert.match(lines[1] ?? '', /^ {2}callers: pages from its own origin only; a docs site elsewhere needs --cors-origin <origin>$/);
      assert.match(lines[2] ?? '', /^ {2}targets: any public host .*; private and loopback addresses refused \(--allow-private-hosts/);
      assert.match(lines[3] ?? '', /^ {2}limits: 60 requests a minute per client \(--rate-limit\), bodies up to 1 MiB \(--max-body-size\), answers within 30 s \(--max-timeout\)/);
      const port = new URL(cli.url).port;
      const second = runSync(['--port', port]);
      assert.equal(second.status, 1);
      assert.match(second.stderr, new RegExp(`port ${port} is in use; choose another with --port`));
    } finally {
      await cli.stop();
    }
  });

  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const cli = await startCli(['--allow-private-hosts', '127.0.0.1', '--log', 'none']);
    const arrivedBefore = slowArrived;
    const inFlight = postEnvelope(cli.url, { url: `${upstream.origin}/slow`, method: 'GET' });
    // In flight: the proxy has forwarded it and the target holds it (for 400 ms).
    await until(() => slowArrived > arrivedBefore);
    cli.child.kill('SIGTERM');
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.equal(response.json.status, 200);
    assert.equal(await cli.exited, 0);
    assert.match(cli.stderr(), /SIGTERM received/);
    assert.match(cli.stderr(), /stopped/);
    await assert.rejects(rawRequest(cli.url, { method: 'GET' }), /ECONNREFUSED/);
  });

  it('stops on SIGINT too', async () => {
    const cli = await startCli(['--log', 'none']);
    cli.child.kill('SIGINT');
    assert.equal(await cli.exited, 0);
  });

  const redisBinary = ensureRedisServer();
  it('--redis-url shares one limit between two instances', { skip: 'skip' in redisBinary ? redisBinary.skip : false }, async () => {
    const redis = await startRedis((redisBinary as { path: string }).path);
    const first = await startCli(['--redis-url', redis.url, '--rate-limit', '2', '--log', 'none']);
    const second = await startCli(['--redis-url', redis.url, '--rate-limit', '2', '--log', 'none']);
    try {
      const envelope = { url: 'ftp://x/', method: 'GET' };
      const statuses = [
        (await postEnvelope(first.url, envelope)).status,
        (await postEnvelope(second.url, envelope)).status,
        (await postEnvelope(first.url, envelope)).status,
      ];
      assert.deepEqual(statuses, [400, 400, 429]);
    } finally {
      await first.stop();
      await second.stop();
      await redis.stop();
    }
  });
});
