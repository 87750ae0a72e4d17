// What the bundler entries (bundler-base.ts, bundler-extended.ts) export, after their app module ran: the same
// names as the page entries (public-api.ts), without top-level await.
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
export * from './lazy-exports.js';
export type * from './public-types.js';
