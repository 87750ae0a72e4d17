// Serves dist/ as a CDN serves the package (jsDelivr, unpkg: the CDN entries in cdn/ load chunks/): another
// origin than the test page (127.0.0.1 against the test runner's localhost), with CORS, so the CDN entry's
// relative chunk imports and its validator worker are tested across origins. Binds 127.0.0.1 on port 0; stops with the test runner.
// `cdnServerPlugin()` exposes it to browser tests as `executeServerCommand('cdn-server')` → { url }.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const cdnDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const types = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8' };

export async function startCdnServer() {
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname)).replace(/^[/\\]+/, '');
    if (path.startsWith('..') || path.includes('\0') || req.method !== 'GET') {
      res.writeHead(400).end();
      return;
    }
    try {
      const body = await readFile(join(cdnDir, path));
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

export function cdnServerPlugin() {
  let started;
  return {
    name: 'cdn-server',
    async executeCommand({ command }) {
      if (command !== 'cdn-server') return undefined;
      started ??= startCdnServer();
      return { url: (await started).url };
    },
    async serverStop() {
      if (started) await (await started).close();
    },
  };
}
