import type { FormatPlugin } from '../registry.js';
import { detectOpenApi } from './detect.js';

/** OpenAPI 2.0 / 3.0 / 3.1 / 3.2: detection is inline, the normalizer is a lazily imported chunk. */
export const openApiFormat: FormatPlugin = {
  type: ['openapi-2', 'openapi-3', 'openapi-3.1', 'openapi-3.2'],
  detect: detectOpenApi,
  load: () => import('./parse-openapi.js'),
};
