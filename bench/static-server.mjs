// A plain static file server on 127.0.0.1 (port 0), what a first-time reader's page is served from: no demo
// server, no API. Every path starts with the encoding it is served with, so one page and everything it loads
// share it: /identity/… sends the bytes as they are, /gzip/… with `Content-Encoding: gzip` (compressed once and
// kept, as a server with precompressed files would). Under that prefix:
//   /dist/…             the build (dist/)
//   /specs/<file>       the spec corpus
//   /peer/swagger-ui/…  swagger-ui-dist (the peer's standalone bundle)
//   /pages/<name>.html  host pages (bench/host-pages.mjs), given in `pages`
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.graphql': 'text/plain; charset=utf-8',
  '.wsdl': 'application/xml',
};
export const ENCODINGS = ['identity', 'gzip'];

/**
 * @param {{ roots: Record<string, string>, pages: Record<string, string> }} options  URL prefix → directory;
 *   page name → HTML
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStaticServer({ roots, pages }) {
  const gzipped = new Map();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      const [, encoding, ...rest] = decodeURIComponent(url.pathname).split('/');
      if (!ENCODINGS.includes(encoding ?? '')) return notFound(res);
      const path = rest.join('/');
      const body = await bodyFor(path, roots, pages);
      if (!body) return notFound(res);
      const headers = { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
      let bytes = body;
      if (encoding === 'gzip') {
        bytes = gzipped.get(path)?.source === body ? gzipped.get(path).bytes : undefined;
        if (!bytes) {
          bytes = gzipSync(body, { level: 6 });
          gzipped.set(path, { source: body, bytes });
        }
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(bytes.byteLength);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    } catch {
      notFound(res);
    }
  });
  // Files are read once: the figures must not include the disk.
  const cache = new Map();
  async function bodyFor(path, rootsMap, pagesMap) {
    if (path.startsWith('pages/')) {
      const html = pagesMap[path.slice('pages/'.length).replace(/\.html$/, '')];
      if (html === undefined) return undefined;
      if (!cache.has(path)) cache.set(path, Buffer.from(html));
      return cache.get(path);
    }
    const prefix = Object.keys(rootsMap).find((p) => path.startsWith(`${p}/`));
    if (!prefix) return undefined;
    const dir = rootsMap[prefix];
    const file = normalize(join(dir, path.slice(prefix.length + 1)));
    if (!file.startsWith(dir + sep)) return undefined;
    if (!cache.has(file)) cache.set(file, await readFile(file));
    return cache.get(file);
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function notFound(res) {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}
