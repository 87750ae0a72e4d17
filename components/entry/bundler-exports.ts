// What the bundler entries (bundler-base.ts, bundler-extended.ts) export, after their app module ran: the same
// names as the page entries (public-api.ts), without top-level await.
import { followLazyElements } from './lazy-exports.js';
import { lazyElements } from './public-exports.js';

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
} from './public-exports.js';
export { SvTryIt, SvResponse, SvCodeSamples, SvAuthorize, SvErrorPanel, SvWarnings } from './lazy-exports.js';
export type * from './public-types.js';

followLazyElements(lazyElements);
