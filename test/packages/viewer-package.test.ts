// The spec-viewer package as users get it: packed with `npm pack`, installed alone into an empty app (it ships
// the proxy itself, from its own build: issue 50 point 1), and used the three ways the README shows: bundled by esbuild and by Rollup (`import 'spec-viewer'`), and
// the CDN entry from the installed dist/cdn/ on a static server; each page renders the demo spec in Chromium.
// Its types resolve for every export path, and the tarball stays within its size limits.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumPath, serveFolder, type StaticServer } from '../static/layout.js';
import { installInto, npmRun, pack, packSummary, ROOT, run, VIEWER_PACKAGE } from './pack.js';

/** npm pack's `size` (the .tgz) and `unpackedSize` may not grow past these. */
const VIEWER_PACKED_LIMIT = 4_000_000;
const VIEWER_UNPACKED_LIMIT = 20_000_000;

const viewerVersion = (JSON.parse(readFileSync(join(VIEWER_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
let workdir: string;
let app: string;
let server: StaticServer;
let browser: Browser;

before(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'sv-viewer-package-'));
  app = join(workdir, 'app');
  installInto(app, [pack(VIEWER_PACKAGE, workdir)]);
  mkdirSync(join(app, 'src'));
  mkdirSync(join(app, 'public'));
  copyFileSync(join(ROOT, 'demo/specs/default.yaml'), join(app, 'public/spec.yaml'));
  writeFileSync(join(app, 'src/main.js'), "import { SpecViewer } from 'spec-viewer';\nwindow.bundledViewer = SpecViewer === customElements.get('spec-viewer');\n");
  const page = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title><link rel="icon" href="data:,">` +
    `<script>document.addEventListener('spec-load', (e) => (window.loaded = e.detail), true);</script>` +
    `<script type="module" src="${script}"></script></head><body><main><spec-viewer spec-url="/public/spec.yaml"></spec-viewer></main></body></html>`;
  writeFileSync(join(app, 'public/esbuild.html'), page('/public/esbuild/main.js'));
  writeFileSync(join(app, 'public/rollup.html'), page('/public/rollup/main.js'));
  writeFileSync(join(app, 'public/cdn.html'), page('/node_modules/spec-viewer/dist/cdn/spec-viewer.min.js'));
  server = await serveFolder(app);
  browser = await puppeteer.launch({ executablePath: await chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** Opens a page of the app and resolves once the element has rendered the demo spec's first operation card. */
async function renders(path: string): Promise<{ title: string; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text())));
  page.on('response', (response) => void (response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`)));
  try {
    await page.goto(new URL(path, server.url).href);
    await page.waitForFunction(
      () => {
        const content = document.querySelector('spec-viewer')?.shadowRoot?.querySelector('sv-content');
        return 'loaded' in window && content?.shadowRoot?.querySelector('sv-operation')?.shadowRoot?.querySelector('.title') != null;
      },
      { timeout: 30_000 },
    );
    const title = await page.evaluate(() => (window as unknown as { loaded: { title: string } }).loaded.title);
    return { title, errors };
  } finally {
    await page.close();
  }
}

const demoTitle = /^\s*title:\s*(.+)$/m.exec(readFileSync(join(ROOT, 'demo/specs/default.yaml'), 'utf8'))?.[1]?.replace(/^['"]|['"]$/g, '');

describe('the spec-viewer package, installed into an app', () => {
  it('stays within 4 MB packed and 20 MB unpacked, without source maps or the build metafile', () => {
    const summary = packSummary(VIEWER_PACKAGE);
    assert.ok(summary.size <= VIEWER_PACKED_LIMIT, `packed ${summary.size} B > ${VIEWER_PACKED_LIMIT} B`);
    assert.ok(summary.unpackedSize <= VIEWER_UNPACKED_LIMIT, `unpacked ${summary.unpackedSize} B > ${VIEWER_UNPACKED_LIMIT} B`);
    assert.deepEqual(summary.files.filter((f) => f.path.endsWith('.map') || f.path === 'dist/meta.json').map((f) => f.path), []);
    assert.deepEqual(summary.files.filter((f) => f.path.startsWith('dist/cdn/')).map((f) => f.path).sort(), ['dist/cdn/spec-viewer-extended.min.js', 'dist/cdn/spec-viewer.min.js']);
    // The proxy ships built (dist/proxy/, its types in dist/types/src/proxy/), never as source or as the workspace.
    assert.deepEqual(summary.files.filter((f) => f.path.startsWith('src/') || f.path.startsWith('packages/')).map((f) => f.path), []);
  });

  it('bundled by esbuild: registers <spec-viewer> and renders the demo spec', async () => {
    await esbuild.build({ absWorkingDir: app, entryPoints: ['src/main.js'], bundle: true, splitting: true, format: 'esm', outdir: 'public/esbuild', logLevel: 'silent' });
    const { title, errors } = await renders('/public/esbuild.html');
    assert.equal(title, demoTitle);
    assert.deepEqual(errors, []);
  });

  it('bundled by Rollup: registers <spec-viewer> and renders the demo spec', async () => {
    const bundle = await rollup({ input: join(app, 'src/main.js'), plugins: [nodeResolve({ browser: true, rootDir: app })], onwarn: () => {} });
    await bundle.write({ dir: join(app, 'public/rollup'), format: 'es' });
    await bundle.close();
    const { title, errors } = await renders('/public/rollup.html');
    assert.equal(title, demoTitle);
    assert.deepEqual(errors, []);
  });

  it('the CDN entry from the installed dist/cdn/ renders the demo spec from a static server', async () => {
    const { title, errors } = await renders('/public/cdn.html');
    assert.equal(title, demoTitle);
    assert.deepEqual(errors, []);
  });

  it('installs alone: no spec-viewer-proxy package, the proxy from its own dist/proxy/', () => {
    assert.ok(!existsSync(join(app, 'node_modules', 'spec-viewer-proxy')), 'the proxy package is not installed');
    assert.ok(existsSync(join(app, 'node_modules', 'spec-viewer', 'dist', 'proxy', 'cli.js')));
  });

  it('its types resolve for every export path', () => {
    writeFileSync(
      join(app, 'check.ts'),
      [
        "import { SpecViewer } from 'spec-viewer';",
        "import type { SpecViewer as ExtendedViewer } from 'spec-viewer/extended';",
        "import { parseSpec, type ApiModel } from 'spec-viewer/core';",
        "import { renderStaticHtml, renderMarkdown, staticStyles } from 'spec-viewer/static';",
        "import { createProxyHandler } from 'spec-viewer/proxy';",
        "import { createProxyRouter } from 'spec-viewer/proxy/express';",
        'export async function check(viewer: SpecViewer, extended: ExtendedViewer): Promise<string> {',
        "  const model: ApiModel = await parseSpec('openapi: 3.1.0');",
        "  viewer.specUrl = 'x.yaml';",
        '  extended.theme = viewer.theme;',
        '  return renderStaticHtml(model) + renderMarkdown(model) + staticStyles() + typeof createProxyHandler + typeof createProxyRouter;',
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true,
          lib: ['ES2023', 'DOM', 'DOM.Iterable'], typeRoots: [join(ROOT, 'node_modules/@types')], types: ['node'],
        },
        files: ['check.ts'],
      }),
    );
    run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
  });

  it('npx spec-viewer-proxy and npx spec-viewer work in the app', () => {
    assert.equal(npmRun(['exec', '--no', '--', 'spec-viewer-proxy', '--version'], app).trim(), viewerVersion);
    assert.match(npmRun(['exec', '--no', '--', 'spec-viewer-proxy', '--help'], app), /--port <n> +Port to listen on \(default 8787\)/);
    assert.match(npmRun(['exec', '--no', '--', 'spec-viewer', '--help'], app), /spec-viewer render/);
  });
});
