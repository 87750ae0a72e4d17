// `npm run bench:asyncapi [-- <spec file> … --runs N --no-build --baseline DIR --wait-ms N --window-settle-ms N --strict]`: AsyncAPI pages, ours
// against @asyncapi/react-component's standalone bundle (a dev dependency, rendered with its documented
// `AsyncApiStandalone.render({ schema }, node)` and default config), in one headless Chromium, interleaved
// (ours, theirs, ours, theirs …), each load in a fresh browser context, median of --runs (default 3). Both pages
// come from the same plain static server as the first-visit bench (static-server.mjs, files as they are), each
// written as a site would: one script and one element, or the component's script and its render call.
// Prints the first-card time of each (ours: bench/page-probe.mjs through bench/measure-spec.mjs, the frame
// after the first operation card is in the viewport; theirs: the frame after the first operation block has a
// box), the ratio (target ours ≤ 1/5 of theirs) and the gzip bytes of JS each page downloaded (target ours
// ≤ 150 KB). A fixed CPU loop is timed in Node before and after, with the load average, so a run on a busy
// machine shows as one. --baseline DIR (a copy of an earlier dist/) measures that build too, interleaved, as
// `ours-before`, to show a change's effect in one run. Each fresh context's window settles --window-settle-ms
// (default 1500) before the page is loaded, as in the first-visit bench (measure-spec.mjs). Network events are not
// watched over DevTools, as in the first-visit bench: what each page downloaded is read from
// its Resource Timing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { ensureChrome } from '../scripts/find-chrome.mjs';
import { hostPages } from './host-pages.mjs';
import { freshPage, measurePage, requestedByPage, WINDOW_SETTLE_MS } from './measure-spec.mjs';
import { startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const specsDir = join(root, '..', 'shared', 'specs');
const reactComponent = join(root, 'node_modules', '@asyncapi', 'react-component');
/** Slack's RTM API in its 3.0 form (the largest AsyncAPI 3 document of the corpus) and in 2.x. */
const DEFAULT_SPECS = ['asyncapi3-slack-rtm.yml', 'asyncapi2-slack-rtm.yml'];
const TARGET_RATIO = 1 / 5;
const TARGET_JS_KB = 150;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'wait-ms': { type: 'string', default: '60000' },
    runs: { type: 'string', default: '3' },
    strict: { type: 'boolean', default: false },
    'window-settle-ms': { type: 'string', default: String(WINDOW_SETTLE_MS) },
  },
});
const waitMs = Number(values['wait-ms']);
const runs = Math.max(1, Math.floor(Number(values.runs)) || 1);
const settleMs = Math.max(0, Number(values['window-settle-ms']) || 0);
const specs = positionals.length > 0 ? positionals : DEFAULT_SPECS;

/** A fixed amount of CPU work, timed: on an idle core it takes the same time every run. */
function cpuProbe(label) {
  const start = performance.now();
  let x = 0;
  for (let i = 1; i < 30_000_000; i++) x += Math.sqrt(i) % 3;
  const ms = performance.now() - start;
  const [one, five] = loadavg();
  console.log(`CPU probe ${label}: fixed loop ${ms.toFixed(0)} ms (load average ${one.toFixed(2)} / ${five.toFixed(2)}, 1 / 5 min)${x < 0 ? '' : ''}`);
  return ms;
}

/** The React component's documented standalone page; the spec's file name comes in the query string. */
const reactPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>AsyncAPI React component</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../peer/asyncapi-react/styles/default.min.css"><script src="../peer/asyncapi-react/browser/standalone/index.js"></script></head>
<body><div id="asyncapi"></div>
<script>AsyncApiStandalone.render({ schema: { url: '../specs/' + new URLSearchParams(location.search).get('spec'), options: { method: 'GET' } } }, document.getElementById('asyncapi'));</script>
</body></html>`;

/** Runs in the React page before its scripts: the frame after the first operation block has a box. */
function installPeerProbe() {
  // Resource Timing keeps 250 entries by default; the bench reads the page's scripts from it.
  performance.setResourceTimingBufferSize(100000);
  const bench = { firstCard: undefined, done: false };
  window.__peerBench = bench;
  const isOperation = (el) => /^(.+-)?operation-(send|receive|request|reply|publish|subscribe)-/.test(el.id) && !/-(parameters|security|message)$/.test(el.id);
  const tick = () => {
    for (const el of document.querySelectorAll('[id*="operation-"]')) {
      const box = el.getBoundingClientRect();
      if (isOperation(el) && box.width > 0 && box.height > 0) {
        requestAnimationFrame(() => {
          bench.firstCard = performance.now();
          bench.done = true;
        });
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function measurePeer(browser, url) {
  const { context, page } = await freshPage(browser, settleMs);
  const result = { notes: [] };
  try {
    page.on('pageerror', (error) => result.notes.push(`page error: ${error.message}`));
    await page.evaluateOnNewDocument(installPeerProbe);
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => window.__peerBench?.done === true, { timeout: waitMs, polling: 100 })
      .catch(() => result.notes.push(`no operation block within ${waitMs / 1000} s`));
    result.firstCardMs = await page.evaluate(() => window.__peerBench.firstCard);
    const { scripts } = await requestedByPage(page, new URL(url).origin);
    const bodies = (await Promise.all(scripts)).filter((d) => d !== undefined);
    result.jsGzipKB = bodies.reduce((n, d) => n + gzipSync(d.body).length, 0) / 1024;
  } catch (error) {
    result.notes.push(`measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return result;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const ms = (v) => (v === undefined ? 'n/a' : `${Math.round(v)} ms`);
const kb = (v) => (v === undefined ? 'n/a' : `${v.toFixed(1)} KB`);

async function main() {
  const before = cpuProbe('before');
  console.log(`AsyncAPI bench: ${specs.join(', ')}; ours vs @asyncapi/react-component standalone, interleaved, ${runs} run(s) each; each window settles ${settleMs} ms before the page is loaded`);
  if (!values['no-build']) execFileSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--no-types'], { cwd: root, stdio: 'inherit' });
  const server = await startStaticServer({
    roots: { dist: join(root, 'dist'), specs: specsDir, 'peer/asyncapi-react': reactComponent, ...(values.baseline ? { baseline: resolve(values.baseline) } : {}) },
    pages: { ours: hostPages.ours, 'ours-before': hostPages['ours-before'], 'asyncapi-react': reactPage },
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'sv-bench-asyncapi-'));
  let browser;
  let misses = 0;
  try {
    browser = await puppeteer.launch({
      executablePath: ensureChrome(),
      headless: true,
      userDataDir,
      // As in the first-visit bench: a reader has no DevTools open, and watching network events makes Chromium
      // copy every response on the page's thread (measure-spec.mjs); scripts are read from Resource Timing.
      networkEnabled: false,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    });
    const warm = await browser.newPage();
    await warm.goto('about:blank');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await warm.close();

    const rows = [];
    for (const file of specs) {
      const page = (name) => `${server.url}/identity/pages/${name}.html?spec=${encodeURIComponent(file)}`;
      const ours = [];
      const before = [];
      const theirs = [];
      for (let run = 0; run < runs; run++) {
        // The two builds swap places every run, so neither always follows the peer's heavier page.
        const builds = values.baseline ? [['ours', ours], ['ours-before', before]] : [['ours', ours]];
        for (const [name, list] of run % 2 === 0 ? builds : builds.reverse()) {
          list.push(await measurePage(browser, page(name), { spec: file, waitMs, specPath: `/specs/${file}`, settleMs, devtoolsNetwork: false }));
        }
        theirs.push(await measurePeer(browser, page('asyncapi-react')));
        const o = ours.at(-1);
        const t = theirs.at(-1);
        const phases = Object.entries(o.phases ?? {}).map(([name, at]) => `${name} ${Math.round(at)}`).join(', ');
        const b = before.at(-1);
        const baselineNote = b ? `, ours-before ${ms(b.firstOperationMs)}` : '';
        console.log(`  ${file} run ${run + 1}: ours ${ms(o.firstOperationMs)} (${kb(o.jsGzipKB)}; spec-load ${ms(o.specLoadMs)}; marks: ${phases})${baselineNote}, theirs ${ms(t.firstCardMs)} (${kb(t.jsGzipKB)})`);
      }
      const notes = [...new Set([...ours.flatMap((r) => r.notes), ...theirs.flatMap((r) => r.notes)])];
      rows.push({
        file,
        ours: median(ours.map((r) => r.firstOperationMs)),
        before: before.length > 0 ? median(before.map((r) => r.firstOperationMs)) : undefined,
        beforeKB: before.length > 0 ? median(before.map((r) => r.jsGzipKB)) : undefined,
        theirs: median(theirs.map((r) => r.firstCardMs)),
        oursKB: median(ours.map((r) => r.jsGzipKB)),
        theirsKB: median(theirs.map((r) => r.jsGzipKB)),
        oursFiles: ours[0]?.jsFiles ?? [],
        spread: [ours, theirs].map((list) => list.map((r) => Math.round(r.firstOperationMs ?? r.firstCardMs ?? NaN)).join('/')),
        notes,
      });
    }
    console.log(`\n${'document'.padEnd(62)} ${'ours'.padStart(9)} ${'theirs'.padStart(9)} ${'ratio'.padStart(7)} ${'ours JS'.padStart(10)} ${'theirs JS'.padStart(10)}`);
    for (const row of rows) {
      const ratio = row.ours !== undefined && row.theirs ? row.ours / row.theirs : undefined;
      const ok = ratio !== undefined && ratio <= TARGET_RATIO && row.oursKB !== undefined && row.oursKB <= TARGET_JS_KB;
      if (!ok) misses++;
      console.log(
        `${row.file.padEnd(62)} ${ms(row.ours).padStart(9)} ${ms(row.theirs).padStart(9)} ${(ratio === undefined ? 'n/a' : `1/${(1 / ratio).toFixed(1)}`).padStart(7)} ${kb(row.oursKB).padStart(10)} ${kb(row.theirsKB).padStart(10)}  ${ok ? 'ok' : 'MISSED'}`,
      );
      if (row.before !== undefined) {
        const was = row.theirs ? `1/${(row.theirs / row.before).toFixed(1)}` : 'n/a';
        console.log(`  ours-before (--baseline): ${ms(row.before)}, ratio ${was}, ${kb(row.beforeKB)}`);
      }
      console.log(`  runs (ms): ours ${row.spread[0]}, theirs ${row.spread[1]}`);
      console.log(`  our JS files: ${row.oursFiles.join(', ')}`);
      for (const note of row.notes) console.log(`  note: ${note}`);
    }
    console.log(`\nTargets: ours ≤ 1/${1 / TARGET_RATIO} of theirs to the first card, ours ≤ ${TARGET_JS_KB} KB gzip of JS.`);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  const after = cpuProbe('after');
  if (Math.max(before, after) > 1.5 * Math.min(before, after)) console.log('The CPU probe moved by more than 50%: the machine was busy, read the figures with care.');
  if (values.strict && misses > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`\nbench:asyncapi: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
