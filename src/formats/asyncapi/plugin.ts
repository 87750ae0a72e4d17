import type { FormatPlugin } from '../registry.js';
import { detectAsyncApi } from './detect.js';

/**
 * AsyncAPI 2.x / 3.0: detection is inline; the normalizer (a few KB gzip) sits behind `import()`, so a page
 * showing an OpenAPI document never downloads it. @asyncapi/parser is the `validate` option's only (validate.ts).
 */
export const asyncApiFormat: FormatPlugin = {
  type: ['asyncapi-2', 'asyncapi-3'],
  detect: detectAsyncApi,
  load: () => import('./parse-asyncapi.js'),
};
