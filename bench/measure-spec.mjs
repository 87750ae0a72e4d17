// Measures one spec in a fresh browser context: loads /demo/embed.html?spec=<id> (embed-extended.html for GraphQL), lets bench/page-probe.mjs
// time the page from inside, then reads heap and DOM size over CDP after a forced GC and sums the gzip size
// of every JS response. Whatever can not be measured is left undefined and explained in `notes`.
import { gzipSync } from 'node:zlib';
import { installProbe } from './page-probe.mjs';

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} baseUrl  the demo server, e.g. http://127.0.0.1:40565
 * @param {string} specId   a registered spec id
 * @param {{ waitMs: number, page?: string }} options  time each stage may take before it is reported as not reached;
 *   the demo page to load (default embed.html)
 */
export async function measureSpec(browser, baseUrl, specId, { waitMs, page: pageName = 'embed.html' }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const result = { spec: specId, notes: [] };
  try {
    await page.setViewport({ width: 1280, height: 800 });
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');

    const scripts = [];
    page.on('response', (response) => {
      const isJs = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
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
    const external = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !/^(data|blob):/.test(request.url())) external.push(request.url());
    });

    await page.evaluateOnNewDocument(installProbe, { waitMs });
    await page.goto(`${baseUrl}/demo/${pageName}?spec=${encodeURIComponent(specId)}`, { waitUntil: 'load' });
    // The probe gives every stage `waitMs`; three stages plus the load itself bound the whole wait.
    await page
      .waitForFunction(() => window.__svBench?.done === true, { timeout: waitMs * 4, polling: 100 })
      .catch(() => result.notes.push(`neither spec-load nor spec-error fired within ${(waitMs * 4) / 1000} s`));
    const probe = await page.evaluate(() => window.__svBench);

    result.operationCount = probe.detail?.operationCount;
    result.specDownloadMs = probe.specDownload;
    result.specLoadMs = probe.specLoad;
    result.phases = probe.phases ?? {};
    result.firstOperationMs = probe.firstOperation;
    result.lastReachableMs = probe.lastReachable;
    result.lastTypeReachableMs = probe.lastTypeReachable;
    result.sidebarGroups = probe.sidebarGroups;
    result.clickedId = probe.clickedId;
    if (probe.specError) result.notes.push(`spec-error: ${probe.specError.code}: ${probe.specError.message}`);
    result.notes.push(...probe.notes);

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
    result.jsFiles = downloaded.map((d) => d.url.replace(baseUrl, ''));
    result.jsGzipKB = downloaded.reduce((sum, d) => sum + gzipSync(d.body).length, 0) / 1024;
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
