/**
 * The `validate` option's module worker: fetches, decodes and validates off the page's main thread (the
 * validator runs for seconds on big documents). Built as its own self-contained file next to the chunks
 * (dist/chunks/validate-worker.js), started by validate-in-worker.ts (validate/). Message in: a ValidateRequest; out:
 * `{ problems }` or `{ error }`.
 */
import { serveValidation } from '../../validate/serve-validation.js';
import { checkOpenApi } from './validate-check.js';

serveValidation(checkOpenApi);
