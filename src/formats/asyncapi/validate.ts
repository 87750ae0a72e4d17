import type { SpecError } from '../../model/errors.js';
import { resolveLimits } from '../../limits.js';
import { fetchSpecText } from '../../source/fetch-spec.js';
import { inPage } from '../../validate/in-page.js';

/**
 * Validation of an AsyncAPI document with @asyncapi/parser, mapped to `validation` findings: the `validate`
 * option's, the only place the parser runs (the page renders with our own normalizer). Both halves load
 * lazily; in a page the parser runs in a module worker, so its seconds of start-up never block the main
 * thread; where there are no workers (Node) it runs in place. `doc` is the decoded document or its JSON/YAML
 * text. External references are not fetched.
 */
export async function validateAsyncApi(doc: unknown): Promise<SpecError[]> {
  if (inPage()) {
    const { validateAsyncApiInWorker } = await import('./validate-in-worker.js');
    return validateAsyncApiInWorker({ doc });
  }
  const { checkAsyncApi } = await import('./validate-check.js');
  return checkAsyncApi(doc);
}

/**
 * Fetches the document at `url` again (the browser's cache usually answers; in a page, the worker fetches it)
 * and validates it: the viewer's `validate` option, run after the page is shown. Fetch failures reject.
 */
export async function validateAsyncApiAt(url: string, options: { signal?: AbortSignal; fetch?: typeof fetch } = {}): Promise<SpecError[]> {
  if (inPage() && !options.fetch) {
    const { validateAsyncApiInWorker } = await import('./validate-in-worker.js');
    return validateAsyncApiInWorker({ url: new URL(url, document.baseURI).href }, options.signal);
  }
  const text = await fetchSpecText(url, { ...options, limits: resolveLimits() });
  return validateAsyncApi(text);
}
