/** Pure text helpers for schema nodes: type labels, constraint chips, variant names. */
import { mergedSchema, schemaTypes, type Schema, type SchemaType } from '../../src/index.js';
import { inlineValue } from './labels.js';
import type { Labels } from '../i18n/en.js';

/** The node with its allOf folded in, and its types: the core's reading, which the static reference shares. */
export { mergedSchema as merged, schemaTypes as typesOf } from '../../src/index.js';

export function isArraySchema(s: Schema): boolean {
  return schemaTypes(s).includes('array');
}

/**
 * "string", "string | null", "integer <int64>", "array of Pet", "object (Pet)", "one of", "any": JSON Schema
 * type names stay as written, the words around them come from `t`. `depth` guards self-referencing array items.
 */
export function typeLabel(node: Schema, t: Labels, depth = 0): string {
  const m = mergedSchema(node);
  // `allOf: [$ref Pet]` + a description is still "a Pet".
  const name = m.name ?? (node.allOf?.length === 1 ? node.allOf[0]?.name : undefined);
  const s = name === m.name ? m : { ...m, name };
  const types = schemaTypes(s);
  const format = s.format ? ` <${s.format}>` : '';
  if (types.length === 0) {
    if (s.const !== undefined) return 'const';
    if (s.oneOf) return t.typeOneOf;
    if (s.anyOf) return t.typeAnyOf;
    if (s.allOf) return s.name ? t.typeObjectNamed(s.name) : t.typeAllOf;
    if (s.enum && s.enum.length > 0) return typeof s.enum[0] === 'number' ? 'number' : 'string';
    if (s.raw) return s.raw.format;
    return s.name ?? t.typeAny;
  }
  const parts = types.map((type) => {
    if (type === 'array') return t.typeArrayOf(itemsLabel(s, t, depth));
    if (type === 'object') return s.name ? t.typeObjectNamed(s.name) : 'object';
    return type === 'null' ? 'null' : `${type}${format}`;
  });
  return parts.join(' | ');
}

function itemsLabel(s: Schema, t: Labels, depth: number): string {
  const items = s.items;
  if (!items) return s.prefixItems ? t.typeTuple : t.typeAny;
  if (depth > 4) return '…';
  if (items.name && schemaTypes(items).every((t) => t === 'object' || t === 'null')) return items.name;
  const label = typeLabel(items, t, depth + 1);
  return label.includes(' | ') ? `(${label})` : label;
}

/** Validation keywords as short chips: ">= 1", "length ≤ 64", "pattern /^a/", "unique items" … */
export function constraintsOf(s: Schema, t: Labels): string[] {
  const out: string[] = [];
  if (s.minimum !== undefined) out.push(`>= ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(`<= ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.multipleOf !== undefined) out.push(t.multipleOf(s.multipleOf));
  out.push(...range(t.rangeNames.length, s.minLength, s.maxLength));
  out.push(...range(t.rangeNames.items, s.minItems, s.maxItems));
  out.push(...range(t.rangeNames.properties, s.minProperties, s.maxProperties));
  if (s.uniqueItems) out.push(t.uniqueItems);
  if (s.pattern !== undefined) out.push(t.pattern(`/${s.pattern}/`));
  if (s.contentMediaType) out.push(t.contentType(s.contentMediaType));
  if (s.contentEncoding) out.push(t.contentEncoding(s.contentEncoding));
  return out;
}

function range(what: string, min: number | undefined, max: number | undefined): string[] {
  if (min !== undefined && max !== undefined) return [min === max ? `${what} = ${min}` : `${what} ${min}..${max}`];
  if (min !== undefined) return [`${what} >= ${min}`];
  if (max !== undefined) return [`${what} <= ${max}`];
  return [];
}

/** Labels for oneOf/anyOf variants: discriminator value, title, schema name, type — made unique. */
export function variantLabels(variants: Schema[], parent: Schema, t: Labels): string[] {
  const byName = new Map<string, string>();
  for (const [value, name] of Object.entries(parent.discriminator?.mapping ?? {})) {
    if (!byName.has(name)) byName.set(name, value);
  }
  const labels = variants.map((v, i) => {
    const mapped = v.name !== undefined ? byName.get(v.name) : undefined;
    return mapped ?? v.title ?? v.name ?? (schemaTypes(v).length > 0 || v.const !== undefined ? typeLabel(v, t) : t.optionN(i + 1));
  });
  const seen = new Map<string, number>();
  labels.forEach((l) => seen.set(l, (seen.get(l) ?? 0) + 1));
  return labels.map((l, i) => ((seen.get(l) ?? 0) > 1 ? `${l} (${i + 1})` : l));
}

/** Whether a node has something to expand (properties, items with structure, variants …). */
export function hasChildren(node: Schema, depth = 0): boolean {
  if (depth > 8) return false;
  const s = mergedSchema(node);
  if (s.properties && Object.keys(s.properties).length > 0) return true;
  if (s.patternProperties && Object.keys(s.patternProperties).length > 0) return true;
  if (typeof s.additionalProperties === 'object') return true;
  if (s.oneOf?.length || s.anyOf?.length || s.not || s.prefixItems?.length) return true;
  if (s.allOf?.length) return s === node; // allOf that could not be merged is listed part by part
  if (s.items) return hasChildren(s.items, depth + 1);
  return false;
}

/** "a", "b", … for an enum list; long values shortened. */
export function enumValues(s: Schema, limit = Infinity): string[] {
  // Only the values shown are formatted: an enum may hold 50,000 of them.
  return (s.enum ?? []).slice(0, limit).map((v) => inlineValue(v, 80));
}
