/**
 * Every element of the viewer, declared once: its tag, class and module, the chunk that defines it (the app module,
 * or a lazy chunk and the file that loads it), what the package entries export of it by name, and the builds that
 * have it. Adding an element starts here (docs/architecture.md#adding-an-element).
 *
 * No page module imports this table: shipped, its strings would add to every page's first view, whose budgets
 * (test/core/size-budget.test.ts) leave a few bytes. The places ES modules must name an element statically
 * (definitions, export lists, the lazy classes' live bindings) are checked against it instead, by
 * test/core/elements-table.test.ts, which says what to write where when they differ.
 */

/** Where a chunk's elements come from. Paths are below `components/`, without `.ts`. */
export interface ElementChunk {
  /** The module the chunk is loaded by: `import()`ed from `loadedBy` (the app module: by the page entries). */
  module: string;
  /** The file whose `import()` of `module` fetches the chunk. */
  loadedBy?: string;
  /** The file that defines the chunk's elements (`X.define('tag')`, or `[tag, X]` pairs), when not `module`. */
  definedBy?: string;
  /**
   * The chunk's handle in `components/shared/lazy-elements.ts` (`handle.register(() => import(module))` in
   * `loadedBy`), for chunks with classes the entries export: `lazy-exports.ts` sets them as it loads.
   */
  handle?: string;
  /** `base`: both builds; `extended`: the extended build only (`components/extended.ts`). */
  tier: 'base' | 'extended';
}

export const elementChunks = {
  /** Eager: the `elements` list of `register-elements.ts`, defined by both app modules (`define-base.ts`, `define-extended.ts`). */
  app: { module: 'register-elements', tier: 'base' },
  /** Try-It and the examples column: pages whose operations can be called (an AsyncAPI page: after its first card). */
  'request-panels': { module: 'entry/define-request-panels', loadedBy: 'entry/lazy-chunks', handle: 'requestPanels', tier: 'base' },
  /** The response view: a Try-It panel's first Send. */
  response: { module: 'entry/define-response', loadedBy: 'entry/lazy-chunks', handle: 'responseView', tier: 'base' },
  /** The Authorize panel: documents with security schemes. */
  authorize: { module: 'entry/define-authorize', loadedBy: 'entry/lazy-chunks', handle: 'authorizePanel', tier: 'base' },
  /** The error panel and the warnings: a failed load, a model with warnings. */
  problems: { module: 'entry/define-problems', loadedBy: 'entry/lazy-chunks', handle: 'problemViews', tier: 'base' },
  /** The search dialog: its first opening. */
  search: { module: 'search/define', loadedBy: 'entry/lazy-chunks', tier: 'base' },
  /** The AsyncAPI Try-It panel: opened from an examples column, so the request panels' chunk registers it. */
  'async-try-it': { module: 'entry/define-async-try-it', loadedBy: 'entry/define-request-panels', tier: 'base' },
  /** The GraphQL view: the first GraphQL schema shown (its format view, registered by the extended app module). */
  graphql: { module: 'graphql/graphql-elements', loadedBy: 'entry/define-extended', tier: 'extended' },
  /** OAuth's Get Token flows: the Authorize panel opened on an `oauth2` or `openIdConnect` scheme (its auth plugin). */
  oauth: { module: 'authorize/oauth/oauth-flows', loadedBy: 'authorize/oauth/plugin', definedBy: 'authorize/oauth/plugin', tier: 'extended' },
} as const satisfies Record<string, ElementChunk>;

export interface ElementRow {
  tag: string;
  className: string;
  /** The element's module below `components/`, without `.ts`: it declares the class, `@tagname` and the tag map entry. */
  module: string;
  chunk: keyof typeof elementChunks;
  /** What the package entries export of it by name: the class (a value, and its type), its type only, or nothing. */
  exported: 'class' | 'type' | 'none';
}

export const elementTable: readonly ElementRow[] = [
  { tag: 'spec-viewer', className: 'SpecViewer', module: 'spec-viewer/spec-viewer', chunk: 'app', exported: 'class' },
  { tag: 'sv-sidebar', className: 'SvSidebar', module: 'sidebar/sidebar', chunk: 'app', exported: 'class' },
  { tag: 'sv-content', className: 'SvContent', module: 'content/content', chunk: 'app', exported: 'class' },
  { tag: 'sv-info', className: 'SvInfo', module: 'info/info', chunk: 'app', exported: 'class' },
  { tag: 'sv-operation', className: 'SvOperation', module: 'operation/operation', chunk: 'app', exported: 'class' },
  { tag: 'sv-media-content', className: 'SvMediaContent', module: 'media-content/media-content', chunk: 'app', exported: 'class' },
  { tag: 'sv-schema-tree', className: 'SvSchemaTree', module: 'schema-tree/schema-tree', chunk: 'app', exported: 'class' },
  { tag: 'sv-split-pane', className: 'SvSplitPane', module: 'split-pane/split-pane', chunk: 'app', exported: 'class' },
  { tag: 'sv-security-badge', className: 'SvSecurityBadge', module: 'authorize/security-badge', chunk: 'app', exported: 'class' },

  { tag: 'sv-try-it', className: 'SvTryIt', module: 'try-it/try-it', chunk: 'request-panels', exported: 'class' },
  { tag: 'sv-code-samples', className: 'SvCodeSamples', module: 'code-samples/code-samples', chunk: 'request-panels', exported: 'class' },
  { tag: 'sv-example-column', className: 'SvExampleColumn', module: 'example-column/example-column', chunk: 'request-panels', exported: 'none' },
  { tag: 'sv-response-examples', className: 'SvResponseExamples', module: 'example-column/response-examples', chunk: 'request-panels', exported: 'none' },
  { tag: 'sv-message-examples', className: 'SvMessageExamples', module: 'example-column/message-examples', chunk: 'request-panels', exported: 'none' },
  { tag: 'sv-example-tabs', className: 'SvExampleTabs', module: 'example-column/example-tabs', chunk: 'request-panels', exported: 'none' },
  { tag: 'sv-response', className: 'SvResponse', module: 'response/response', chunk: 'response', exported: 'class' },
  { tag: 'sv-authorize', className: 'SvAuthorize', module: 'authorize/authorize', chunk: 'authorize', exported: 'class' },
  { tag: 'sv-error-panel', className: 'SvErrorPanel', module: 'error-panel/error-panel', chunk: 'problems', exported: 'class' },
  { tag: 'sv-warnings', className: 'SvWarnings', module: 'error-panel/warnings', chunk: 'problems', exported: 'class' },
  { tag: 'sv-search', className: 'SvSearch', module: 'search/search', chunk: 'search', exported: 'type' },
  { tag: 'sv-async-try-it', className: 'SvAsyncTryIt', module: 'async-try-it/async-try-it', chunk: 'async-try-it', exported: 'none' },

  { tag: 'sv-graphql-type', className: 'SvGraphqlType', module: 'graphql/graphql-type', chunk: 'graphql', exported: 'none' },
  { tag: 'sv-graphql-operation', className: 'SvGraphqlOperation', module: 'graphql/graphql-operation', chunk: 'graphql', exported: 'none' },
  { tag: 'sv-graphql-directives', className: 'SvGraphqlDirectives', module: 'graphql/graphql-directives', chunk: 'graphql', exported: 'none' },
  { tag: 'sv-graphql-note', className: 'SvGraphqlNote', module: 'graphql/graphql-note', chunk: 'graphql', exported: 'none' },
  { tag: 'sv-oauth-flows', className: 'SvOAuthFlows', module: 'authorize/oauth/oauth-flows', chunk: 'oauth', exported: 'none' },
];
