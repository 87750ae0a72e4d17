/**
 * Extended build for bundlers (`dist/module/spec-viewer-extended.js`, the `./extended` export's `module`
 * condition): as bundler-base.ts, with the extended tier's formats and auth plugins.
 */
import './entry/early-start.js';
import './entry/define-extended.js';

export {
  SpecViewer,
  SvSidebar,
  SvContent,
  SvInfo,
  SvOperation,
  SvMediaContent,
  SvSchemaTree,
  SvSplitPane,
  SvSecurityBadge,
  elements,
  SvElement,
  SpecType,
  SpecLoadError,
  loadSpec,
  parseSpec,
} from './entry/public-exports.js';
export * from './entry/lazy-exports.js';
export type * from './entry/public-types.js';
export type { OAuthConfig, OAuthSchemeConfig, ClientAuthMethod } from '../src/index.js';
