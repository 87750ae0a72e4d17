// The child processes of bench/proxy-streams.mjs (the SSE upstream, the bare relay and the built proxy), and the
// proxy build. Each child answers the parent's 'reset' and 'peak' messages over IPC, so the figures are its own,
// not the client's.
import { Agent, createServer, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildBenchProxy } from './build-proxy.mjs';

/** Milliseconds on a clock all processes of this machine share (sub-millisecond resolution). */
export const now = () => performance.timeOrigin + performance.now();

/** Samples RSS every 20 ms; the parent resets and reads the peak (and CPU time) around each run. */
function trackPeakRss() {
  process.on('disconnect', () => process.exit(0));
  let peak = process.memoryUsage.rss();
  let cpu = process.cpuUsage();
  setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20).unref();
  process.on('message', (message) => {
    if (message === 'reset') {
      peak = process.memoryUsage.rss();
      cpu = process.cpuUsage();
    }
    if (message === 'peak') {
      const used = process.cpuUsage(cpu);
      process.send({ peak, cpuMs: (used.user + used.system) / 1000 });
    }
  });
}

/**
 * GET /events?n=…: n events, one per `intervalMs`, each `data: {"seq","t"}` with t the time it was written.
 * GET /burst?n=…: n such events as fast as the reader takes them.
 */
export function runUpstream(intervalMs) {
  const padding = 'x'.repeat(60);
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://upstream');
    const count = Number(url.searchParams.get('n') ?? 10);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let seq = 0;
    if (url.pathname === '/burst') {
      const more = () => {
        while (seq < count) {
          const ok = res.write(`id: ${seq}\ndata: {"seq":${seq},"t":${now()},"pad":"${padding}"}\n\n`);
          seq += 1;
          // Yield now and then, so all streams take turns rather than one filling its socket at a time.
          if (!ok || seq % 20 === 0) return void (ok ? setImmediate(more) : res.once('drain', more));
        }
        res.end();
      };
      return void more();
    }
    const timer = setInterval(() => {
      res.write(`id: ${seq}\ndata: {"seq":${seq},"t":${now()},"pad":"${padding}"}\n\n`);
      seq += 1;
      if (seq === count) {
        clearInterval(timer);
        res.end();
      }
    }, intervalMs);
    res.on('close', () => clearInterval(timer));
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  trackPeakRss();
}

/** The bare relay: GET /events?… is requested from the upstream and its response piped back as it comes. */
export function runBareRelay(upstreamPort) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const server = createServer((req, res) => {
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: req.url, agent }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    upstream.end();
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  trackPeakRss();
}

export async function runProxy(modulePath) {
  const { createProxyServer } = await import(pathToFileURL(modulePath).href);
  const proxy = createProxyServer({ allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 1e9, log: 'none' });
  const address = await proxy.listen(0, '127.0.0.1');
  process.send({ port: address.port });
  trackPeakRss();
}

export function buildProxy() {
  return buildBenchProxy('sv-proxy-streams-bench-');
}
