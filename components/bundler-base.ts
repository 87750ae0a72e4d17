/**
 * Base build for bundlers (`dist/module/spec-viewer.js`, the package's `module` condition): the app module with
 * its exports, without the page entry's top-level await, so any ES2020 bundler target takes it. A bundler puts
 * the viewer in the page's own bundle, so there is no download of the viewer's code to overlap with the spec's:
 * the downloads of the specs already in the page start when this module runs.
 */
import './entry/early-start.js';
import './entry/define-base.js';

export * from './entry/bundler-exports.js';
