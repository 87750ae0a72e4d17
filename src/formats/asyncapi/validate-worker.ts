/**
 * The `validate` option's module worker for AsyncAPI: fetches, decodes and runs @asyncapi/parser off the
 * page's main thread. Built as its own self-contained file next to the chunks
 * (dist/chunks/asyncapi-validate-worker.js), started by validate-in-worker.ts. Message in: a ValidateRequest;
 * out: `{ problems }` or `{ error }`.
 */
import { serveValidation } from '../../validate/serve-validation.js';
import { checkAsyncApi } from './validate-check.js';

serveValidation(checkAsyncApi);
