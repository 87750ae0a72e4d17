import type { SpecError } from '../../model/errors.js';
import { resolveLimits } from '../../limits.js';
import { fetchSpecText } from '../../source/fetch-spec.js';
import { inPage } from '../../validate/in-page.js';

/**
 * Full schema validation of an OpenAPI document with @readme/openapi-parser, mapped to `validation`
 * warnings. Deliberately not on the loading path (it is slow on big specs and ~97 KB gzip in a browser): both
 * halves load lazily. In a page it runs in a module worker, so a long validation never blocks the main
 * thread; where there are no workers (Node) it runs in place. `doc` is the decoded document or its JSON/YAML
 * text (copied to the worker: on a big document, validateOpenApiAt keeps the main thread freer). External
 * references are not fetched.
 */
export async function validateOpenApi(doc: unknown): Promise<SpecError[]> {
  if (inPage()) {
    const { validateOpenApiInWorker } = await import('./validate-in-worker.js');
    return validateOpenApiInWorker({ doc });
  }
  const { checkOpenApi } = await import('./validate-check.js');
  return checkOpenApi(doc);
}

/**
 * Fetches the document at `url` again (the browser's cache usually answers; in a page, the worker fetches it)
 * and validates it: the viewer's `validate` option, run after the page is shown so the page never waits for it. Fetch failures reject.
 */
export async function validateOpenApiAt(url: string, options: { signal?: AbortSignal; fetch?: typeof fetch } = {}): Promise<SpecError[]> {
  if (inPage() && !options.fetch) {
    // The worker fetches it: the text never crosses threads.
    const { validateOpenApiInWorker } = await import('./validate-in-worker.js');
    return validateOpenApiInWorker({ url: new URL(url, document.baseURI).href }, options.signal);
  }
  const text = await fetchSpecText(url, { ...options, limits: resolveLimits() });
  return validateOpenApi(text);
}
