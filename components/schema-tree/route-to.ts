/** How a schema tree reaches a property row from its deep-link id: the nodes to open on the way down. */
import { sectionId, type Schema } from '../../src/index.js';
import { hasChildren, isArraySchema, merged } from '../shared/schema-labels.js';

/** Deeper than this nothing expands, whatever the schema (a guard beside the cycle check). */
export const MAX_DEPTH = 40;
/** Nodes looked at before giving up: a landing never walks a huge schema graph. */
const MAX_NODES = 5000;

/** One change of the tree's state: a node to open, a variant to choose, a list slice to widen. */
export interface RouteStep {
  open?: { path: string; depth: number };
  variant?: { path: string; index: number };
  list?: { key: string; index: number };
}

/**
 * The steps that make the row `id` render, following the tree's own paths (`r/p:name/items/oneOf:1/…`); undefined
 * when no row below `anchor` has that id. Mirrors SvSchemaTree's body/row/variants/allOf rendering.
 */
export function routeTo(root: Schema, anchor: string, id: string): RouteStep[] | undefined {
  let budget = MAX_NODES;
  const body = (s: Schema, path: string, ancestors: Schema[], depth: number, names: string[]): RouteStep[] | undefined => {
    if (depth > MAX_DEPTH || budget-- <= 0) return undefined;
    const m = merged(s);
    const props = Object.entries(m.properties ?? {});
    for (let i = 0; i < props.length; i++) {
      const [name, child] = props[i]!;
      const rowNames = [...names, name];
      const rowId = sectionId.property(anchor, rowNames);
      const list = { key: path, index: i };
      if (rowId === id) return [{ list }];
      if (!id.startsWith(`${rowId}.`)) continue; // the ids below a row extend its id
      const rowPath = `${path}/p:${name}`;
      const below = rowChildren(child, rowPath, ancestors, depth, rowNames);
      if (below) return [{ list, open: { path: rowPath, depth } }, ...below];
    }
    if (isArraySchema(m) && m.items && !ancestors.includes(m.items) && hasChildren(m.items)) {
      const below = body(m.items, `${path}/items`, [...ancestors, m.items], depth, names);
      if (below) return below;
    }
    const kind = m.oneOf?.length ? 'oneOf' : m.anyOf?.length ? 'anyOf' : undefined;
    const variants = kind ? (m[kind] ?? []) : [];
    for (let i = 0; i < variants.length; i++) {
      const variant = variants[i]!;
      if (ancestors.includes(variant)) continue;
      const below = body(variant, `${path}/${kind}:${i}`, [...ancestors, variant], depth, names);
      if (below) return [{ variant: { path: `${path}/${kind}`, index: i } }, ...below];
    }
    const parts = m === s ? (s.allOf ?? []) : [];
    for (let i = 0; i < parts.length; i++) {
      const rowPath = `${path}/allOf:${i}`;
      const below = rowChildren(parts[i]!, rowPath, ancestors, depth, names);
      if (below) return [{ open: { path: rowPath, depth } }, ...below];
    }
    return undefined;
  };
  const rowChildren = (child: Schema, rowPath: string, ancestors: Schema[], depth: number, names: string[]): RouteStep[] | undefined => {
    const cycle = ancestors.includes(child) || (child.items !== undefined && isArraySchema(child) && ancestors.includes(child.items));
    if (cycle || depth >= MAX_DEPTH || !hasChildren(child)) return undefined;
    return body(child, rowPath, [...ancestors, child], depth + 1, names);
  };
  return body(root, 'r', [root], 0, []);
}
