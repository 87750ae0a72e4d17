// The two child processes of bench/proxy-soak.mjs (the local upstream and the built proxy), and the proxy build.
// Each child answers the parent's 'stats' message over IPC, so the figures are its own, not the load generator's.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { buildBenchProxy } from './build-proxy.mjs';

/** Counts active resources by type, "Wrap" dropped (TCPSocketWrap → TCPSocket). */
function handleCounts() {
  const counts = {};
  for (const type of process.getActiveResourcesInfo()) {
    const name = type.replace(/Wrap$/, '');
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** Open file descriptors (Linux): unlike active resources, these include unref'd sockets such as idle pooled ones. */
function openFds() {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return NaN;
  }
}

function answerStats(extra) {
  // Never outlive the bench, however it exits.
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (message) => {
    if (message !== 'stats') return;
    // Twice: the first pass can leave work (weak callbacks, finalizers) that the second collects.
    globalThis.gc?.();
    globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    const handles = handleCounts();
    process.send({ rss, heapUsed, external, handles, fds: openFds(), ...(await extra()) });
  });
}

/**
 * GET /pets/42 small JSON · POST /pets echoes the body size (201) · GET /file.bin 64 KB octet-stream ·
 * GET /slow?ms= · GET /error 500 problem JSON · GET /events?n=&every= SSE · GET /lines?n=&every= JSON Lines.
 */
export function runUpstream() {
  const pet = JSON.stringify({ id: 42, name: 'Rex', tags: ['good', 'dog'], owner: { id: 7, name: 'Ada' } });
  const file = Buffer.alloc(64 * 1024);
  for (let i = 0; i < file.length; i += 1) file[i] = (i * 2654435761) >>> 24;
  let open = 0;
  let cut = 0;
  const json = (res, status, body) =>
    res.writeHead(status, { 'content-type': status === 500 ? 'application/problem+json' : 'application/json' }).end(body);
  const tick = (res, type, url, line) => {
    const count = Number(url.searchParams.get('n'));
    const every = Number(url.searchParams.get('every'));
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
    let seq = 0;
    const timer = setInterval(() => {
      res.write(line(seq, Date.now()));
      seq += 1;
      if (seq === count) {
        clearInterval(timer);
        res.end();
      }
    }, every);
    res.on('close', () => {
      if (seq < count) cut += 1;
      clearInterval(timer);
    });
  };
  const server = createServer((req, res) => {
    open += 1;
    res.on('close', () => (open -= 1));
    const url = new URL(req.url, 'http://upstream');
    let size = 0;
    req.on('data', (chunk) => (size += chunk.length));
    req.on('end', () => {
      if (url.pathname === '/pets/42') json(res, 200, pet);
      else if (url.pathname === '/pets') json(res, 201, JSON.stringify({ received: size }));
      else if (url.pathname === '/file.bin') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
      else if (url.pathname === '/slow') setTimeout(() => json(res, 200, pet), Number(url.searchParams.get('ms')));
      else if (url.pathname === '/error') json(res, 500, '{"type":"about:blank","title":"Internal Server Error","status":500}');
      else if (url.pathname === '/events') {
        tick(res, 'text/event-stream', url, (seq, t) => `id: ${seq}\nevent: price\ndata: {"seq":${seq},"t":${t},"symbol":"ACME","price":${100 + (seq % 7)}}\n\n`);
      } else if (url.pathname === '/lines') {
        tick(res, 'application/x-ndjson', url, (seq, t) => `${JSON.stringify({ seq, t, level: 'info', message: `job step ${seq} done` })}\n`);
      } else json(res, 404, '{"error":"not found"}');
    });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  answerStats(async () => ({ open, cut }));
}

/** The proxy as built from src/ (the parent passes the bundle's path), with its own audit count. */
export async function runProxy(modulePath) {
  const { createProxyServer } = await import(pathToFileURL(modulePath).href);
  let audited = 0;
  const proxy = createProxyServer({
    allowPrivateHosts: ['127.0.0.1'],
    rateLimitPerMinute: 1e6,
    log: 'none',
    onRequest: () => {
      audited += 1;
    },
  });
  const address = await proxy.listen(0, '127.0.0.1');
  answerStats(async () => ({
    audited,
    sockets: await new Promise((resolve) => proxy.server.getConnections((error, count) => resolve(error ? -1 : count))),
  }));
  process.send({ port: address.port });
}

export function buildProxy() {
  return buildBenchProxy('sv-proxy-soak-');
}

/** A port nothing listens on: bound, then released. */
export async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
