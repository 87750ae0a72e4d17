/**
 * Format-specific views that only some builds ship, loaded when a model of their format arrives: the extended
 * build registers GraphQL's elements here behind `import()`, so the base build, and any page showing another
 * format, never downloads them.
 */
import type { ApiModel, SpecTypeValue } from '../../src/index.js';

/** The viewer's settings a format view may apply to its model (GraphQL: endpoint, security schemes, depth). */
export interface PageSettings {
  endpoint?: string;
  securitySchemes?: Record<string, unknown>;
  exampleDepth?: number;
}

export interface FormatView {
  /** The model the page renders: the loaded one with the viewer's settings applied. */
  pageModel?(model: ApiModel, settings: PageSettings): ApiModel;
}

const loaders = new Map<SpecTypeValue, () => Promise<FormatView>>();
const loaded = new Map<SpecTypeValue, FormatView>();

/** Registers the lazily loaded view of a format (its loader defines the format's elements). */
export function registerFormatView(type: SpecTypeValue, loader: () => Promise<FormatView>): void {
  loaders.set(type, loader);
}

/** Loads (once) the view of a format, if one is registered; resolves when its elements are defined. */
export async function loadFormatView(type: SpecTypeValue): Promise<FormatView | undefined> {
  const hit = loaded.get(type);
  if (hit) return hit;
  const loader = loaders.get(type);
  if (!loader) return undefined;
  const view = await loader();
  loaded.set(type, view);
  return view;
}

/** The view of a format once loaded. */
export function formatView(type: SpecTypeValue): FormatView | undefined {
  return loaded.get(type);
}
