import type { SpecError } from '../../model/errors.js';
import { validateInWorker, type ValidateRequest } from '../../validate/validate-in-worker.js';

/**
 * OpenAPI's validator worker (dist/chunks/validate-worker.js). Lazily imported, so it always sits in
 * dist/chunks/ and resolves the worker file from its own URL.
 */
export function validateOpenApiInWorker(input: ValidateRequest, signal?: AbortSignal): Promise<SpecError[]> {
  return validateInWorker(new URL('./validate-worker.js', import.meta.url), input, signal);
}
