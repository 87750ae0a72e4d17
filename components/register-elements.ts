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
 * Every element of the app module with its tag: the entry's app module defines them; nothing else does. The other
 * elements are lazy chunks of their own. Which element is where: entry/elements-table.ts, which this list is
 * checked against.
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
