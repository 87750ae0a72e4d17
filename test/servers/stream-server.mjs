// A streaming API for the Try-It stream tests, on 127.0.0.1: `GET /stream/<id>` answers 200 and holds the response
// open, as JSON Lines when the id starts with `jsonl`, as text/plain with `plain`, else as Server-Sent Events; the test writes to it piece by piece through the plugin's
// commands, so it knows what is on screen before the next piece is sent. It records when a client went away.
import { createServer } from 'node:http';

const TYPES = [
  ['jsonl', 'application/x-ndjson'],
  ['plain', 'text/plain; charset=utf-8'],
];

export async function startStreamServer() {
  /** @type {Map<string, { res?: import('node:http').ServerResponse, closed: boolean, waiters: Array<() => void> }>} */
  const streams = new Map();
  const entry = (id) => {
    let s = streams.get(id);
    if (!s) streams.set(id, (s = { closed: false, waiters: [] }));
    return s;
  };
  const sockets = new Set();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const match = /^\/stream\/([\w-]+)$/.exec(url.pathname);
    if (!match) return res.writeHead(404, cors).end();
    const s = entry(match[1]);
    s.res = res;
    res.on('close', () => (s.closed = true));
    res.writeHead(200, { ...cors, 'Content-Type': TYPES.find(([prefix]) => match[1].startsWith(prefix))?.[1] ?? 'text/event-stream', 'Cache-Control': 'no-store' });
    res.flushHeaders();
    for (const wake of s.waiters.splice(0)) wake();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  /** Resolves once the client's request for `id` arrived. */
  const connected = (id) => {
    const s = entry(id);
    return s.res ? Promise.resolve() : new Promise((resolve) => s.waiters.push(resolve));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async write(id, text) {
      await connected(id);
      entry(id).res.write(text);
    },
    async end(id) {
      await connected(id);
      entry(id).res.end();
    },
    async cut(id) {
      await connected(id);
      entry(id).res.socket?.destroy();
    },
    state: (id) => ({ connected: Boolean(entry(id).res), closed: entry(id).closed }),
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** web-test-runner plugin: `stream-server` → { url }; `stream-write` { id, text }; `stream-end` / `stream-cut` / `stream-state` { id }. */
export function streamServerPlugin() {
  /** @type {ReturnType<typeof startStreamServer> | undefined} */
  let started;
  return {
    name: 'stream-server',
    async executeCommand({ command, payload }) {
      if (!command.startsWith('stream-')) return undefined;
      started ??= startStreamServer();
      const server = await started;
      switch (command) {
        case 'stream-server':
          return { url: server.url };
        case 'stream-write':
          await server.write(payload.id, payload.text);
          return true;
        case 'stream-end':
          await server.end(payload.id);
          return true;
        case 'stream-cut':
          await server.cut(payload.id);
          return true;
        case 'stream-state':
          return server.state(payload.id);
        default:
          return undefined;
      }
    },
    async serverStop() {
      if (started) await (await started).close();
    },
  };
}
