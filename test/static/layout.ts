/**
 * Helpers of the static-render tests (test/core/static-*.test.ts, test/server/static-*.test.ts): a private copy of
 * the package's CLI layout (bin + freshly built dist/static, and the page build when asked) in a temporary folder, so
 * tests never race other builds for dist/; a static file server on 127.0.0.1; and the HTML checks they share.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { buildNode } from '../../esbuild.config.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SPECS = resolve(ROOT, '../shared/specs');

export interface Layout {
  dir: string;
  bin: string;
  cleanup(): void;
}

/**
 * bin/spec-viewer.js + package.json + the Node build (dist/static …) + the page build that `render` copies from:
 * the repository's (`real`: `npm test` built it first), or a stand-in entry with one chunk and a validator worker.
 */
export async function privateLayout(pages: 'real' | 'stand-in' | 'none' = 'stand-in'): Promise<Layout> {
  const dir = mkdtempSync(join(tmpdir(), 'sv-static-'));
  mkdirSync(join(dir, 'bin'));
  copyFileSync(join(ROOT, 'bin/spec-viewer.js'), join(dir, 'bin/spec-viewer.js'));
  copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await buildNode(join(dir, 'dist'), { logLevel: 'error' });
  if (pages === 'real') {
    for (const entry of ['spec-viewer.js', 'spec-viewer-extended.js']) copyFileSync(join(ROOT, 'dist', entry), join(dir, 'dist', entry));
    cpSync(join(ROOT, 'dist/chunks'), join(dir, 'dist/chunks'), { recursive: true, filter: (path) => !path.endsWith('.map') });
  }
  if (pages === 'stand-in') {
    mkdirSync(join(dir, 'dist/chunks'), { recursive: true });
    writeFileSync(join(dir, 'dist/spec-viewer.js'), 'import "./chunks/a.js";\n');
    writeFileSync(join(dir, 'dist/spec-viewer-extended.js'), 'import "./chunks/a.js";\n');
    writeFileSync(join(dir, 'dist/chunks/a.js'), 'export const load = () => import("./b.js"), worker = new URL("./validate-worker.js", import.meta.url);\n');
    writeFileSync(join(dir, 'dist/chunks/b.js'), 'export {};\n');
    writeFileSync(join(dir, 'dist/chunks/unused.js'), 'export {};\n');
    writeFileSync(join(dir, 'dist/spec-viewer.js.map'), '{}');
    writeFileSync(join(dir, 'dist/chunks/validate-worker.js'), 'self.onmessage = () => {};\n');
  }
  return { dir, bin: join(dir, 'bin/spec-viewer.js'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a process. */
export function runCli(layout: Layout, args: string[], timeout = 120_000): Run {
  const result = spawnSync(process.execPath, [layout.bin, ...args], { encoding: 'utf8', timeout });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the CLI as a process without blocking this one (a server in this process can answer it). */
export function runCliAsync(layout: Layout, args: string[]): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [layout.bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wsdl': 'text/xml',
  '.xsd': 'text/xml',
  '.graphql': 'text/plain',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1 (an ephemeral port); `delay(path)`: milliseconds to hold a response back; `headers`:
 * sent with every file (a Content-Security-Policy, say).
 */
export async function serveFolder(dir: string, delay: (path: string) => number = () => 0, headers: Record<string, string> = {}): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return void res.writeHead(404).end('not found');
    }
    const send = (): void => void res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    const wait = delay(path);
    if (wait > 0) setTimeout(send, wait);
    else send();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The Chromium to drive: CHROME_PATH, /usr/bin/chromium, or what scripts/find-browsers.mjs finds. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  // @ts-expect-error: a JavaScript module without declarations
  const { ensureEngine } = (await import('../../scripts/find-browsers.mjs')) as { ensureEngine: (e: string) => { executablePath: string } };
  return ensureEngine('chromium').executablePath;
}
