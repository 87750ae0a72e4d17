import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoServer, DEFAULT_SPEC, type DemoServer } from '../../demo/server/create-demo-server.js';
import { corpus, rawRequest } from './raw-request.js';

describe('static files and the demo page', () => {
  let server: DemoServer;
  let distDir: string;
  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'sv-dist-'));
    mkdirSync(join(distDir, 'cdn'));
    writeFileSync(join(distDir, 'spec-viewer.js'), 'export const bundle = 1;\n');
    writeFileSync(join(distDir, 'spec-viewer.js.map'), '{"version":3}');
    writeFileSync(join(distDir, 'cdn', 'spec-viewer.min.js'), 'void 0;\n');
    writeFileSync(join(distDir, '.secret.js'), 'hidden');
    writeFileSync(join(distDir, 'notes.ts'), 'not served');
    symlinkSync('/etc/hostname', join(distDir, 'escape.txt'));
    server = await createDemoServer({
      specs: [{ file: corpus('oas30-petstore.yaml') }, DEFAULT_SPEC],
      port: 0,
      distDir,
    });
  });
  after(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves bundles as JavaScript and source maps as JSON', async () => {
    const js = await rawRequest(server.port, '/dist/spec-viewer.js');
    assert.equal(js.status, 200);
    assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(js.body.toString(), 'export const bundle = 1;\n');
    const nested = await rawRequest(server.port, '/dist/cdn/spec-viewer.min.js');
    assert.equal(nested.status, 200);
    const map = await rawRequest(server.port, '/dist/spec-viewer.js.map');
    assert.match(String(map.headers['content-type']), /^application\/json/);
  });

  it('serves the demo assets with their types', async () => {
    const css = await rawRequest(server.port, '/demo/demo.css');
    assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
    const js = await rawRequest(server.port, '/demo/demo.js');
    assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
  });

  it('never serves hidden files, unknown types, server sources or symlinks leaving the folder', async () => {
    for (const path of ['/dist/.secret.js', '/dist/notes.ts', '/demo/server/cli.ts', '/dist/escape.txt', '/dist/missing.js']) {
      const res = await rawRequest(server.port, path);
      assert.equal(res.status, 404, path);
    }
  });

  it('refuses paths that try to leave the folder', async () => {
    for (const path of [
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/dist/..%2fpackage.json',
      '/dist/..%5cpackage.json',
      '/demo/%2fetc%2fpasswd',
      '/demo//etc/passwd',
      '/demo/index.html%00.js',
      '/dist/%',
    ]) {
      const res = await rawRequest(server.port, path);
      assert.equal(res.status, 400, path);
      assert.equal((res.json() as { error: { code: string } }).error.code, 'bad-path');
    }
  });

  it('opens the first registered spec on the demo page, or the one named by ?spec=', async () => {
    const first = (await rawRequest(server.port, '/')).body.toString();
    assert.match(first, /<spec-viewer spec-url="\/api\/specs\/oas30-petstore\/content" try-it-mock>/);
    const chosen = (await rawRequest(server.port, '/?spec=default')).body.toString();
    assert.match(chosen, /<spec-viewer spec-url="\/api\/specs\/default\/content" try-it-mock>/);
    const unknown = (await rawRequest(server.port, '/?spec=..%2f')).body.toString();
    assert.match(unknown, /<spec-viewer spec-url="\/api\/specs\/oas30-petstore\/content" try-it-mock>/);
  });
});
