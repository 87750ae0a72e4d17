// Runs INSIDE the benchmarked page (installed with page.evaluateOnNewDocument before any page script), so it
// must be self-contained. It times, with performance.now() (milliseconds since navigation start):
//   specDownload    the end of the spec's download (Resource Timing of the request whose URL holds specPath);
//   specLoad        the `spec-load` event;
//   firstOperation  the frame after the first `sv-operation` with a non-empty box inside the viewport appeared;
//   sidebarReady    the sidebar shows its groups (collapsed groups render only a toggle);
//   lastReachable   the frame after opening the last group and clicking its LAST entry brought that
//                   operation into the viewport (the probe clicks, as a reader would);
//   lastTypeReachable  GraphQL: the same for the last type entry of the sidebar (types grouped by kind).
// Results land in `window.__svBench`; `done` turns true when there is nothing left to wait for.
// The probe walks shadow roots every frame while it waits; that cost is included in the figures (pessimistic).

/** @param {{ waitMs: number, specPath: string }} options  how long each stage may take before it is reported as not
 *  reached; a part of the spec's URL */
export function installProbe(options) {
  // Resource Timing keeps 250 entries by default; the bench reads the page's requests from it.
  performance.setResourceTimingBufferSize(100000);
  const bench = {
    done: false,
    specDownload: undefined,
    specLoad: undefined,
    specError: undefined,
    detail: undefined,
    firstOperation: undefined,
    sidebarReady: undefined,
    sidebarGroups: undefined,
    clickedId: undefined,
    lastReachable: undefined,
    lastTypeReachable: undefined,
    notes: [],
  };
  window.__svBench = bench;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));

  /** Every element of the document, shadow trees included, in tree order. */
  function* deepElements(root) {
    for (const el of root.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* deepElements(el.shadowRoot);
    }
  }
  const inViewport = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  };
  const findVisibleOperation = () => {
    for (const el of deepElements(document)) if (el.localName === 'sv-operation' && inViewport(el)) return el;
    return undefined;
  };
  const sidebarRoot = () => {
    for (const el of deepElements(document)) if (el.localName === 'sv-sidebar') return el.shadowRoot ?? el;
    return undefined;
  };
  /** Links to operations: `<a data-op-id>`, or `<a href="#id">` whose id is an operation of the model. */
  const operationLinks = (root, operationIds) =>
    [...root.querySelectorAll('a')].flatMap((el) => {
      const hash = decodeURIComponent(el.getAttribute('href')?.replace(/^#/, '') ?? '');
      const id = el.dataset.opId ?? (operationIds.has(hash) ? hash : undefined);
      return id === undefined ? [] : [{ el, id }];
    });
  /**
   * The last operation entry of the sidebar, found the way a reader would: groups may be collapsed (and their
   * entries not rendered), so open groups from the bottom up until one holds operations (the last groups may
   * hold schemas), and take its last entry.
   */
  const lastOperationEntry = async (root, operationIds) => {
    const toggles = [...root.querySelectorAll('[aria-expanded]')];
    for (const toggle of toggles.reverse()) {
      const group = toggle.closest('li') ?? toggle.parentElement;
      const opened = toggle.getAttribute('aria-expanded') === 'false';
      if (opened) {
        toggle.click();
        await waitFor(() => operationLinks(group, operationIds).length > 0 || toggle.getAttribute('aria-expanded') === 'true', 1000);
        await nextFrame();
      }
      const links = operationLinks(group, operationIds);
      if (links.length > 0) return links[links.length - 1];
      if (opened) toggle.click();
    }
    return operationLinks(root, operationIds).at(-1);
  };
  const findById = (id) => {
    if (document.getElementById(id)) return document.getElementById(id);
    for (const el of deepElements(document)) {
      const hit = el.shadowRoot?.getElementById(id);
      if (hit) return hit;
    }
    return undefined;
  };
  const waitFor = async (find, ms) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const found = find();
      if (found) return found;
      await nextFrame();
    }
    return undefined;
  };

  async function measure(viewer) {
    // Look on animation frames only, as the peer's probe does: a look inside the `spec-load` event itself forced
    // a layout of a page still being rendered (~40 ms on GitHub's description), a cost no reader's page has.
    await nextFrame();
    const operationFound = await waitFor(findVisibleOperation, options.waitMs);
    // What the page had downloaded when the operation was there: the JS a reader waits for before it.
    bench.scriptsAtFirstOperation = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(e.name))
      .map((e) => e.name);
    if (operationFound) bench.firstOperation = await nextFrame();
    else bench.notes.push('no <sv-operation> became visible in the viewport');

    const operations = viewer.model?.operations;
    const ids = new Set((Array.isArray(operations) ? operations : []).map((op) => op.id));
    const root = await waitFor(() => {
      const found = sidebarRoot();
      return found && (found.querySelector('[aria-expanded]') || operationLinks(found, ids).length > 0) ? found : undefined;
    }, options.waitMs);
    if (!root) {
      bench.notes.push('no <sv-sidebar> with groups or operation links appeared');
      return;
    }
    bench.sidebarReady = performance.now();
    bench.sidebarGroups = root.querySelectorAll('[aria-expanded]').length;
    const last = await lastOperationEntry(root, ids);
    if (!last) {
      bench.notes.push('the sidebar has no entry linking to an operation (looked for <a data-op-id> or <a href="#<operation id>">)');
      return;
    }
    bench.clickedId = last.id;
    last.el.click();
    const reached = await waitFor(() => {
      const target = findById(bench.clickedId);
      return target && inViewport(target) ? target : undefined;
    }, options.waitMs);
    if (reached) bench.lastReachable = await nextFrame();
    else bench.notes.push(`clicking the last sidebar entry (#${bench.clickedId}) did not bring it into view`);
    if (viewer.model?.graphql) await measureLastType(root);
  }

  /** GraphQL: open the last kind group that lists types and click its last type, as a reader would. */
  async function measureLastType(root) {
    const typeLinks = (group) => [...group.querySelectorAll('a[data-target^="type-"]')];
    let last;
    for (const toggle of [...root.querySelectorAll('[aria-expanded]')].reverse()) {
      const group = toggle.closest('li') ?? toggle.parentElement;
      if (toggle.getAttribute('aria-expanded') === 'false') {
        toggle.click();
        await waitFor(() => typeLinks(group).length > 0 || toggle.getAttribute('aria-expanded') === 'true', 1000);
        await nextFrame();
      }
      last = typeLinks(group).at(-1);
      if (last) break;
    }
    if (!last) {
      bench.notes.push('the sidebar lists no GraphQL type');
      return;
    }
    const id = last.dataset.target;
    last.click();
    const reached = await waitFor(() => {
      const target = findById(id);
      return target && inViewport(target) ? target : undefined;
    }, options.waitMs);
    if (reached) bench.lastTypeReachable = await nextFrame();
    else bench.notes.push(`clicking the last type entry (#${id}) did not bring it into view`);
  }

  addEventListener(
    'spec-load',
    (event) => {
      bench.specLoad = performance.now();
      bench.detail = event.detail;
      measure(event.target)
        .catch((error) => bench.notes.push(`probe error: ${error?.message ?? error}`))
        .finally(() => {
          // Read last: the entry of a body read through a stream can be queued after the load finished.
          const download = performance.getEntriesByType('resource').find((e) => e.name.includes(options.specPath));
          bench.specDownload = download?.responseEnd;
          // The loader's User Timing marks (src/load/timing.ts): where the time before spec-load went.
          bench.phases = Object.fromEntries(
            performance
              .getEntriesByType('mark')
              .filter((m) => m.name.startsWith('spec-viewer:'))
              .map((m) => [m.name.slice('spec-viewer:'.length), m.startTime]),
          );
          bench.done = true;
        });
    },
    { capture: true, once: true },
  );
  addEventListener(
    'spec-error',
    (event) => {
      bench.specError = event.detail;
      bench.done = true;
    },
    { capture: true, once: true },
  );
}
