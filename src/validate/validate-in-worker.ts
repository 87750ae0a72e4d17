import { say, SpecLoadError, specError, type CoreText, type SpecError } from '../errors.js';
import { loadMessages } from '../source/texts.js';
import { startModuleWorker } from './start-module-worker.js';

/** What the worker is asked to check: a document (decoded, or its text) or a URL it fetches. */
export type ValidateRequest = { doc: unknown } | { url: string };

/**
 * Runs a format's validator in a module worker, one per call, so a page's main thread never runs it (handing a
 * 13 MB document to a worker still costs the thread hundreds of milliseconds: the viewer hands a URL instead).
 * Shared by the formats (OpenAPI, AsyncAPI); `script` is the format's worker file, which the caller resolves
 * from its own lazily imported module's URL (so from dist/chunks/). The worker answers `{ problems }` or
 * `{ error }`.
 */
export function validateInWorker(script: URL, input: ValidateRequest, signal?: AbortSignal): Promise<SpecError[]> {
  return new Promise((resolve, reject) => {
    const worker = startModuleWorker(script, 'spec-viewer validate');
    const done = (): void => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      done();
      reject(signal!.reason);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<{ problems?: SpecError[]; error?: string | CoreText }>) => {
      done();
      if (event.data.problems) resolve(event.data.problems);
      else reject(new SpecLoadError(specError('validation', event.data.error ?? say(loadMessages, 'validatorNoAnswer'))));
    };
    worker.onerror = (event) => {
      done();
      event.preventDefault();
      reject(new SpecLoadError(specError('validation', say(loadMessages, 'validatorDidNotRun', event.message || say(loadMessages, 'validatorNoScript')))));
    };
    worker.postMessage(input satisfies ValidateRequest);
  });
}
