// Prints the worst main-thread long task while <spec-viewer> loads and renders generated hostile documents:
// a 5 MB Markdown description (OpenAPI, AsyncAPI, WSDL), a 50,000-value enum (OpenAPI, AsyncAPI), and OpenAPI 3.2
// documents that break or stretch its rules (test/helpers/hostile-openapi32-docs.ts). The documents are generated
// here, never committed. Figures, not a test: run `npm run bench:hostile` (`-- --no-build` to reuse dist/; any other
// argument keeps the documents whose name contains it, e.g. `-- --no-build oas32`).
import { createServer } from 'node:http';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { ensureChrome } from '../scripts/find-chrome.mjs';
import {
  asyncapiWithDescription,
  asyncapiWithLongEnum,
  bigMarkdown,
  openapiWithDescription,
  openapiWithLongLists,
  wsdlWithDocumentation,
} from '../test/helpers/hostile-docs.ts';
import {
  exampleDisagreement,
  hugeSelf,
  itemSchemaRecursion,
  itemSchemaSelfLoop,
  manyAdditionalOperations,
  oddMethodTokens,
  querystringBesideQuery,
  tagParentChain,
  tagParentCycles,
} from '../test/helpers/hostile-openapi32-docs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIVE_MB = bigMarkdown(5 * 1024 * 1024);
const DOCS = {
  'openapi-5mb-description.json': () => openapiWithDescription(FIVE_MB),
  'asyncapi-5mb-description.json': () => asyncapiWithDescription(FIVE_MB),
  'wsdl-5mb-documentation.wsdl': () => wsdlWithDocumentation(FIVE_MB),
  'openapi-50000-enum.json': () => openapiWithLongLists(50_000),
  'asyncapi-50000-enum.json': () => asyncapiWithLongEnum(50_000),
  'oas32-querystring-2000-query.json': () => querystringBesideQuery(2_000),
  'oas32-odd-method-tokens.json': () => oddMethodTokens(),
  'oas32-5000-additional-ops.json': () => manyAdditionalOperations(5_000, 5_000),
  'oas32-25000-additional-ops.json': () => manyAdditionalOperations(25_000),
  'oas32-tag-cycles-10000-ring.json': () => tagParentCycles(10_000),
  'oas32-tag-chain-10000.json': () => tagParentChain(10_000),
  'oas32-item-schema-recursion.json': () => itemSchemaRecursion(),
  'oas32-item-schema-self-loop.json': () => itemSchemaSelfLoop(),
  'oas32-5mb-self.json': () => hugeSelf(5 * 1024 * 1024),
  'oas32-5mb-self-fragment.json': () => hugeSelf(5 * 1024 * 1024, true),
  'oas32-example-disagreement.json': () => exampleDisagreement(),
};
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const names = Object.keys(DOCS).filter((name) => only.length === 0 || only.some((part) => name.includes(part)));
const PAGE = `<!doctype html><meta charset="utf-8"><script type="module" src="/dist/spec-viewer.js"></script><spec-viewer></spec-viewer>`;

if (!process.argv.includes('--no-build')) execFileSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--no-types'], { cwd: root, stdio: 'inherit' });

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  const doc = DOCS[path.slice(1)];
  if (doc) return void res.writeHead(200, { 'content-type': path.endsWith('.wsdl') ? 'text/xml' : 'application/json' }).end(doc());
  const file = normalize(path).replace(/^\/+/, '');
  if (!file.startsWith('dist/')) return void res.writeHead(404).end();
  try {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(root, file)));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const userDataDir = mkdtempSync(join(tmpdir(), 'sv-bench-hostile-'));
const browser = await puppeteer.launch({
  executablePath: ensureChrome(),
  headless: true,
  userDataDir,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
try {
  console.log(`${'document'.padEnd(38)}${'outcome'.padEnd(26)}load (ms)   worst long task after spec-load (ms)   worst overall (ms)   target (after spec-load <= 200 ms)`);
  for (const name of names) {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(() => {
      const w = (window.__svHostile = { worstAfter: 0, worstAll: 0, loadedAt: undefined, outcome: undefined, detail: '' });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          w.worstAll = Math.max(w.worstAll, e.duration);
          if (w.loadedAt !== undefined && e.startTime >= w.loadedAt) w.worstAfter = Math.max(w.worstAfter, e.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
      for (const type of ['spec-load', 'spec-error']) {
        // The error's code, or the number of operations shown.
        const detail = (e) => String(e.detail?.code ?? e.detail?.operationCount ?? '');
        document.addEventListener(type, (e) => setTimeout(() => ((w.outcome = type), (w.detail = detail(e)), (w.loadedAt = performance.now()))), true);
      }
    });
    await page.goto(`${origin}/`);
    const start = Date.now();
    await page.evaluate((url) => document.querySelector('spec-viewer').setAttribute('spec-url', url), `/${name}`);
    await page.waitForFunction(() => window.__svHostile.outcome !== undefined, { timeout: 300_000, polling: 200 });
    const loadMs = Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 3000)); // rendering after spec-load
    const r = await page.evaluate(() => window.__svHostile);
    console.log(`${name.padEnd(38)}${`${r.outcome} ${r.detail}`.padEnd(26)}${String(loadMs).padStart(9)}   ${r.worstAfter.toFixed(0).padStart(36)}   ${r.worstAll.toFixed(0).padStart(18)}   ${r.worstAfter <= 200 ? 'met' : 'MISSED'}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
