import { SpecViewer } from './spec-viewer/spec-viewer.js';
import { SvSidebar } from './sidebar/sidebar.js';
import { SvContent } from './content/content.js';
import { SvInfo } from './info/info.js';
import { SvOperation } from './operation/operation.js';
import { SvMediaContent } from './media-content/media-content.js';
import { SvSchemaTree } from './schema-tree/schema-tree.js';
import { SvSplitPane } from './split-pane/split-pane.js';
import { SvSecurityBadge } from './authorize/security-badge.js';

/**
 * Every element of the app module with its tag: the entry's app module defines them; nothing else does. The
 * request panels (Try-It, response, code samples), the Authorize panel and the problem views (error panel,
 * warnings) are lazy chunks of their own (entry/define-request-panels.ts, define-authorize.ts, define-problems.ts).
 */
export const elements = [
  ['sv-security-badge', SvSecurityBadge],
  ['sv-split-pane', SvSplitPane],
  ['sv-schema-tree', SvSchemaTree],
  ['sv-media-content', SvMediaContent],
  ['sv-operation', SvOperation],
  ['sv-info', SvInfo],
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
  SvSplitPane,
  SvSecurityBadge,
};
export type { SvTryIt } from './try-it/try-it.js';
export type { SvAuthorize } from './authorize/authorize.js';
export type { SvErrorPanel } from './error-panel/error-panel.js';
export type { SvWarnings } from './error-panel/warnings.js';
export type { SvResponse } from './response/response.js';
export type { SvCodeSamples } from './code-samples/code-samples.js';
export type { SvExampleColumn } from './example-column/example-column.js';
export type { SvResponseExamples } from './example-column/response-examples.js';
export type { SvMessageExamples } from './example-column/message-examples.js';
export type { SvExampleTabs } from './example-column/example-tabs.js';
/** The search dialog is a lazy chunk (components/search/define.ts), defined by the viewer on first use. */
export type { SvSearch } from './search/search.js';
