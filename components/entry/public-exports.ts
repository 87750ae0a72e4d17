// The values and types both entries make public, once the app module (define-base.ts or define-extended.ts)
// has loaded; `public-api.ts` hands them on from the entry.
export * from '../register-elements.js';
export { SvElement } from '../shared/base-element.js';
export { SpecType, SpecLoadError, loadSpec, parseSpec } from '../../src/index.js';
// Not public: the lazy chunks' handles, which the entries follow to set the lazy classes (lazy-exports.ts).
export * as lazyElements from '../shared/lazy-elements.js';
