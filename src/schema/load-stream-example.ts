import { lazyModule } from '../lazy-module.js';

/** The stream example generator (OpenAPI 3.2 `itemSchema`): a chunk of its own, loaded with the view that shows a stream. */
export const streamExamples = lazyModule(() => import('./stream-example.js'));
