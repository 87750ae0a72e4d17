// `npm run screenshots`: pictures of the demo for the README and docs/ (light and dark at 1280×800, a phone at
// 390×844, Arabic), taken in headless Chromium from a demo server this script starts on a free port, so they
// follow the code. `--no-build` serves the existing dist/; `--spec ID` picks the demo document (default: default);
// `--out DIR` (default docs/images). Writes PNG files and prints their paths.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { ensureChrome } from './find-chrome.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, spec: { type: 'string', default: 'default' }, out: { type: 'string', default: 'docs/images' } },
});

/** The pictures: name, viewport, theme and interface language. */
const SHOTS = [
  { name: 'page-light', width: 1280, height: 800, theme: 'light' },
  { name: 'page-dark', width: 1280, height: 800, theme: 'dark' },
  { name: 'page-phone', width: 390, height: 844, theme: 'light', mobile: true },
  { name: 'page-arabic', width: 1280, height: 800, theme: 'light', locale: 'ar' },
];

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Starts the demo server and resolves once it listens. */
async function startDemo(port) {
  const child = spawn(process.execPath, ['demo/server.mjs', '--no-build', '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done, fail) => {
    child.on('exit', (code) => fail(new Error(`the demo server stopped (exit code ${code})`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(`:${port}`)) done();
    });
  });
  return child;
}

if (!values['no-build'] && spawnSync(process.execPath, ['esbuild.config.mjs', '--no-types', '--quiet'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}
const out = resolve(root, values.out);
mkdirSync(out, { recursive: true });
const port = await freePort();
const demo = await startDemo(port);
const browser = await puppeteer.launch({
  executablePath: ensureChrome(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage();
    await page.setViewport({ width: shot.width, height: shot.height, isMobile: shot.mobile ?? false, hasTouch: shot.mobile ?? false });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: shot.theme }]);
    await page.evaluateOnNewDocument((theme) => localStorage.setItem('spec-viewer-demo:theme', theme), shot.theme);
    await page.goto(`http://127.0.0.1:${port}/?spec=${encodeURIComponent(values.spec)}`, { waitUntil: 'load' });
    if (shot.locale) await page.evaluate((locale) => document.querySelector('spec-viewer')?.setAttribute('locale', locale), shot.locale);
    // The first card's examples column is drawn: its response examples (or its message examples) have rendered.
    await page.waitForFunction(() => {
      const deep = (root, selector) => {
        const found = root.querySelector(selector);
        if (found) return found;
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) {
          const inner = deep(el.shadowRoot, selector);
          if (inner) return inner;
        }
        return null;
      };
      const column = deep(document, 'sv-example-column');
      return column?.shadowRoot && deep(column.shadowRoot, 'pre');
    }, { timeout: 60_000 });
    // The first operation at the top of the screen: its card beside its examples column.
    await page.evaluate(() => {
      const viewer = document.querySelector('spec-viewer');
      const deep = (root) => root.querySelector('sv-operation') ?? [...root.querySelectorAll('*')].map((el) => el.shadowRoot && deep(el.shadowRoot)).find(Boolean);
      const card = viewer && deep(viewer.shadowRoot);
      card?.scrollIntoView({ block: 'start' });
    });
    await page.waitForNetworkIdle({ idleTime: 500, concurrency: 1 }); // the demo's reload events stay open
    await page.evaluate(() => document.fonts.ready);
    const file = join(out, `${shot.name}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
  demo.kill('SIGTERM');
}
