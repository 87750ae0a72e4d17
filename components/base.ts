/**
 * Base build entry (`dist/spec-viewer.js`): a small module that starts downloading the specs already in the
 * page, then loads the app module (`entry/define-base.ts`: the base-tier formats, `<spec-viewer>` and its
 * elements) as a chunk resolved from its own URL. Its exports are available once the elements are defined.
 */
import './entry/start-base.js';

export * from './entry/public-api.js';
