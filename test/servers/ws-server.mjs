// A WebSocket API for the AsyncAPI Try-It tests (issue 52), on 127.0.0.1: a `ws` server that records every frame
// it receives (bytes exact, with the path and query of the connection) and publishes what the test asks to every
// open connection, so a test knows what the panel must show. Commands: `ws-server` → { url } (ws://127.0.0.1:port);
// `ws-received` → [{ path, binary, hex, text }]; `ws-publish` { text } or { hex }; `ws-clients` → open count;
// `ws-reset` forgets what was received.
import { WebSocketServer } from 'ws';

export async function startWsServer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const received = [];
  wss.on('connection', (socket, request) => {
    socket.on('message', (data, binary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
      received.push({ path: request.url ?? '/', binary, hex: bytes.toString('hex'), text: binary ? undefined : bytes.toString('utf8') });
    });
  });
  return {
    url: `ws://127.0.0.1:${wss.address().port}`,
    received: () => received,
    reset: () => void (received.length = 0),
    clients: () => [...wss.clients].filter((c) => c.readyState === 1).length,
    publish({ text, hex }) {
      for (const client of wss.clients) if (client.readyState === 1) client.send(hex === undefined ? text : Buffer.from(hex, 'hex'), { binary: hex !== undefined });
    },
    close() {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}

/** web-test-runner plugin for the commands above; the server starts on first use and stops with the run. */
export function wsServerPlugin() {
  let started;
  return {
    name: 'ws-server',
    async executeCommand({ command, payload }) {
      if (!command.startsWith('ws-')) return undefined;
      started ??= startWsServer();
      const server = await started;
      switch (command) {
        case 'ws-server':
          return { url: server.url };
        case 'ws-received':
          return server.received();
        case 'ws-reset':
          server.reset();
          return true;
        case 'ws-clients':
          return server.clients();
        case 'ws-publish':
          server.publish(payload);
          return true;
        default:
          return undefined;
      }
    },
    async serverStop() {
      if (started) await (await started).close();
    },
  };
}
