/**
 * The `validate` option's module worker for AsyncAPI: fetches, decodes and runs @asyncapi/parser off the
 * page's main thread. Built as its own self-contained file next to the chunks
 * (dist/chunks/asyncapi-validate-worker.js), started by validate-in-worker.ts. Message in: a ValidateRequest;
 * out: `{ problems }` or `{ error }`.
 */
import { resolveLimits } from '../../limits.js';
import { fetchSpecText } from '../../load/fetch-spec.js';
import type { ValidateRequest } from '../../validate/validate-in-worker.js';
import { checkAsyncApi } from './validate-check.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ValidateRequest>) => void) | null;
  postMessage(message: unknown): void;
}

async function documentOf(request: ValidateRequest): Promise<unknown> {
  if ('url' in request) return fetchSpecText(request.url, { limits: resolveLimits() });
  return request.doc;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  documentOf(event.data)
    .then(checkAsyncApi)
    .then(
      (problems) => scope.postMessage({ problems }),
      (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
    );
};
