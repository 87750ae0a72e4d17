/**
 * The entries' public exports, taken from the app module the entry started (top-level await: a module importing
 * an entry runs once the elements are defined, as it did when the entry held them statically). Names one by one
 * what `public-exports.ts` exports (a value taken from a module loaded with `import()` cannot be re-exported with
 * `export *`); test/core/elements-table.test.ts checks the elements' classes against elements-table.ts.
 */
import type * as Api from './public-exports.js';
import { loadedApp } from './app-loader.js';
import followLazyElements from './lazy-exports.js';

const app = await loadedApp();
followLazyElements(app.lazyElements);

export const {
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
} = app;

export * from './lazy-exports.js';

// Classes and the SpecType union are types too: their type side, as the static exports had it.
export type SpecViewer = Api.SpecViewer;
export type SvSidebar = Api.SvSidebar;
export type SvContent = Api.SvContent;
export type SvInfo = Api.SvInfo;
export type SvOperation = Api.SvOperation;
export type SvMediaContent = Api.SvMediaContent;
export type SvSchemaTree = Api.SvSchemaTree;
export type SvSplitPane = Api.SvSplitPane;
export type SvSecurityBadge = Api.SvSecurityBadge;
export type SvElement = Api.SvElement;
export type SpecType = Api.SpecType;
export type SpecLoadError = Api.SpecLoadError;
export type * from './public-types.js';
