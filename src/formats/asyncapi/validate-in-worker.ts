import type { SpecError } from '../../model/errors.js';
import { validateInWorker, type ValidateRequest } from '../../validate/validate-in-worker.js';

/**
 * AsyncAPI's validator worker (dist/chunks/asyncapi-validate-worker.js). Lazily imported, so it always sits
 * in dist/chunks/ and resolves the worker file from its own URL.
 */
export function validateAsyncApiInWorker(input: ValidateRequest, signal?: AbortSignal): Promise<SpecError[]> {
  return validateInWorker(new URL('./asyncapi-validate-worker.js', import.meta.url), input, signal);
}
