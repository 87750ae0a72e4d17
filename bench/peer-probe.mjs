// Runs INSIDE a peer's page (installed with page.evaluateOnNewDocument), self-contained like page-probe.mjs.
// Swagger UI: `firstOperation` is the frame after the first `.opblock` (an operation) has a non-empty box in
// the viewport; `specDownload` the end of the spec's download (Resource Timing). Results in `window.__svBench`.

/** @param {{ waitMs: number, specPath: string, selector: string }} options */
export function installPeerProbe(options) {
  // Resource Timing keeps 250 entries by default; the bench reads the page's requests from it.
  performance.setResourceTimingBufferSize(100000);
  const bench = { done: false, firstOperation: undefined, specDownload: undefined, phases: {}, notes: [] };
  window.__svBench = bench;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const visible = () => {
    for (const el of document.querySelectorAll(options.selector)) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight) return el;
    }
    return undefined;
  };
  (async () => {
    const until = performance.now() + options.waitMs;
    while (performance.now() < until) {
      if (visible()) {
        bench.firstOperation = await nextFrame();
        break;
      }
      await nextFrame();
    }
    if (bench.firstOperation === undefined) bench.notes.push(`no ${options.selector} became visible within ${options.waitMs} ms`);
    const download = performance.getEntriesByType('resource').find((e) => e.name.includes(options.specPath));
    bench.specDownload = download?.responseEnd;
    bench.done = true;
  })();
}
