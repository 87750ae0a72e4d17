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
import { nodeInBrowserOutput } from './apps.js';
import { installFootprint, installInto, npmRun, pack, packSummary, ROOT, run, VIEWER_PACKAGE } from './pack.js';

/** npm pack's `size` (the .tgz) and `unpackedSize` may not grow past these. */
const VIEWER_PACKED_LIMIT = 4_000_000;
const VIEWER_UNPACKED_LIMIT = 20_000_000;
/** `npm i spec-viewer` (production) may install at most this many packages and bytes (issue 50 point 2). */
const INSTALL_PACKAGES_LIMIT = 40;
const INSTALL_BYTES_LIMIT = 20_000_000;

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
  writeFileSync(join(app, 'src/extended.js'), "import 'spec-viewer/extended';\n");
  const page = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title><link rel="icon" href="data:,">` +
    `<script>document.addEventListener('spec-load', (e) => (window.loaded = e.detail), true);</script>` +
    `<script type="module" src="${script}"></script></head><body><main><spec-viewer spec-url="/public/spec.yaml"></spec-viewer></main></body></html>`;
  writeFileSync(join(app, 'public/esbuild.html'), page('/public/esbuild/main.js'));
  writeFileSync(join(app, 'public/rollup.html'), page('/public/rollup/main.js'));
  writeFileSync(join(app, 'public/esbuild-extended.html'), page('/public/esbuild/extended.js'));
  writeFileSync(join(app, 'public/rollup-extended.html'), page('/public/rollup/extended.js'));
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
    // The proxy ships built (dist/proxy/, its types in dist/types/packages/spec-viewer-proxy/src/), never as source
    // or as the workspace.
    assert.deepEqual(summary.files.filter((f) => f.path.startsWith('src/') || f.path.startsWith('packages/')).map((f) => f.path), []);
  });

  it('installs light: at most 40 packages and 20 MB, no install script', () => {
    const { packages, bytes, installScripts } = installFootprint(app);
    console.log(`npm i spec-viewer: ${packages.length} packages, ${(bytes / 1e6).toFixed(1)} MB (${packages.sort().join(', ')})`);
    assert.ok(packages.length <= INSTALL_PACKAGES_LIMIT, `${packages.length} packages > ${INSTALL_PACKAGES_LIMIT}`);
    assert.ok(bytes <= INSTALL_BYTES_LIMIT, `${bytes} B > ${INSTALL_BYTES_LIMIT} B`);
    assert.deepEqual(installScripts, []);
  });

  it('validates in Node once the validator is installed, and names the package to install before', async () => {
    const validate = (file: string) =>
      run(process.execPath, ['--input-type=module', '-e', `import { validateOpenApi } from 'spec-viewer/core'; console.log(JSON.stringify(await validateOpenApi(${JSON.stringify(file)})));`], app);
    const broken = 'openapi: 3.0.3\ninfo: { title: t }\npaths: {}\n';
    assert.match(validate(broken), /@readme\/openapi-parser is not installed; validating in Node needs it: npm install @readme\/openapi-parser/);
    npmRun(['install', '@readme/openapi-parser', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
    const findings = JSON.parse(validate(broken)) as Array<{ kind: string; message: string }>;
    assert.ok(findings.length > 0 && findings.every((f) => !/not installed|could not check/.test(f.message)), JSON.stringify(findings));
    assert.ok(findings.some((f) => /version/.test(f.message)), JSON.stringify(findings));
  });

  it('bundled by esbuild (spec-viewer and spec-viewer/extended): no warning, no Node module in the output; renders the demo spec', async () => {
    const result = await esbuild.build({ absWorkingDir: app, entryPoints: ['src/main.js', 'src/extended.js'], bundle: true, splitting: true, format: 'esm', outdir: 'public/esbuild', logLevel: 'silent' });
    assert.deepEqual([...result.warnings, ...result.errors].map((w) => w.text), []);
    assert.deepEqual(await nodeInBrowserOutput(join(app, 'public/esbuild')), []);
    for (const path of ['/public/esbuild.html', '/public/esbuild-extended.html']) {
      const { title, errors } = await renders(path);
      assert.equal(title, demoTitle, path);
      assert.deepEqual(errors, [], path);
    }
  });

  it('bundled by Rollup (spec-viewer and spec-viewer/extended): no warning, no Node module in the output; renders the demo spec', async () => {
    const warnings: string[] = [];
    const bundle = await rollup({ input: [join(app, 'src/main.js'), join(app, 'src/extended.js')], plugins: [nodeResolve({ browser: true, rootDir: app })], onwarn: (warning) => void warnings.push(`${warning.code}: ${warning.message}`) });
    await bundle.write({ dir: join(app, 'public/rollup'), format: 'es' });
    await bundle.close();
    assert.deepEqual(warnings, []);
    assert.deepEqual(await nodeInBrowserOutput(join(app, 'public/rollup')), []);
    for (const path of ['/public/rollup.html', '/public/rollup-extended.html']) {
      const { title, errors } = await renders(path);
      assert.equal(title, demoTitle, path);
      assert.deepEqual(errors, [], path);
    }
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

  it('its types resolve for every export path, and check without any library the package bundles', () => {
    // `skipLibCheck: false`: a declaration that names a bundled library (undici, ipaddr.js …), which the app does
    // not have, fails here. `spec-viewer/proxy/express` names Express, an optional peer: checked apart, with it skipped.
    const check = (file: string, lines: string[], skipLibCheck: boolean) => {
      writeFileSync(join(app, file), [...lines, ''].join('\n'));
      writeFileSync(
        join(app, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck,
            lib: ['ES2023', 'DOM', 'DOM.Iterable'], typeRoots: [join(ROOT, 'node_modules/@types')], types: ['node'],
          },
          files: [file],
        }),
      );
      run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
    };
    check(
      'check.ts',
      [
        "import { SpecViewer } from 'spec-viewer';",
        "import type { SpecViewer as ExtendedViewer } from 'spec-viewer/extended';",
        "import { parseSpec, type ApiModel } from 'spec-viewer/core';",
        "import { renderStaticHtml, renderMarkdown, staticStyles } from 'spec-viewer/static';",
        "import { createProxyHandler, classifyAddress, type ProxyOptions } from 'spec-viewer/proxy';",
        'export async function check(viewer: SpecViewer, extended: ExtendedViewer, options: ProxyOptions): Promise<string> {',
        "  const model: ApiModel = await parseSpec('openapi: 3.1.0');",
        "  viewer.specUrl = 'x.yaml';",
        '  extended.theme = viewer.theme;',
        "  extended.oauth = { clientId: 'app' };",
        '  return renderStaticHtml(model) + renderMarkdown(model) + staticStyles() + typeof createProxyHandler + classifyAddress("10.0.0.1").range + typeof options.socketConnector;',
        '}',
      ],
      false,
    );
    check('check-express.ts', ["import { createProxyRouter } from 'spec-viewer/proxy/express';", 'export const router: unknown = createProxyRouter;'], true);
  });

  it('npx spec-viewer-proxy and npx spec-viewer work in the app', () => {
    assert.equal(npmRun(['exec', '--no', '--', 'spec-viewer-proxy', '--version'], app).trim(), viewerVersion);
    assert.match(npmRun(['exec', '--no', '--', 'spec-viewer-proxy', '--help'], app), /--port <n> +Port to listen on \(default 8787\)/);
    assert.match(npmRun(['exec', '--no', '--', 'spec-viewer', '--help'], app), /spec-viewer render/);
  });
});
