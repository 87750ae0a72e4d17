// The values (and types) both kinds of entry export by name once the app module (define-base.ts or
// define-extended.ts) has run: `public-api.ts` hands them on from the page entries, `bundler-exports.ts` from the
// bundler entries. The lazy chunks' classes are `lazy-exports.ts`. Which elements: elements-table.ts.
export * from '../register-elements.js';
export { SvElement } from '../shared/base-element.js';
export { SpecType, SpecLoadError, loadSpec, parseSpec } from '../../src/index.js';
