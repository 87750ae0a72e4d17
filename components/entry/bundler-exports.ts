// What the bundler entries (bundler-base.ts, bundler-extended.ts) export, after their app module ran: the same
// names as the page entries (public-api.ts), without top-level await.
import followLazyElements from './lazy-exports.js';
import * as lazyElements from '../shared/lazy-elements.js';

export * from './public-exports.js';
export * from './lazy-exports.js';
export type * from './public-types.js';

followLazyElements(lazyElements);
