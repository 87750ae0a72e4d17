/** Options of the static renderers (`spec-viewer/static`). */
import type { Sanitizer } from './text/description-html.js';
import { completeLabels, type Labels } from './words.js';

export type { Sanitizer };

export interface StaticRenderOptions {
  /** Levels of nested properties a schema outline shows below its root (default 3). */
  schemaDepth?: number;
  /** Children of one outline node, enum values of one enum, shown before "… N more" (default 100). */
  listItems?: number;
  /** Render the schemas (GraphQL: types and directives) section (default true). */
  schemas?: boolean;
  /**
   * HTML in, safe HTML out: replaces the built-in sanitizer of descriptions (sanitize-html in Node, DOMPurify on
   * the page's DOM in browsers). It must apply src/markdown/allow-list.ts's rules; everything else is escaped anyway.
   */
  sanitize?: Sanitizer;
  /**
   * The words: a locale's table from `localeLabels('de')` (the live page's own tables), or a few keys to change;
   * missing keys are English. The page's `lang` and `dir` follow the table's.
   */
  labels?: Partial<Labels>;
  /** Called after each operation is rendered: `done` of `total`. */
  onProgress?: (done: number, total: number) => void;
}

/** The options with their defaults applied. */
export interface ResolvedOptions {
  schemaDepth: number;
  listItems: number;
  schemas: boolean;
  sanitize: Sanitizer;
  labels: Labels;
  onProgress: ((done: number, total: number) => void) | undefined;
}

export const DEFAULT_SCHEMA_DEPTH = 3;
export const DEFAULT_LIST_ITEMS = 100;

export function resolveOptions(options: StaticRenderOptions, sanitize: Sanitizer): ResolvedOptions {
  const depth = options.schemaDepth ?? DEFAULT_SCHEMA_DEPTH;
  const items = options.listItems ?? DEFAULT_LIST_ITEMS;
  return {
    schemaDepth: Number.isFinite(depth) ? Math.max(0, Math.min(Math.floor(depth), 32)) : DEFAULT_SCHEMA_DEPTH,
    listItems: Number.isFinite(items) ? Math.max(1, Math.floor(items)) : DEFAULT_LIST_ITEMS,
    schemas: options.schemas ?? true,
    sanitize: options.sanitize ?? sanitize,
    labels: completeLabels(options.labels),
    onProgress: options.onProgress,
  };
}
