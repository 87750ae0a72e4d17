// Figures for `spec-viewer render` on GitHub's description (../shared/specs/oas30-github-api.json, 13 MB, ~1,500
// operations): the CLI's wall time and peak RSS, then Chromium opening the written index.html (and the largest
// section page) with the viewer's script held back, scrolling to the end: the longest main-thread task before the
// bundle loads. Then the bundle is let through and the time to the live page's spec-load is printed. Figures, not a
// test: run `npm run bench:static` (`-- --no-build` to use bin/ and dist/ as they are; `-- --spec <file>` for
// another description).
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { ensureEngine } from '../scripts/find-browsers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const specArg = args.includes('--spec') ? args[args.indexOf('--spec') + 1] : undefined;
const spec = specArg ?? join(root, '../shared/specs/oas30-github-api.json');
const work = mkdtempSync(join(tmpdir(), 'sv-bench-static-'));
const out = join(work, 'site');

/** bin + freshly built Node modules and the repository's page build in a temporary folder (or the repository's, with --no-build). */
async function layout() {
  if (args.includes('--no-build')) return join(root, 'bin/spec-viewer.js');
  const { buildNode } = await import('../esbuild.config.mjs');
  mkdirSync(join(work, 'bin'));
  copyFileSync(join(root, 'bin/spec-viewer.js'), join(work, 'bin/spec-viewer.js'));
  copyFileSync(join(root, 'package.json'), join(work, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  await buildNode(join(work, 'dist'), { logLevel: 'error' });
  for (const entry of ['spec-viewer.js', 'spec-viewer-extended.js']) copyFileSync(join(root, 'dist', entry), join(work, 'dist', entry));
  cpSync(join(root, 'dist/chunks'), join(work, 'dist/chunks'), { recursive: true, filter: (path) => !path.endsWith('.map') });
  return join(work, 'bin/spec-viewer.js');
}

/** Runs the CLI; its peak RSS is printed by a hook at exit. */
function render(bin) {
  const hook = 'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxrss "+process.resourceUsage().maxRSS+"\\n"))';
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', hook, bin, 'render', spec, '--out', out, '--quiet'], { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const rss = Number(/maxrss (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
      if (code !== 0) fail(new Error(`render exited ${code}:\n${stderr}`));
      else done({ ms, rss });
    });
  });
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.md': 'text/markdown' };

function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return void res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Opens `url` with the viewer's script held back, scrolls to the end, and reports the main thread's long tasks
 * (PerformanceObserver 'longtask', from navigation on). Returns the page with the script still held.
 */
async function openStatic(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const held = [];
  let releasedAll = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!releasedAll && /\/spec-viewer\/.*\.js$/.test(new URL(request.url()).pathname)) held.push(request);
    else void request.continue();
  });
  const release = () => {
    releasedAll = true;
    for (const request of held) void request.continue();
  };
  await page.evaluateOnNewDocument(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  const started = performance.now();
  // A held module script holds back DOMContentLoaded and load: wait for the end of parsing instead.
  void page.goto(url, { waitUntil: 'load', timeout: 0 }).catch(() => undefined);
  await page.waitForFunction((target) => location.href === target && document.readyState !== 'loading', { timeout: 120_000, polling: 20 }, url);
  const loaded = performance.now() - started;
  const scroll = await page.evaluate(async () => {
    const t0 = performance.now();
    let steps = 0;
    while (window.scrollY + innerHeight < document.documentElement.scrollHeight - 2 && steps < 5000) {
      window.scrollBy(0, innerHeight);
      steps++;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    return { ms: performance.now() - t0, screens: steps, height: document.documentElement.scrollHeight };
  });
  const tasks = await page.evaluate(() => window.__longTasks);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { page, release, loaded, scroll, tasks, elements };
}

function printPage(label, bytes, result) {
  const tasks = result.tasks;
  const worst = tasks.length > 0 ? Math.max(...tasks) : 0;
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0);
  console.log(`${label}: ${(bytes / 1024 / 1024).toFixed(2)} MB, ${result.elements} elements`);
  console.log(`  parsed in ${Math.round(result.loaded)} ms; scrolled ${result.scroll.screens} screens (${result.scroll.height} px) in ${Math.round(result.scroll.ms)} ms`);
  console.log(`  long tasks before the bundle: ${tasks.length} (worst ${worst} ms, ${tasks.filter((t) => t > 200).length} over 200 ms, total blocking ${blocking} ms)`);
}

const bin = await layout();
console.log(`spec: ${spec} (${(statSync(spec).size / 1024 / 1024).toFixed(1)} MB)`);
const cli = await render(bin);
const files = readdirSync(out, { recursive: true }).filter((f) => /\.(html|md|txt)$/.test(f));
console.log(`render: ${(cli.ms / 1000).toFixed(2)} s wall, peak RSS ${Math.round(cli.rss)} MB, ${files.length} pages and Markdown files`);

const server = await serve(out);
const base = `http://127.0.0.1:${server.address().port}/`;
const { executablePath } = ensureEngine('chromium', { log: () => undefined });
const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const index = await openStatic(browser, `${base}index.html`);
  printPage('index.html', statSync(join(out, 'index.html')).size, index);
  const pages = files.filter((f) => f.endsWith('.html') && f !== 'index.html').map((f) => [f, statSync(join(out, f)).size]).sort((a, b) => b[1] - a[1]);
  if (pages.length > 0) {
    const [largest, bytes] = pages[0];
    const result = await openStatic(browser, `${base}${largest}`);
    printPage(`largest page (${largest})`, bytes, result);
    await result.page.close();
  }
  // Let the bundle through: the live element replaces the static reference.
  const live = performance.now();
  await index.page.evaluate(() => document.addEventListener('spec-load', () => (window.__loaded = true)));
  index.release();
  await index.page.waitForFunction(() => window.__loaded === true, { timeout: 120_000 });
  console.log(`live page: spec-load ${Math.round(performance.now() - live)} ms after the bundle was let through`);
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
