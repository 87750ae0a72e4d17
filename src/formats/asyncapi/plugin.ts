import type { FormatPlugin } from '../registry.js';
import { detectAsyncApi } from './detect.js';

/**
 * AsyncAPI 2.x / 3.0: detection is inline; the normalizer and @asyncapi/parser (≈430 KB gzip) sit behind
 * `import()`, so a page showing an OpenAPI document never downloads them.
 */
export const asyncApiFormat: FormatPlugin = {
  type: ['asyncapi-2', 'asyncapi-3'],
  detect: detectAsyncApi,
  load: () => import('./parse-asyncapi.js'),
};
