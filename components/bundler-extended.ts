/**
 * Extended build for bundlers (`dist/module/spec-viewer-extended.js`, the `./extended` export's `module`
 * condition): as bundler-base.ts, with the extended tier's formats and auth plugins.
 */
import './entry/early-start.js';
import './entry/define-extended.js';

export * from './entry/bundler-exports.js';
export type { OAuthConfig, OAuthSchemeConfig, ClientAuthMethod } from '../src/index.js';
