/** How the reference reads a schema node, shared by the live page and the static renderer. */
import type { Schema, SchemaType } from '../model/schema.js';
import { mergeAllOf } from './merge-all-of.js';

const mergedCache = new WeakMap<Schema, Schema>();

/** The node with its allOf folded in (computed once per schema object); the node itself when merging fails. */
export function mergedSchema(s: Schema): Schema {
  if (!s.allOf || s.allOf.length === 0) return s;
  let m = mergedCache.get(s);
  if (!m) {
    try {
      m = mergeAllOf(s);
    } catch {
      m = s;
    }
    mergedCache.set(s, m);
  }
  return m;
}

/** The types of a node: declared, else inferred from its keywords. */
export function schemaTypes(s: Schema): SchemaType[] {
  if (s.type && s.type.length > 0) return s.type;
  if (s.properties || s.additionalProperties !== undefined || s.patternProperties) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  return [];
}
