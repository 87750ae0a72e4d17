// Measures one page load in a fresh browser context (a first-time reader: empty cache, no storage): loads `url`,
// lets the probe installed before any page script (bench/page-probe.mjs for ours, bench/peer-probe.mjs for a
// peer) time the page from inside, then reads heap and DOM size over CDP after a forced GC and sums the gzip size
// of every JS response. Whatever can not be measured is left undefined and explained in `notes`.
import { gzipSync } from 'node:zlib';
import { installProbe } from './page-probe.mjs';

/** How long a fresh context's window is left to start before the page is loaded (`--window-settle-ms`). */
export const WINDOW_SETTLE_MS = 1500;

/**
 * A page in a fresh browser context (empty cache and storage), ready to navigate. Headless Chromium opens each
 * context in a new window whose own UI (the omnibox and its popups are WebUI pages: a few hundred chrome://
 * requests) loads for about a second. A reader's window is open before they follow a link, so the page is loaded
 * only once that has settled: loading it at once made both viewers share the 2 cores with the window's start
 * (on an AsyncAPI page 0.65–0.77 s to the first card instead of 0.38–0.42 s, and Swagger UI's first operation
 * later too).
 * @param {import('puppeteer-core').Browser} browser
 * @param {number} settleMs  0 loads at once
 * @param {number} downloadMbps  0: loopback speed
 */
export async function freshPage(browser, settleMs = WINDOW_SETTLE_MS, downloadMbps = 0) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  // A reader's link rather than loopback (`--download-mbps`): Chromium's throttling of every response, 5 ms latency.
  if (downloadMbps > 0) await page.emulateNetworkConditions({ download: (downloadMbps * 1e6) / 8, upload: (downloadMbps * 1e6) / 8, latency: 5 });
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { context, page };
}

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url  the host page, e.g. http://127.0.0.1:40565/gzip/pages/ours.html?spec=oas30-github-api.json
 * @param {{ spec: string, waitMs: number, specPath: string, probe?: Function, probeOptions?: object, settleMs?: number, downloadMbps?: number, devtoolsNetwork?: boolean }} options
 *   `spec` names the result; `specPath` is a part of the spec's URL (to find its Resource Timing entry); the probe
 *   (default: ours) and its extra options; how long the window settles first and the link's speed (freshPage);
 *   `devtoolsNetwork`: the browser was launched watching network events over DevTools (Puppeteer's default), so
 *   responses are read from those events. Without them (a reader has no DevTools open; watching makes Chromium
 *   copy every response for the inspector on the page's own thread: a 13 MB download took ~280 ms with ~130 ms
 *   of long tasks instead of ~100 ms with none), the page's Resource Timing lists what it requested, and each
 *   script is fetched again from the bench's own server to be weighed.
 */
export async function measurePage(browser, url, { spec, waitMs, specPath, probe = installProbe, probeOptions = {}, settleMs, downloadMbps, devtoolsNetwork = true }) {
  const origin = new URL(url).origin;
  const { context, page } = await freshPage(browser, settleMs, downloadMbps);
  const result = { spec, notes: [] };
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');

    const scripts = [];
    const external = [];
    if (devtoolsNetwork) page.on('response', (response) => {
      const isJs = response.request().resourceType() === 'script' || isScriptUrl(response.url());
      // Settled here, not later: if the measurement fails, the context closes under these reads and an
      // unobserved rejection would end the whole bench.
      if (isJs && response.ok()) {
        scripts.push(response.buffer().then((body) => ({ url: response.url(), body }), () => undefined));
      }
    });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // Failed loads are reported with their URL by 'requestfailed' below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
    });
    if (devtoolsNetwork) page.on('request', (request) => {
      if (isOtherHost(request.url(), origin)) external.push(request.url());
    });

    await page.evaluateOnNewDocument(probe, { waitMs, specPath, ...probeOptions });
    await page.goto(url, { waitUntil: 'load', timeout: waitMs * 2 });
    // The probe gives every stage `waitMs`; three stages plus the load itself bound the whole wait.
    await page
      .waitForFunction(() => window.__svBench?.done === true, { timeout: waitMs * 4, polling: 100 })
      .catch(() => result.notes.push(`neither spec-load nor spec-error fired within ${(waitMs * 4) / 1000} s`));
    const seen = await page.evaluate(() => window.__svBench);
    if (!devtoolsNetwork) {
      const requested = await requestedByPage(page, origin);
      external.push(...requested.external);
      scripts.push(...requested.scripts);
    }

    result.operationCount = seen.detail?.operationCount;
    result.specDownloadMs = seen.specDownload;
    result.specLoadMs = seen.specLoad;
    result.phases = seen.phases ?? {};
    result.firstOperationMs = seen.firstOperation;
    result.lastReachableMs = seen.lastReachable;
    result.lastTypeReachableMs = seen.lastTypeReachable;
    result.sidebarGroups = seen.sidebarGroups;
    result.clickedId = seen.clickedId;
    if (seen.specError) result.notes.push(`spec-error: ${seen.specError.code}: ${seen.specError.message}`);
    result.notes.push(...seen.notes);

    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value;
    const heap = metric('JSHeapUsedSize');
    result.heapMB = heap === undefined ? undefined : heap / 1024 / 1024;
    result.domNodes = metric('Nodes');

    // Each URL once: a worker importing a chunk the page already has re-requests it (the demo server's
    // `no-cache` without validators makes that a second transfer; a cacheable deployment serves it from cache).
    const responses = (await Promise.all(scripts)).filter((d) => d !== undefined);
    const downloaded = [...new Map(responses.map((d) => [d.url, d])).values()];
    if (downloaded.length < responses.length) result.notes.push(`${responses.length - downloaded.length} script(s) requested again (by a worker), counted once`);
    if (responses.length < scripts.length) result.notes.push(`${scripts.length - responses.length} script body(ies) could not be read`);
    result.jsFiles = downloaded.map((d) => d.url.replace(origin, ''));
    result.jsGzipKB = downloaded.reduce((sum, d) => sum + gzipSync(d.body).length, 0) / 1024;
    if (seen.scriptsAtFirstOperation) {
      const before = new Set(seen.scriptsAtFirstOperation);
      result.jsBeforeFirstOpGzipKB = downloaded.filter((d) => before.has(d.url)).reduce((sum, d) => sum + gzipSync(d.body).length, 0) / 1024;
    }
    // GraphQL pages: the lazy chunks of the GraphQL parser (graphql-js) and of its elements.
    const graphqlJs = downloaded.filter((d) => /\/chunks\/(parse-graphql|graphql-elements)-/.test(d.url));
    if (graphqlJs.length > 0) result.graphqlJsGzipKB = graphqlJs.reduce((sum, d) => sum + gzipSync(d.body).length, 0) / 1024;
    if (pageErrors.length > 0) result.notes.push(`${pageErrors.length} page error(s), first: ${pageErrors[0]}`);
    if (external.length > 0) {
      result.notes.push(`${external.length} request(s) to other hosts, blocked (first: ${external[0].slice(0, 120)})`);
    }
  } catch (error) {
    result.notes.push(`measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return result;
}

/**
 * What a page requested, from its Resource Timing (when network events are not watched over DevTools): requests
 * to other hosts, and each same-origin script fetched again from the bench's server to be weighed (Node's fetch
 * undoes a gzip encoding: the body as the page got it). The page's probe must have raised the 250-entry buffer.
 * @param {import('puppeteer-core').Page} page
 * @param {string} origin  the bench server's origin
 */
export async function requestedByPage(page, origin) {
  const names = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => e.name))]);
  const external = [];
  const scripts = [];
  for (const name of names) {
    if (isOtherHost(name, origin)) external.push(name);
    else if (name.startsWith(origin) && isScriptUrl(name)) {
      scripts.push(fetch(name).then(async (r) => (r.ok ? { url: name, body: Buffer.from(await r.arrayBuffer()) } : undefined), () => undefined));
    }
  }
  return { external, scripts };
}

const isScriptUrl = (url) => /\.m?js(\?|$)/.test(url);
/** A request that left the bench's server (inline `data:` and `blob:` URLs do not). */
const isOtherHost = (url, origin) => !url.startsWith(origin) && !/^(data|blob):/.test(url);
