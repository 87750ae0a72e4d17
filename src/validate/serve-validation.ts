/**
 * The body of a `validate` module worker (one per format, each bundled on its own so a page loads only its
 * format's validator): fetches or takes the document, runs the format's check, posts `{ problems }` or `{ error }` (a keyed
 * message when the core has one, so the page can word it).
 */
import { resolveLimits } from '../limits.js';
import { fetchSpecText } from '../source/fetch-spec.js';
import type { SpecError } from '../model/errors.js';
import type { ValidateRequest } from './validate-in-worker.js';
import { textOf } from '../errors.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ValidateRequest>) => void) | null;
  postMessage(message: unknown): void;
}

async function documentOf(request: ValidateRequest): Promise<unknown> {
  if ('url' in request) return fetchSpecText(request.url, { limits: resolveLimits() });
  return request.doc;
}

/** Answers every ValidateRequest the worker receives with `check`'s findings. */
export function serveValidation(check: (doc: unknown) => Promise<SpecError[]> | SpecError[]): void {
  const scope = globalThis as unknown as WorkerScope;
  scope.onmessage = (event) => {
    documentOf(event.data)
      .then(check)
      .then(
        (problems) => scope.postMessage({ problems }),
        (error: unknown) => scope.postMessage({ error: textOf(error) }),
      );
  };
}
