// `npm run bench:soak`: the Try-It proxy under a long, steady, realistic load, to show that its memory and open
// handles stop growing once warm (issue 48, point 5). One docs page's traffic (a request every simulated second,
// a stream every 10 s, a fixed mix of kinds) is replayed for `--minutes` (30) simulated minutes, `--speedup` (4)
// times faster than real time: 30 minutes in 7.5 minutes of wall time. Upstream delays and stream intervals are
// compressed by the same factor, so the schedule repeats exactly every simulated minute; the proxy is sampled
// at the same quiet point of each minute (nothing in flight), so one minute's figures compare with the next.
// The proxy and the upstream run in their own processes (bench/soak-children.mjs); the proxy's figures come
// from inside it, after gc, over IPC. Exits non-zero on a failed request, on handle growth after `--warmup` (3)
// minutes, on handles left after the run, or on RSS growth above max(20 MB, 15 %). Loopback only.
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildProxy, closedPort, runProxy, runUpstream } from './soak-children.mjs';

const self = fileURLToPath(import.meta.url);

const mb = (bytes) => bytes / 1024 / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const total = (handles) => Object.values(handles).reduce((sum, n) => sum + n, 0);

// One slot per simulated second, one stream per 10 s. Both cycles divide 60, so every minute is the same.
const requestCycle = ['get', 'post', 'get', 'binary', 'slow', 'get', 'error', 'post', 'refused', 'blocked'];
const streamCycle = ['sse', 'jsonl', 'abandon'];
const kinds = ['get', 'post', 'binary', 'slow', 'error', 'refused', 'blocked', 'sse', 'jsonl', 'abandon'];
const labels = ['get', 'post', 'bin', 'slow', 'err', 'refu', 'ssrf', 'sse', 'jsonl', 'aband'];
const streamed = new Set(streamCycle);

function options() {
  const { values } = parseArgs({
    options: { minutes: { type: 'string', default: '30' }, speedup: { type: 'string', default: '4' }, warmup: { type: 'string' } },
  });
  const minutes = Number(values.minutes);
  const speedup = Number(values.speedup);
  const warmup = Number(values.warmup ?? (minutes >= 6 ? 3 : 1));
  if (!(Number.isInteger(minutes) && minutes >= 2 && speedup >= 1 && Number.isInteger(warmup) && warmup >= 1 && warmup < minutes)) {
    throw new Error('usage: node bench/proxy-soak.mjs [--minutes 30 (integer ≥ 2)] [--speedup 4 (≥ 1)] [--warmup 3 (< minutes)]');
  }
  return { minutes, speedup, warmup };
}

function start(args, execArgv = []) {
  const child = fork(self, args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  // One question at a time per child, so replies cannot cross.
  let queue = Promise.resolve();
  const stats = () =>
    (queue = queue.then(() => new Promise((resolve) => {
      child.once('message', resolve);
      child.send('stats');
    })));
  return { child, ready, stats };
}

/** The envelope of each kind, and what a correct answer to it looks like. */
function scenario(upstreamPort, deadPort, speedup) {
  const up = `http://127.0.0.1:${upstreamPort}`;
  const every = Math.round(500 / speedup);
  const envelopes = {
    get: { url: `${up}/pets/42`, method: 'GET', headers: { accept: 'application/json' } },
    post: { url: `${up}/pets`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Rex', notes: 'n'.repeat(1000) }) },
    binary: { url: `${up}/file.bin`, method: 'GET' },
    slow: { url: `${up}/slow?ms=${Math.round(2000 / speedup)}`, method: 'GET' },
    error: { url: `${up}/error`, method: 'GET' },
    refused: { url: `http://127.0.0.1:${deadPort}/pets/42`, method: 'GET' },
    blocked: { url: 'http://169.254.169.254/latest/meta-data/', method: 'GET' },
    // 12 events 0.5 simulated s apart: 6 s, over before the next stream starts.
    sse: { url: `${up}/events?n=12&every=${every}`, method: 'GET', headers: { accept: 'text/event-stream' } },
    jsonl: { url: `${up}/lines?n=12&every=${every}`, method: 'GET', headers: { accept: 'application/x-ndjson' } },
    // The reader leaves the page after 4 events of a stream that would last 500 s.
    abandon: { url: `${up}/events?n=1000&every=${every}`, method: 'GET', headers: { accept: 'text/event-stream' } },
  };
  const ok = (r, status) => r.http === 200 && r.envelope?.status === status;
  const checks = {
    get: (r) => ok(r, 200),
    post: (r) => ok(r, 201) && r.envelope.body === JSON.stringify({ received: Buffer.byteLength(envelopes.post.body) }),
    binary: (r) => ok(r, 200) && r.envelope.bodyEncoding === 'base64' && r.envelope.size === 65536,
    slow: (r) => ok(r, 200),
    error: (r) => ok(r, 500),
    refused: (r) => r.http === 502 && r.envelope?.error?.code === 'upstream_error',
    blocked: (r) => r.http === 403 && r.envelope?.error?.code === 'ssrf_blocked',
    sse: (r) => r.head?.status === 200 && r.events === 12 && r.end && !r.error,
    jsonl: (r) => r.head?.status === 200 && r.events === 12 && r.end && !r.error,
    abandon: (r) => r.head?.status === 200 && r.cut && !r.error,
  };
  return { envelopes, checks };
}

/** One call to the proxy, as the viewer makes it; streams ask for the streamed envelope and are parsed as they come. */
function call(proxyPort, agent, kind, envelope) {
  return new Promise((resolve) => {
    const result = { http: 0, envelope: undefined, head: undefined, events: 0, end: false, cut: false, error: undefined };
    const finish = () => resolve(result);
    const headers = { 'content-type': 'application/json', ...(streamed.has(kind) ? { accept: 'application/x-ndjson' } : {}) };
    const req = request({ host: '127.0.0.1', port: proxyPort, path: '/', method: 'POST', agent, headers }, (res) => {
      result.http = res.statusCode;
      res.setEncoding('utf8');
      let pending = '';
      let body = '';
      const separator = kind === 'jsonl' ? '\n' : '\n\n';
      const ndjson = res.headers['content-type'] === 'application/x-ndjson';
      res.on('data', (text) => {
        pending += text;
        if (!ndjson) return;
        for (let nl = pending.indexOf('\n'); nl !== -1; nl = pending.indexOf('\n')) {
          const record = JSON.parse(pending.slice(0, nl));
          pending = pending.slice(nl + 1);
          if (record.type === 'head') result.head = record;
          else if (record.type === 'end') result.end = true;
          else if (record.type === 'error') result.error = record.code;
          else if (record.type === 'chunk') {
            body += record.body;
            for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator)) {
              result.events += 1;
              body = body.slice(at + separator.length);
            }
          }
        }
        if (kind === 'abandon' && result.events >= 4 && !result.cut) {
          result.cut = true;
          req.destroy();
        }
      });
      res.on('end', () => {
        if (ndjson) return;
        try {
          result.envelope = JSON.parse(pending);
        } catch (error) {
          result.error = error.message;
        }
      });
      res.on('error', () => undefined);
      res.on('close', finish);
    });
    req.on('error', (error) => {
      if (!result.cut) result.error = error.message;
      finish();
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.end(JSON.stringify(envelope));
  });
}

async function main() {
  const { minutes, speedup, warmup } = options();
  const wallMs = (simSeconds) => (simSeconds * 1000) / speedup;
  const expectedWall = wallMs(minutes * 60) / 1000;
  // Bounded: whatever hangs, the run ends.
  setTimeout(() => {
    console.error(`soak: still running ${expectedWall + 120} s after start; giving up`);
    process.exit(2);
  }, (expectedWall + 120) * 1000).unref();

  const built = await buildProxy();
  const upstream = start(['upstream']);
  const proxy = start(['proxy', built.file], ['--expose-gc']);
  const [upstreamPort, proxyPort] = await Promise.all([upstream.ready, proxy.ready]);
  const { envelopes, checks } = scenario(upstreamPort, await closedPort(), speedup);
  // A browser's keep-alive pool for one host: at most 6 connections.
  let agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const done = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  const failed = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  const firstFailure = {};
  let sent = 0;
  const send = async (kind) => {
    sent += 1;
    const result = await call(proxyPort, agent, kind, envelopes[kind]);
    if (checks[kind](result)) done[kind] += 1;
    else {
      failed[kind] += 1;
      firstFailure[kind] ??= JSON.stringify({ ...result, envelope: result.envelope && { ...result.envelope, body: undefined } });
    }
  };
  /** Lets every keep-alive connection expire (client pool dropped, proxy server 5 s, proxy's upstream pool 4 s). */
  const idle = async () => {
    agent.destroy();
    agent = new Agent({ keepAlive: true, maxSockets: 6 });
    await sleep(6_000);
    return proxy.stats();
  };

  console.log(
    `spec-viewer proxy soak: ${minutes} simulated min at 1 request/s and 1 stream/10 s, ${speedup}x faster ` +
      `(~${(expectedWall / 60).toFixed(1)} min wall), warm-up ${warmup} min, Node ${process.version}, ` +
      `${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}`,
  );
  // Every kind once (the code paths exist before the idle baseline), then the idle baseline itself.
  for (const kind of kinds) await send(kind);
  const idleBefore = await idle();

  const events = [];
  for (let s = 0; s < minutes * 60; s += 1) {
    events.push({ at: s, kind: requestCycle[s % requestCycle.length] });
    if (s % 10 === 0) events.push({ at: s, kind: streamCycle[(s / 10) % streamCycle.length] });
  }
  // Half a slot before each minute ends: the schedule's quiet point (the last slow answer and stream are over).
  for (let m = 1; m <= minutes; m += 1) events.push({ at: m * 60 - 0.5, sample: m });
  events.sort((a, b) => a.at - b.at);

  console.log(`\n min  wall s  ${labels.map((l) => l.padStart(5)).join(' ')}  fail  RSS MB  heap MB  ext MB  handles  fds  sockets  up open  handles by type`);
  const samples = [];
  const inflight = new Set();
  let maxLag = 0;
  const started = performance.now();
  for (const event of events) {
    const wait = started + wallMs(event.at) - performance.now();
    if (wait > 0) await sleep(wait);
    else maxLag = Math.max(maxLag, -wait);
    if (event.kind) {
      const pending = send(event.kind);
      inflight.add(pending);
      void pending.finally(() => inflight.delete(pending));
      continue;
    }
    const [stats, up] = await Promise.all([proxy.stats(), upstream.stats()]);
    const row = { minute: event.sample, wall: (performance.now() - started) / 1000, ...stats, up: up.open, total: total(stats.handles) };
    samples.push(row);
    const fails = Object.values(failed).reduce((sum, n) => sum + n, 0);
    const types = Object.entries(row.handles).sort().map(([type, n]) => `${type} ${n}`).join(', ');
    console.log(
      `${String(row.minute).padStart(4)}  ${row.wall.toFixed(0).padStart(6)}  ${kinds.map((k) => String(done[k]).padStart(5)).join(' ')}` +
        `  ${String(fails).padStart(4)}  ${mb(row.rss).toFixed(1).padStart(6)}  ${mb(row.heapUsed).toFixed(1).padStart(7)}  ${mb(row.external).toFixed(1).padStart(6)}` +
        `  ${String(row.total).padStart(7)}  ${String(row.fds).padStart(3)}  ${String(row.sockets).padStart(7)}  ${String(row.up).padStart(7)}  ${types}`,
    );
  }
  await Promise.all(inflight);
  const wallSeconds = (performance.now() - started) / 1000;
  const idleAfter = await idle();
  const upAfter = await upstream.stats();

  const warm = samples.find((s) => s.minute === warmup);
  const last = samples.at(-1);
  const tail = samples.slice(-3);
  const rssGrowth = last.rss - warm.rss;
  const rssAllowed = Math.max(20 * 1024 * 1024, 0.15 * warm.rss);
  // A leak only grows, while a connection closing a little late shows in one sample: judge the tail's lowest.
  const handleGrowth = Math.min(...tail.map((s) => s.total)) - warm.total;
  const fdGrowth = Math.min(...tail.map((s) => s.fds)) - warm.fds;
  const fails = Object.values(failed).reduce((sum, n) => sum + n, 0);
  const completed = Object.values(done).reduce((sum, n) => sum + n, 0) + fails;
  const checksOut = [
    [`requests answered as expected: ${completed - fails} of ${sent} (${fails} failed)`, fails === 0 && completed === sent],
    [`every request audited by the proxy: ${idleAfter.audited} of ${sent}`, idleAfter.audited === sent],
    [`abandoned streams the proxy cut upstream: ${upAfter.cut} of ${done.abandon + failed.abandon}`, upAfter.cut === done.abandon + failed.abandon],
    [
      `RSS minute ${warmup} → ${last.minute}: ${mb(warm.rss).toFixed(1)} → ${mb(last.rss).toFixed(1)} MB ` +
        `(${rssGrowth >= 0 ? '+' : ''}${mb(rssGrowth).toFixed(1)} MB, ${((rssGrowth / warm.rss) * 100).toFixed(1)} %; allowed +${mb(rssAllowed).toFixed(1)} MB)`,
      rssGrowth <= rssAllowed,
    ],
    [
      `heap used / external (Buffers) minute ${warmup} → ${last.minute}: ${mb(warm.heapUsed).toFixed(1)} / ${mb(warm.external).toFixed(1)} → ` +
        `${mb(last.heapUsed).toFixed(1)} / ${mb(last.external).toFixed(1)} MB (reported)`,
      true,
    ],
    [
      `open handles / fds minute ${warmup} → last ${tail.length} minutes (lowest): ${warm.total} / ${warm.fds} → ` +
        `${warm.total + handleGrowth} / ${warm.fds + fdGrowth} (no growth allowed)`,
      handleGrowth <= 0 && !(fdGrowth > 0),
    ],
    [
      `idle, keep-alive expired, before → after the run: ${total(idleBefore.handles)} → ${total(idleAfter.handles)} handles, ` +
        `${idleBefore.fds} → ${idleAfter.fds} fds, ${idleBefore.sockets} → ${idleAfter.sockets} proxy sockets, ${upAfter.open} open upstream requests`,
      total(idleAfter.handles) <= total(idleBefore.handles) && !(idleAfter.fds > idleBefore.fds) && idleAfter.sockets === 0 && upAfter.open === 0,
    ],
  ];
  console.log(`\nsent ${sent} requests and streams in ${wallSeconds.toFixed(0)} s wall (latest send ${maxLag.toFixed(0)} ms behind schedule), load ${loadavg()[0].toFixed(1)}`);
  for (const [kind, text] of Object.entries(firstFailure)) console.log(`  first failed ${kind}: ${text.slice(0, 300)}`);
  console.log('verdict:');
  for (const [text, pass] of checksOut) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`);
  const pass = checksOut.every(([, ok]) => ok);
  console.log(pass ? 'no growth after warm-up' : 'FAILED: see the lines marked FAIL');

  agent.destroy();
  upstream.child.kill();
  proxy.child.kill();
  rmSync(built.dir, { recursive: true, force: true });
  process.exitCode = pass ? 0 : 1;
}

// Last, so the constants above exist when main runs.
if (process.argv[2] === 'upstream') runUpstream();
else if (process.argv[2] === 'proxy') await runProxy(process.argv[3]);
else await main();
