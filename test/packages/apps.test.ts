// Issue 50 points 3 and 4: the packed spec-viewer in the apps of test/packages/apps/, built by their own tooling
// and opened in Chromium.
// - Bundlers: Vite (current major) and webpack 5 build a page for `spec-viewer` and one for `spec-viewer/extended`
//   with no warning (the apps hold nothing else; webpack's one exception: its size hint on the validator workers)
//   and no Node built-in or undici in the output; each page renders the spec. (esbuild and Rollup:
//   viewer-package.test.ts.)
// - Frameworks: React 19, Vue 3, Svelte 5 (Vite) and Angular (its CLI) set `spec`, `proxyUrl`, `tryItMock` and
//   `oauth` as properties and listen to `spec-load` and `try-it-response`; React 18 through spec-viewer/react.
//   Each app shows the loaded title, and after Send (answered by the mock in the page) the status.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumPath, serveFolder, type StaticServer } from '../static/layout.js';
import { appState, nodeInBrowserOutput, prepareTooling, sendFirstOperation, APPS } from './apps.js';
import { pack, VIEWER_PACKAGE } from './pack.js';

const TITLE = 'Framework Check API';
/** Installs and builds run in the tests: minutes on a cold npm cache (Angular's tooling is 500 packages). */
const SLOW = { timeout: 900_000 };

let workdir: string;
let tarball: string;
let browser: Browser;
const servers: StaticServer[] = [];

before(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'sv-apps-'));
  tarball = pack(VIEWER_PACKAGE, workdir);
  browser = await puppeteer.launch({ executablePath: await chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** Runs a build command; returns its stdout and stderr together, asserting it succeeded. */
function build(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 600_000, env: { ...process.env, NO_COLOR: '1', ...env } });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `${[cmd, ...args].join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  return output;
}

/**
 * Vite's report of how long plugins took (its rolldown bundler prints it past a share of the build time): it is
 * about the machine's speed, printed for Vite's own plugins (build-html, vue, asset-import-meta-url) on a busy
 * machine, not about what the package asks of a bundler.
 */
const PLUGIN_TIMINGS = /^\[PLUGIN_TIMINGS\][\s\S]*?^Learn more at \S+$/m;

/** `vite build` of one app, warnings and errors only: what it prints is what an integrator would see. */
function viteBuild(tooling: string, app: string): string {
  return build(process.execPath, [join(tooling, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], join(tooling, app))
    .replace(PLUGIN_TIMINGS, '')
    .trim();
}

/** Opens `path` of a served folder, with the page's errors (failed requests, console errors, exceptions) collected. */
async function open(dir: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const server = await serveFolder(dir);
  servers.push(server);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text())));
  page.on('response', (response) => void (response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`)));
  page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
  await page.evaluateOnNewDocument(() => document.addEventListener('spec-load', (e) => ((window as unknown as { loaded: unknown }).loaded = (e as CustomEvent).detail), true));
  await page.goto(new URL(path, server.url).href);
  return { page, errors };
}

/** Waits for spec-load and for <spec-viewer> to show the operation's card; resolves with the loaded title. */
async function rendersSpec(page: Page): Promise<string> {
  const title = await page.waitForFunction(
    () => {
      const card = document.querySelector('spec-viewer')?.shadowRoot?.querySelector('sv-content')?.shadowRoot?.querySelector('sv-operation');
      const loaded = (window as unknown as { loaded?: { title: string } }).loaded;
      return loaded && card?.shadowRoot?.querySelector('.title') ? loaded.title : false;
    },
    { timeout: 60_000 },
  );
  return (await title.jsonValue()) as string;
}

describe('bundlers build spec-viewer with no warning and no Node module in the output', () => {
  let shared: string;

  it('installs the apps’ tooling and the packed spec-viewer', SLOW, () => {
    shared = prepareTooling('shared', tarball, ['vite', 'webpack', 'react', 'vue', 'svelte']);
  });

  it('Vite: builds spec-viewer and spec-viewer/extended pages silently; both render', SLOW, async () => {
    assert.equal(viteBuild(shared, 'vite'), '', 'vite build printed warnings');
    const dist = join(shared, 'vite/dist');
    assert.deepEqual(await nodeInBrowserOutput(dist), []);
    for (const path of ['index.html', 'extended.html']) {
      const { page, errors } = await open(dist, path);
      assert.equal(await rendersSpec(page), TITLE);
      assert.deepEqual(errors, [], path);
      await page.close();
    }
  });

  it('webpack 5: builds both entries; its only warning is its size hint on the validator workers and the MQTT client; both render', SLOW, async () => {
    const app = join(shared, 'webpack');
    const result = JSON.parse(build(process.execPath, ['build.js'], app).trim().split('\n').at(-1)!) as {
      warnings: string[];
      errors: string[];
      bigAssets: Array<{ name: string; size: number; modules: string[] }>;
    };
    const dist = join(app, 'dist');
    // Webpack's performance hint names every emitted file above 244 KiB. Only the `validate` option's two workers
    // are (the AsyncAPI validator is 2.3 MB), files a page loads only with `validate`, and the MQTT client of
    // AsyncAPI Try-It (340 KB), which a page loads only when a reader connects to an MQTT broker.
    assert.equal(result.bigAssets.length, 3, JSON.stringify(result.bigAssets));
    const mqttClient = result.bigAssets.filter((asset) => asset.modules.some((m) => /\/chunks\/mqtt\.esm-\w+\.js$/.test(m)));
    assert.equal(mqttClient.length, 1, JSON.stringify(result.bigAssets));
    for (const asset of result.bigAssets.filter((a) => !mqttClient.includes(a))) {
      assert.match(readFileSync(join(dist, asset.name), 'utf8'), /The validator could not check this document/, asset.name);
    }
    const hint = `asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).`;
    assert.deepEqual(result.warnings.filter((w) => !w.startsWith(hint)), []);
    for (const asset of result.bigAssets) assert.ok(result.warnings.some((w) => w.includes(asset.name)), asset.name);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(await nodeInBrowserOutput(dist), []);
    cpSync(join(APPS, 'spec.yaml'), join(dist, 'spec.yaml'));
    for (const entry of ['base', 'extended']) {
      writeFileSync(
        join(dist, `${entry}.html`),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>webpack</title><link rel="icon" href="data:,"><script defer src="${entry}.js"></script></head>` +
          '<body><main><spec-viewer spec-url="spec.yaml" host-provides-main></spec-viewer></main></body></html>',
      );
      const { page, errors } = await open(dist, `${entry}.html`);
      assert.equal(await rendersSpec(page), TITLE);
      assert.deepEqual(errors, [], entry);
      await page.close();
    }
  });

  describe('frameworks set properties, listen to events, and answer Send', () => {
    const frameworkApp = async (dist: string, path = 'index.html') => {
      const { page, errors } = await open(dist, path);
      const state = await appState(page);
      assert.deepEqual(state, {
        loaded: TITLE,
        properties: { spec: 'spec.yaml', proxyUrl: 'http://127.0.0.1:9/proxy', tryItMock: true, oauthClientId: 'framework-app', oauthAttribute: null },
      });
      assert.equal(await sendFirstOperation(page), '200');
      assert.deepEqual(errors, []);
      await page.close();
    };

    for (const app of ['react', 'vue', 'svelte']) {
      it(`${app}: built by Vite with no warning, renders and answers`, SLOW, async () => {
        assert.equal(viteBuild(shared, app), '', `vite build of the ${app} app printed warnings`);
        assert.deepEqual(await nodeInBrowserOutput(join(shared, app, 'dist')), []);
        await frameworkApp(join(shared, app, 'dist'));
      });
    }

    it('React 18 with spec-viewer/react: built by Vite with no warning, renders and answers', SLOW, async () => {
      const app = prepareTooling('react18', tarball, ['.']);
      assert.equal(viteBuild(app, '.'), '', 'vite build printed warnings');
      await frameworkApp(join(app, 'dist'));
    });

    it('Angular: built by its CLI with no warning, renders and answers', SLOW, async () => {
      const app = prepareTooling('angular', tarball, ['.']);
      const output = build(process.execPath, [join(app, 'node_modules/@angular/cli/bin/ng.js'), 'build'], app, { NG_CLI_ANALYTICS: 'false', CI: 'true' });
      assert.doesNotMatch(output, /\bWARNING\b|▲/, output);
      assert.deepEqual(await nodeInBrowserOutput(join(app, 'dist/browser')), []);
      await frameworkApp(join(app, 'dist/browser'));
    });
  });
});

