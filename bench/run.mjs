// `npm run bench [-- <spec id> … --runs N --no-build --wait-ms N --strict]`: loads large real-world specs in
// headless Chromium through the demo server and prints, per spec, the time to the first visible operation, the
// time until the last sidebar entry brings its operation into view, the JS heap after a forced GC, the DOM node
// count and the gzip size of every JS file the page downloaded. Each spec is measured --runs times (default 3,
// each in a fresh browser context) and the median is reported, with the spread of the timings: on a 2-core
// machine one run can be off by a few hundred ms. Results are also written to .bench/results.json. --strict
// exits non-zero when a target is missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { ensureChrome } from '../scripts/find-chrome.mjs';
import { startDemoServer } from './demo-process.mjs';
import { measureSpec } from './measure-spec.mjs';
import { medianResult, printTable, printTargets } from './report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const specsDir = join(root, '..', 'shared', 'specs');
const LARGE_SPECS = [
  'oas30-github-api',
  'oas30-stripe',
  'oas31-openai',
  'oas2-slack-web',
  'oas31-discord',
  'oas30-box',
  // GraphQL (extended build): GitHub's schema as SDL (1.2 MB) and as introspection (2.6 MB).
  'graphql-github',
  'graphql-github-introspection-wrapped',
];
/** GraphQL pages load the extended build. */
const pageFor = (id) => (id.startsWith('graphql-') ? 'embed-extended.html' : 'embed.html');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    'wait-ms': { type: 'string', default: '30000' },
    runs: { type: 'string', default: '3' },
    strict: { type: 'boolean', default: false },
  },
});
const waitMs = Number(values['wait-ms']);
const runs = Math.max(1, Math.floor(Number(values.runs)) || 1);
const specIds = positionals.length > 0 ? positionals : LARGE_SPECS;

async function main() {
  console.log(`Benchmark: ${specIds.join(', ')}\nStarting the demo server with --specs-dir ${specsDir} …`);
  const server = await startDemoServer({ specsDir, build: !values['no-build'] });
  const userDataDir = mkdtempSync(join(tmpdir(), 'sv-bench-chrome-'));
  let browser;
  try {
    const bundle = await fetch(`${server.url}/dist/spec-viewer.js`);
    if (!bundle.ok) {
      throw new Error(`${server.url}/dist/spec-viewer.js answered ${bundle.status}: there is no browser bundle to measure`);
    }
    const registered = new Set((await (await fetch(`${server.url}/api/specs`)).json()).map((r) => r.specId));
    const missing = specIds.filter((id) => !registered.has(id));
    if (missing.length > 0) throw new Error(`not in ${specsDir}: ${missing.join(', ')}`);

    browser = await puppeteer.launch({
      executablePath: ensureChrome(),
      headless: true,
      userDataDir,
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
    const results = [];
    for (const id of specIds) {
      const head = await fetch(`${server.url}/api/specs/${id}/content`, { method: 'HEAD' });
      const sizeMB = Number(head.headers.get('content-length')) / 1024 / 1024;
      console.log(`Measuring ${id} (${sizeMB.toFixed(1)} MB) × ${runs} …`);
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await measureSpec(browser, server.url, id, { waitMs, page: pageFor(id) }));
      results.push(medianResult(samples));
    }
    printTable(results);
    const misses = printTargets(results);
    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(join(root, '.bench', 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
    console.log('\nRaw figures: .bench/results.json');
    if (values.strict && misses > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    server.stop();
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
