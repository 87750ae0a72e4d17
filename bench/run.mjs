// `npm run bench [-- <spec id> … --runs N --no-build --no-peer --encodings identity,gzip --baseline DIR --wait-ms N --window-settle-ms N --download-mbps N --devtools-network --strict]`:
// what a first-time reader gets. Each spec is served by a plain static server (static-server.mjs) with the build
// and a one-element host page, once as is and once gzip-encoded, and loaded in headless Chromium in a fresh
// browser context per load (empty cache and storage). OpenAPI specs are also opened in Swagger UI (the fastest
// peer; its standalone bundle, default options) from the same server, interleaved with ours (the order flips every
// run). Printed per spec and encoding, median of --runs (default 3): first operation visible, for ours also the
// time until the last sidebar entry brings its operation into view, heap after GC, DOM nodes and the gzip size of
// the JS downloaded; then the ratios against the peer with their targets, the load phases, and the JS an OpenAPI
// JSON page downloads through the CDN entry. A fixed CPU probe timed in Node before and after, and the load
// average, show how busy the machine was. Other large specs by id: oas31-openai, oas2-slack-web, oas31-discord,
// oas30-box, graphql-github, graphql-github-introspection-wrapped (GraphQL loads the extended build).
// --baseline DIR (a copy of an earlier dist/) measures that build too, interleaved, as viewer `ours-before`.
// Each fresh context opens a window whose own UI loads first; the page is loaded --window-settle-ms (default
// 1500) later, as a reader's window is open before they follow a link (measure-spec.mjs; 0: at once).
// --download-mbps N throttles every response to N Mbit/s (Chromium's network emulation), for a reader's link.
// The browser does not watch network events over DevTools (a reader has none open, and watching costs the page's
// thread a copy of every response: measure-spec.mjs); --devtools-network watches them (--download-mbps needs it
// and turns it on).
// Everything goes to .bench/results.json; --strict exits non-zero when a target is missed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { ensureChrome } from '../scripts/find-chrome.mjs';
import { hostPages } from './host-pages.mjs';
import { measurePage, WINDOW_SETTLE_MS } from './measure-spec.mjs';
import { installPeerProbe } from './peer-probe.mjs';
import { CDN_MAX_KB, cpuProbe, medianResult, printCdn, printComparison, printMachine, printTable, printTargets } from './report.mjs';
import { ENCODINGS, startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const specsDir = join(root, '..', 'shared', 'specs');
/** Measured by default: the comparison the targets are set on. */
const DEFAULT_SPECS = ['oas30-github-api', 'oas30-stripe'];
/** The spec whose page weight through the CDN entry is checked (an OpenAPI JSON page). */
const CDN_SPEC = 'oas30-github-api';
const hostPageFor = (id) => (id.startsWith('graphql-') ? 'ours-extended' : 'ours');
/** Swagger UI renders OpenAPI and Swagger 2.0 documents. */
const hasPeer = (id) => /^oas(2|3)/.test(id);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-peer': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    encodings: { type: 'string', default: ENCODINGS.join(',') },
    'wait-ms': { type: 'string', default: '30000' },
    runs: { type: 'string', default: '3' },
    strict: { type: 'boolean', default: false },
    'window-settle-ms': { type: 'string', default: String(WINDOW_SETTLE_MS) },
    'download-mbps': { type: 'string', default: '0' },
    'devtools-network': { type: 'boolean', default: false },
  },
});
const waitMs = Number(values['wait-ms']);
const runs = Math.max(1, Math.floor(Number(values.runs)) || 1);
const settleMs = Math.max(0, Number(values['window-settle-ms']) || 0);
const downloadMbps = Math.max(0, Number(values['download-mbps']) || 0);
const devtoolsNetwork = values['devtools-network'] || downloadMbps > 0;
const specIds = positionals.length > 0 ? positionals : DEFAULT_SPECS;
const encodings = values.encodings.split(',').filter((e) => ENCODINGS.includes(e));

/** The corpus file of a spec id (`oas30-stripe` → `oas30-stripe.yaml`). */
function specFile(id) {
  const file = readdirSync(specsDir).find((f) => f.slice(0, f.lastIndexOf('.')) === id);
  if (!file) throw new Error(`no spec ${id}.* in ${specsDir}`);
  return file;
}

async function main() {
  const files = Object.fromEntries(specIds.map((id) => [id, specFile(id)]));
  if (!values['no-build']) {
    console.log('Building (node esbuild.config.mjs --quiet --no-types) …');
    execFileSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--no-types'], { cwd: root, stdio: 'inherit' });
  }
  const machine = { before: { cpuProbeMs: cpuProbe(), loadavg: loadavg() } };
  console.log(`CPU probe before: ${machine.before.cpuProbeMs.toFixed(0)} ms; load average ${machine.before.loadavg.map((l) => l.toFixed(2)).join(' ')}`);
  const server = await startStaticServer({
    roots: {
      dist: join(root, 'dist'),
      specs: specsDir,
      'peer/swagger-ui': join(root, 'node_modules', 'swagger-ui-dist'),
      ...(values.baseline ? { baseline: resolve(values.baseline) } : {}),
    },
    pages: hostPages,
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'sv-bench-chrome-'));
  let browser;
  try {
    browser = await puppeteer.launch({
      executablePath: ensureChrome(),
      headless: true,
      userDataDir,
      networkEnabled: devtoolsNetwork,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Specs link images and docs on the internet; the benchmark never leaves loopback.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    });
    await settle(browser);

    /** One load of one viewer: `viewer` is 'ours', 'ours-cdn' or 'swagger-ui'. */
    const load = (viewer, id, encoding) => {
      const page = viewer === 'ours' ? hostPageFor(id) : viewer === 'ours-before' ? hostPageFor(id).replace('ours', 'ours-before') : viewer;
      const url = `${server.url}/${encoding}/pages/${page}.html?spec=${encodeURIComponent(files[id])}`;
      const options = { spec: id, waitMs, specPath: `/specs/${files[id]}`, settleMs, downloadMbps, devtoolsNetwork };
      if (viewer === 'swagger-ui') Object.assign(options, { probe: installPeerProbe, probeOptions: { selector: '.opblock' } });
      return measurePage(browser, url, options);
    };
    const cells = [];
    for (const id of specIds) {
      for (const encoding of encodings) {
        cells.push({ id, encoding, viewer: 'ours', samples: [] });
        if (values.baseline) cells.push({ id, encoding, viewer: 'ours-before', samples: [] });
        if (hasPeer(id) && !values['no-peer']) cells.push({ id, encoding, viewer: 'swagger-ui', samples: [] });
      }
    }
    const sizeMB = (id) => statSync(join(specsDir, files[id])).size / 1024 / 1024;
    console.log(`Each load: a fresh browser context; its window settles ${settleMs} ms before the page is loaded${downloadMbps > 0 ? `; responses throttled to ${downloadMbps} Mbit/s` : ''}; network events ${devtoolsNetwork ? 'watched over DevTools' : 'not watched (Resource Timing)'}`);
    console.log(`Specs: ${specIds.map((id) => `${files[id]} (${sizeMB(id).toFixed(1)} MB)`).join(', ')}; encodings ${encodings.join(', ')}; ${runs} run(s), interleaved`);
    for (let run = 0; run < runs; run++) {
      // Interleaved: every cell once per run; ours and the peer swap places every run, so neither always goes first.
      for (const id of specIds) {
        for (const encoding of encodings) {
          const here = cells.filter((c) => c.id === id && c.encoding === encoding);
          for (const cell of run % 2 === 0 ? here : [...here].reverse()) {
            const sample = await load(cell.viewer, id, encoding);
            cell.samples.push(sample);
            const t = (v) => (v === undefined ? 'n/a' : `${v.toFixed(0)} ms`);
            console.log(`  run ${run + 1}  ${id.padEnd(26)} ${encoding.padEnd(8)} ${cell.viewer.padEnd(10)} first op ${t(sample.firstOperationMs)}`);
          }
        }
      }
    }
    const cdnEncoding = encodings.includes('gzip') ? 'gzip' : encodings[0];
    if (files[CDN_SPEC] === undefined) files[CDN_SPEC] = specFile(CDN_SPEC);
    const cdn = await load('ours-cdn', CDN_SPEC, cdnEncoding);
    cdn.encoding = cdnEncoding;

    machine.after = { cpuProbeMs: cpuProbe(), loadavg: loadavg() };
    const results = cells.map((c) => ({ ...medianResult(c.samples), encoding: c.encoding, viewer: c.viewer }));
    printTable(results);
    const comparison = printComparison(results);
    printCdn(cdn);
    const misses = printTargets(results.filter((r) => r.viewer === 'ours' && r.encoding === cdnEncoding)) + comparison.misses + (cdn.jsBeforeFirstOpGzipKB <= CDN_MAX_KB ? 0 : 1);
    printMachine(machine);
    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(
      join(root, '.bench', 'results.json'),
      `${JSON.stringify({ date: new Date().toISOString(), machine, runs, devtoolsNetwork, results, ratios: comparison.ratios, cdn }, null, 2)}\n`,
    );
    console.log('\nRaw figures: .bench/results.json');
    if (values.strict && misses > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lets the freshly started browser finish its own start-up work (it competes for the 2 cores otherwise). */
async function settle(browser) {
  const page = await browser.newPage();
  await page.goto('about:blank');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await page.close();
}

main().catch((error) => {
  console.error(`\nbench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
