import { lazyModule } from '../../lazy-module.js';

/**
 * The AsyncAPI samples' registry (each language's loader): a chunk of its own, so the code samples of HTTP pages
 * do not carry it.
 */
export const asyncSamples = lazyModule(() => import('./registry.js'));
