import { SpecViewer } from './spec-viewer/spec-viewer.js';
import { SvSidebar } from './sidebar/sidebar.js';
import { SvContent } from './content/content.js';
import { SvInfo } from './info/info.js';
import { SvOperation } from './operation/operation.js';
import { SvMediaContent } from './media-content/media-content.js';
import { SvSchemaTree } from './schema-tree/schema-tree.js';
import { SvErrorPanel } from './error-panel/error-panel.js';
import { SvWarnings } from './error-panel/warnings.js';
import { SvSplitPane } from './split-pane/split-pane.js';
import { SvSecurityBadge } from './authorize/security-badge.js';

/**
 * Every element of the app module with its tag: the entry's app module defines them; nothing else does. The
 * request panels (Try-It, response, code samples) and the Authorize panel are lazy chunks of their own
 * (entry/define-request-panels.ts, entry/define-authorize.ts).
 */
export const elements = [
  ['sv-security-badge', SvSecurityBadge],
  ['sv-split-pane', SvSplitPane],
  ['sv-schema-tree', SvSchemaTree],
  ['sv-media-content', SvMediaContent],
  ['sv-operation', SvOperation],
  ['sv-info', SvInfo],
  ['sv-warnings', SvWarnings],
  ['sv-error-panel', SvErrorPanel],
  ['sv-content', SvContent],
  ['sv-sidebar', SvSidebar],
  ['spec-viewer', SpecViewer],
] as const;

export {
  SpecViewer,
  SvSidebar,
  SvContent,
  SvInfo,
  SvOperation,
  SvMediaContent,
  SvSchemaTree,
  SvErrorPanel,
  SvWarnings,
  SvSplitPane,
  SvSecurityBadge,
};
export type { SvTryIt } from './try-it/try-it.js';
export type { SvAuthorize } from './authorize/authorize.js';
export type { SvResponse } from './response/response.js';
export type { SvCodeSamples } from './code-samples/code-samples.js';
/** The search dialog is a lazy chunk (components/search/define.ts), defined by the viewer on first use. */
export type { SvSearch } from './search/search.js';
