// `npm run bench:proxy-streams`: many Server-Sent Event streams at once through the Try-It proxy's streamed
// envelope, against the same streams through a bare Node relay (a minimal node:http pipe) in the same run.
// The upstream sends each stream one event per interval, each stamped with the time it was written; the client
// notes when it parsed each event. Printed per run and as medians: events delivered and whether every stream
// arrived complete and in order, latency per event (p50, p99, max), events per second, peak RSS and CPU of the
// relaying process. Runs alternate (direct, bare, proxy, direct, bare, proxy …) so all see the same machine;
// `direct` (the client reading the upstream itself) is the floor both relays add to. The added latency is taken
// per round (proxy minus bare relay of the same round), then the median over rounds.
// The upstream, the proxy and the bare relay run in their own processes (bench/streams-children.mjs); the client
// runs in this one.
// STREAMS_COUNT (200), STREAMS_INTERVAL_MS (50), STREAMS_SECONDS (20), STREAMS_RUNS (3 per mode: the median
// then ignores one run disturbed by other work on a shared machine),
// STREAMS_WARMUP_SECONDS (3). Then, for reference, the most events per second each relay passes when the
// same streams send as fast as they can (STREAMS_BURST_EVENTS per stream, 1000; 0 skips it).
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildProxy, now, runBareRelay, runProxy, runUpstream } from './streams-children.mjs';

const self = fileURLToPath(import.meta.url);
const role = process.argv[2];
const streams = Number(process.env.STREAMS_COUNT ?? 200);
const intervalMs = Number(process.env.STREAMS_INTERVAL_MS ?? 50);
const seconds = Number(process.env.STREAMS_SECONDS ?? 20);
const runs = Number(process.env.STREAMS_RUNS ?? 3);
const warmSeconds = Number(process.env.STREAMS_WARMUP_SECONDS ?? 3);
const burstEvents = Number(process.env.STREAMS_BURST_EVENTS ?? 1000);

if (role === 'upstream') runUpstream(intervalMs);
else if (role === 'bare') runBareRelay(Number(process.argv[3]));
else if (role === 'proxy') await runProxy(process.argv[3]);
else await main();

function start(args) {
  const child = fork(self, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', (reply) => resolve(reply));
      child.send(message);
    });
  return { child, ready, reset: () => child.send('reset'), peak: () => ask('peak') };
}

/** Feeds SSE text; calls onEvent with each event's data once its blank line has arrived. */
function sseParser(onEvent) {
  let pending = '';
  return (text) => {
    pending += text;
    let end = pending.indexOf('\n\n');
    while (end !== -1) {
      const block = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) onEvent(data.slice(6));
      end = pending.indexOf('\n\n');
    }
  };
}

/**
 * Opens one stream (through the proxy's streamed envelope, or a plain GET through the bare relay) and records
 * each event's latency. Resolves when the stream ends, with what was seen.
 */
function openStream({ mode, relayPort, upstreamPort, count, agent, latencies, route = '/events' }) {
  return new Promise((resolve) => {
    const path = `${route}?n=${count}`;
    const seen = { events: 0, inOrder: true, ended: false, error: undefined, lastAt: 0 };
    const onEvent = (data) => {
      const at = now();
      const event = JSON.parse(data);
      if (event.seq !== seen.events) seen.inOrder = false;
      seen.events += 1;
      seen.lastAt = at;
      latencies.push(at - event.t);
    };
    const feed = sseParser(onEvent);
    const body = mode === 'proxy' ? JSON.stringify({ url: `http://127.0.0.1:${upstreamPort}${path}`, method: 'GET' }) : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port: relayPort,
        agent,
        method: mode === 'proxy' ? 'POST' : 'GET',
        path: mode === 'proxy' ? '/' : path,
        headers: mode === 'proxy' ? { 'content-type': 'application/json', accept: 'application/x-ndjson' } : {},
      },
      (res) => {
        res.setEncoding('utf8');
        if (mode === 'proxy') {
          let pending = '';
          res.on('data', (text) => {
            pending += text;
            let newline = pending.indexOf('\n');
            while (newline !== -1) {
              const record = JSON.parse(pending.slice(0, newline));
              pending = pending.slice(newline + 1);
              if (record.type === 'chunk') feed(record.body);
              else if (record.type === 'end') seen.ended = true;
              else if (record.type === 'error') seen.error = record.code;
              newline = pending.indexOf('\n');
            }
          });
        } else {
          res.on('data', feed);
          res.on('end', () => (seen.ended = true));
        }
        res.on('close', () => resolve(seen));
        res.on('error', (error) => {
          seen.error = error.message;
        });
      },
    );
    req.on('error', (error) => {
      seen.error = error.message;
      resolve(seen);
    });
    req.end(body);
  });
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `streams` streams of `duration` s, opened spread over one interval (independent streams are not in phase). */
async function runStreams({ mode, relayPort, upstreamPort, duration, burst = 0 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const count = burst > 0 ? burst : Math.round((duration * 1000) / intervalMs);
  const route = burst > 0 ? '/burst' : '/events';
  const latencies = [];
  const started = now();
  const pending = [];
  for (let i = 0; i < streams; i += 1) {
    const due = started + (i * intervalMs) / streams;
    const wait = due - now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(openStream({ mode, relayPort, upstreamPort, count, agent, latencies, route }));
  }
  const results = await Promise.all(pending);
  agent.destroy();
  const lastAt = Math.max(...results.map((r) => r.lastAt));
  const events = results.reduce((sum, r) => sum + r.events, 0);
  latencies.sort((a, b) => a - b);
  return {
    expected: count * streams,
    events,
    complete: results.every((r) => r.events === count && r.ended && !r.error),
    inOrder: results.every((r) => r.inOrder),
    errors: results.filter((r) => r.error).map((r) => r.error),
    rate: events / ((lastAt - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main() {
  const built = await buildProxy();
  const upstream = start(['upstream']);
  const upstreamPort = await upstream.ready;
  const relays = { bare: start(['bare', String(upstreamPort)]), proxy: start(['proxy', built.file]) };
  const ports = { bare: await relays.bare.ready, proxy: await relays.proxy.ready };
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

  console.log(
    `spec-viewer proxy streams bench: ${streams} SSE streams, 1 event per ${intervalMs} ms, ${seconds} s per run, ` +
      `${runs} runs per mode, Node ${process.version}, ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}\n`,
  );
  // Both relays warmed the same way before anything is measured.
  for (const mode of ['bare', 'proxy']) {
    await runStreams({ mode, relayPort: ports[mode], upstreamPort, duration: warmSeconds });
  }

  console.log('run  mode    events          complete  in order  p50 ms  p99 ms  max ms   events/s  peak RSS  CPU  µs/event  load');
  const rows = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const mode of ['direct', 'bare', 'proxy']) {
      const relay = relays[mode];
      relay?.reset();
      const relayPort = mode === 'direct' ? upstreamPort : ports[mode];
      const result = await runStreams({ mode, relayPort, upstreamPort, duration: seconds });
      const { peak, cpuMs } = relay ? await relay.peak() : { peak: NaN, cpuMs: NaN };
      const row = { run, mode, ...result, peak, cpu: cpuMs / (seconds * 1000), cpuPerEvent: (cpuMs * 1000) / result.events };
      rows.push(row);
      console.log(
        `${String(run).padStart(3)}  ${mode.padEnd(6)} ${`${row.events}/${row.expected}`.padEnd(15)} ${String(row.complete).padEnd(9)} ${String(row.inOrder).padEnd(9)}` +
          `${row.p50.toFixed(2).padStart(6)} ${row.p99.toFixed(2).padStart(7)} ${row.max.toFixed(1).padStart(7)} ${row.rate.toFixed(0).padStart(10)}` +
          (relay ? ` ${mb(peak).padStart(9)}  ${`${(row.cpu * 100).toFixed(0)}%`.padStart(3)}  ${row.cpuPerEvent.toFixed(1).padStart(8)}` : '         -    -         -') +
          // The 1-minute load average after the run: above the core count, other work competed for the CPU.
          `  ${loadavg()[0].toFixed(1).padStart(4)}` +
          (row.errors.length > 0 ? `  errors: ${[...new Set(row.errors)].join(', ')}` : ''),
      );
    }
  }

  const of = (mode, key) => median(rows.filter((r) => r.mode === mode).map((r) => r[key]));
  /** Per round, proxy minus bare relay; then the median over rounds. */
  const added = (key) =>
    median(Array.from({ length: runs }, (_, i) => rows.find((r) => r.run === i + 1 && r.mode === 'proxy')[key] - rows.find((r) => r.run === i + 1 && r.mode === 'bare')[key]));
  const addedP50 = added('p50');
  const addedP99 = added('p99');
  const ratio = of('proxy', 'rate') / of('bare', 'rate');
  const peakRss = Math.max(...rows.filter((r) => r.mode === 'proxy').map((r) => r.peak));
  const allDelivered = rows.every((r) => r.complete && r.inOrder);
  const proxyP99 = Math.max(...rows.filter((r) => r.mode === 'proxy').map((r) => r.p99));
  console.log(`\nmedians of ${runs} runs:`);
  console.log(`  direct      p50 ${of('direct', 'p50').toFixed(2)} ms, p99 ${of('direct', 'p99').toFixed(2)} ms, ${of('direct', 'rate').toFixed(0)} events/s`);
  console.log(`  bare relay  p50 ${of('bare', 'p50').toFixed(2)} ms, p99 ${of('bare', 'p99').toFixed(2)} ms, ${of('bare', 'rate').toFixed(0)} events/s`);
  console.log(`  proxy       p50 ${of('proxy', 'p50').toFixed(2)} ms, p99 ${of('proxy', 'p99').toFixed(2)} ms, ${of('proxy', 'rate').toFixed(0)} events/s`);
  console.log('\ntargets:');
  console.log(`  every event delivered, every stream in order:   ${allDelivered ? 'yes  PASS' : 'no  MISS'}`);
  console.log(`  added latency per event, p50 (reported):         ${addedP50.toFixed(2)} ms`);
  console.log(`  added latency per event, p99 < 20 ms:            ${addedP99.toFixed(2)} ms  ${addedP99 < 20 ? 'PASS' : 'MISS'}`);
  console.log(`  proxy p99 in every run (reported):               ${proxyP99.toFixed(2)} ms`);
  console.log(`  relay CPU per event, proxy / bare (reported):    ${of('proxy', 'cpuPerEvent').toFixed(1)} / ${of('bare', 'cpuPerEvent').toFixed(1)} µs`);
  console.log(`  proxy peak RSS < 300 MB:                         ${mb(peakRss)}  ${peakRss < 300 * 1024 * 1024 ? 'PASS' : 'MISS'}`);
  console.log(`  proxy throughput >= 90% of the bare relay:       ${(ratio * 100).toFixed(1)}%  ${ratio >= 0.9 ? 'PASS' : 'MISS'}`);

  if (burstEvents > 0) {
    console.log(`\nunpaced, for reference: ${streams} streams of ${burstEvents} events each, as fast as they go through (client, upstream and relay share the cores)`);
    const burst = {};
    for (const mode of Array.from({ length: runs }, () => ['bare', 'proxy']).flat()) {
      const relay = relays[mode];
      relay.reset();
      const result = await runStreams({ mode, relayPort: ports[mode], upstreamPort, duration: 0, burst: burstEvents });
      const { peak } = await relay.peak();
      (burst[mode] ??= []).push(result.rate);
      console.log(`  ${mode.padEnd(6)} ${result.rate.toFixed(0).padStart(7)} events/s  complete ${result.complete}, in order ${result.inOrder}, peak RSS ${mb(peak)}`);
    }
    console.log(`  proxy / bare (medians): ${((median(burst.proxy) / median(burst.bare)) * 100).toFixed(1)}%`);
  }

  upstream.child.kill();
  relays.bare.child.kill();
  relays.proxy.child.kill();
  rmSync(built.dir, { recursive: true, force: true });
}
