import { SpecViewer } from './spec-viewer/spec-viewer.js';
import { SvSidebar } from './sidebar/sidebar.js';
import { SvContent } from './content/content.js';
import { SvInfo } from './info/info.js';
import { SvOperation } from './operation/operation.js';
import { SvMediaContent } from './media-content/media-content.js';
import { SvSchemaTree } from './schema-tree/schema-tree.js';
import { SvErrorPanel } from './error-panel/error-panel.js';
import { SvWarnings } from './error-panel/warnings.js';
import { SvResponse } from './response/response.js';
import { SvSplitPane } from './split-pane/split-pane.js';
import { SvTryIt } from './try-it/try-it.js';
import { SvAuthorize } from './authorize/authorize.js';
import { SvSecurityBadge } from './authorize/security-badge.js';
import { SvCodeSamples } from './code-samples/code-samples.js';

/** Every element with its tag. Entry points (base.ts, extended.ts) define them; nothing else does. */
export const elements = [
  ['sv-authorize', SvAuthorize],
  ['sv-security-badge', SvSecurityBadge],
  ['sv-code-samples', SvCodeSamples],
  ['sv-response', SvResponse],
  ['sv-split-pane', SvSplitPane],
  ['sv-try-it', SvTryIt],
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
  SvResponse,
  SvSplitPane,
  SvTryIt,
  SvAuthorize,
  SvSecurityBadge,
  SvCodeSamples,
};
/** The search dialog is a lazy chunk (components/search/define.ts), defined by the viewer on first use. */
export type { SvSearch } from './search/search.js';
