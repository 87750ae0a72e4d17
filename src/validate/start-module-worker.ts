import { trustedWorkerUrl } from './trusted-worker-url.js';

/**
 * Starts one of the viewer's own module workers from its file (`script`, resolved from the lazily imported
 * module that starts it, so from dist/chunks/). A worker script must share the page's origin: from another
 * origin (a CDN) a same-origin blob module imports it instead (CORS, like the chunks), which a strict policy
 * allows with `worker-src blob:` (docs/csp.md).
 */
export function startModuleWorker(script: URL, name: string): Worker {
  const options: WorkerOptions = { type: 'module', name };
  if (script.origin === location.origin) return new Worker(trustedWorkerUrl(script), options);
  const loader = new Blob([`import ${JSON.stringify(script.href)};`], { type: 'text/javascript' });
  const loaderUrl = URL.createObjectURL(loader);
  try {
    return new Worker(trustedWorkerUrl(loaderUrl), options);
  } finally {
    // The worker has its URL already; revoking later would keep the blob for the page's life.
    setTimeout(() => URL.revokeObjectURL(loaderUrl), 60_000);
  }
}
