/**
 * A schema as an outline of bounded size, shared by the HTML and Markdown renderers: properties (and array items,
 * variants, additional properties) down to `depth` levels, at most `listItems` children per node. A named schema
 * met below the outline's root is a reference (the schemas section shows it), and so is a schema met again on
 * its own path (a cycle): the outline of a recursive or huge schema stays small and finite.
 */
import { mergedSchema, schemaTypes } from '../schema/schema-view.js';
import type { Schema, SchemaType } from '../model/schema.js';
import { inlineValue } from './labels.js';
import { around, labelText, type Labels } from './words.js';

export interface OutlineOptions {
  /** Levels of nested children shown below the root (the root's properties are level 1). */
  depth: number;
  /** Children shown per node, and enum values per enum; the rest are counted. */
  listItems: number;
  t: Labels;
}

export interface OutlineNode {
  /** Property name, `[]` for array items, `*` for additional properties, a pattern, or a variant's label. */
  name?: string;
  kind: 'root' | 'property' | 'items' | 'additional' | 'pattern' | 'variant';
  /** "string <date-time>", "array of Pet", "object (Pet)", "one of" … */
  type: string;
  /** The same label in pieces, schema names apart (typeParts). */
  typeParts: TypePart[];
  /** A named schema this node stands for and links to, not expanded here. */
  ref?: string;
  required: boolean;
  /** "deprecated", "read-only", "write-only" (in the table's words). */
  flags: string[];
  /** Markdown. */
  description?: string;
  /** "default: 1", "enum: "a", "b"", ">= 0", "pattern /^a/", "example: …". */
  facts: string[];
  children: OutlineNode[];
  /** Children left out by the list limit. */
  omitted: number;
  /** True when the node has children the depth limit hides. */
  cut: boolean;
}


/** A piece of a type label: text, or the name of a schema (which renderers may link). */
export type TypePart = string | { schema: string };

/** The type label of a schema, as the live schema tree words it (components/shared/schema-labels.ts). */
export function typeLabel(node: Schema, t: Labels, depth = 0): string {
  return typeText(typeParts(node, t, depth));
}

/** The label of its pieces. */
export const typeText = (parts: readonly TypePart[]): string => parts.map((p) => (typeof p === 'string' ? p : p.schema)).join('');

/**
 * The type label in pieces, each schema name a piece of its own (`array of ` + Pet): a renderer links the names
 * it knows without searching the text for them (a schema named `id` is not the `id` of `string <uuid>`).
 */
export function typeParts(node: Schema, t: Labels, depth = 0): TypePart[] {
  const s = mergedSchema(node);
  const name = s.name ?? (node.allOf?.length === 1 ? node.allOf[0]?.name : undefined);
  const types = schemaTypes(s);
  const format = s.format ? ` <${s.format}>` : '';
  const objectOf = (n: string): TypePart[] => {
    const [before, after] = around(t.typeObjectNamed);
    return [before, { schema: n }, after].filter((p) => p !== '');
  };
  if (types.length === 0) {
    if (s.const !== undefined) return ['const'];
    if (s.oneOf) return [t.typeOneOf];
    if (s.anyOf) return [t.typeAnyOf];
    if (s.allOf) return name ? objectOf(name) : [t.typeAllOf];
    if (s.enum && s.enum.length > 0) return [typeof s.enum[0] === 'number' ? 'number' : 'string'];
    if (s.raw) return [s.raw.format];
    return [name ? { schema: name } : t.typeAny];
  }
  return types.flatMap((type, i): TypePart[] => {
    const sep = i > 0 ? [' | '] : [];
    if (type === 'array') {
      const [before, after] = around(t.typeArrayOf);
      return [...sep, ...[before, ...itemsParts(s, t, depth), after].filter((p) => p !== '')];
    }
    if (type === 'object') return [...sep, ...(name ? objectOf(name) : ['object'])];
    return [...sep, type === 'null' ? 'null' : `${type}${format}`];
  });
}

function itemsParts(s: Schema, t: Labels, depth: number): TypePart[] {
  const items = s.items;
  if (!items) return [s.prefixItems ? t.typeTuple : t.typeAny];
  if (depth > 4) return ['…'];
  if (items.name && schemaTypes(items).every((type) => type === 'object' || type === 'null')) return [{ schema: items.name }];
  const parts = typeParts(items, t, depth + 1);
  return parts.includes(' | ') ? ['(', ...parts, ')'] : parts;
}

function range(t: Labels, key: 'length' | 'items' | 'properties', min: number | undefined, max: number | undefined): string[] {
  const what = t.rangeNames[key];
  if (min !== undefined && max !== undefined) return [min === max ? `${what} = ${min}` : `${what} ${min}..${max}`];
  if (min !== undefined) return [`${what} >= ${min}`];
  if (max !== undefined) return [`${what} <= ${max}`];
  return [];
}

/** Validation keywords, enum, const, default and example as short facts. */
export function schemaFacts(s: Schema, listItems: number, t: Labels): string[] {
  const out: string[] = [];
  if (s.enum && s.enum.length > 0) {
    const shown = s.enum.slice(0, listItems).map((v) => inlineValue(v, 80));
    const rest = s.enum.length - shown.length;
    out.push(labelText(t.oneOfList(`${shown.join(', ')}${rest > 0 ? ` ${t.staticMore(rest)}` : ''}`)));
  }
  if (s.const !== undefined) out.push(`${t.constant}: ${inlineValue(s.const, 120)}`);
  if (s.default !== undefined) out.push(labelText(t.defaultValue(inlineValue(s.default, 120))));
  if (s.minimum !== undefined) out.push(`>= ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(`<= ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.multipleOf !== undefined) out.push(labelText(t.multipleOf(s.multipleOf)));
  out.push(...range(t, 'length', s.minLength, s.maxLength), ...range(t, 'items', s.minItems, s.maxItems), ...range(t, 'properties', s.minProperties, s.maxProperties));
  if (s.uniqueItems) out.push(t.uniqueItems);
  if (s.pattern !== undefined) out.push(labelText(t.pattern(`/${s.pattern}/`)));
  if (s.contentMediaType) out.push(labelText(t.contentType(s.contentMediaType)));
  if (s.contentEncoding) out.push(labelText(t.contentEncoding(s.contentEncoding)));
  const example = s.example !== undefined ? s.example : s.examples?.[0];
  if (example !== undefined) out.push(exampleFact(t, example));
  return out;
}

/** "Example: …", the fact a value's example is shown as. */
const exampleFact = (t: Labels, value: unknown): string => `${t.example}: ${inlineValue(value, 120)}`;

/** A parameter's facts: its schema's, and its own example unless the schema gave one. */
export function parameterFacts(p: { schema?: Schema; example?: unknown }, listItems: number, t: Labels): string[] {
  const facts = p.schema ? schemaFacts(p.schema, listItems, t) : [];
  if (p.example !== undefined && !facts.some((f) => f.startsWith(`${t.example}:`))) facts.push(exampleFact(t, p.example));
  return facts;
}

function flagsOf(s: Schema, t: Labels): string[] {
  const out: string[] = [];
  if (s.deprecated) out.push(t.deprecatedFlag);
  if (s.readOnly) out.push(t.readOnly);
  if (s.writeOnly) out.push(t.writeOnly);
  return out;
}

/** Labels of oneOf/anyOf variants: discriminator value, title, schema name or type; made unique. */
function variantLabels(variants: Schema[], parent: Schema, t: Labels): string[] {
  const byName = new Map<string, string>();
  for (const [value, name] of Object.entries(parent.discriminator?.mapping ?? {})) if (!byName.has(name)) byName.set(name, value);
  const labels = variants.map((v, i) => (v.name !== undefined ? byName.get(v.name) : undefined) ?? v.title ?? v.name ?? t.optionN(i + 1));
  const seen = new Map<string, number>();
  labels.forEach((l) => seen.set(l, (seen.get(l) ?? 0) + 1));
  return labels.map((l, i) => ((seen.get(l) ?? 0) > 1 ? `${l} (${i + 1})` : l));
}

/** The outline of a schema (its root expanded even when it is named). */
export function schemaOutline(schema: Schema, options: OutlineOptions): OutlineNode {
  return nodeOf(schema, 'root', undefined, false, 0, new Set(), options);
}

function nodeOf(
  schema: Schema,
  kind: OutlineNode['kind'],
  name: string | undefined,
  required: boolean,
  level: number,
  ancestors: Set<Schema>,
  options: OutlineOptions,
): OutlineNode {
  const s = mergedSchema(schema);
  const parts = typeParts(schema, options.t);
  const node: OutlineNode = { kind, type: typeText(parts), typeParts: parts, required, flags: flagsOf(s, options.t), facts: schemaFacts(s, options.listItems, options.t), children: [], omitted: 0, cut: false };
  if (name !== undefined) node.name = name;
  const description = schema.description ?? s.description;
  if (description) node.description = description;
  // A named schema below the root, or one met again on its own path, is a reference.
  const refName = s.name ?? (schema.allOf?.length === 1 ? schema.allOf[0]?.name : undefined);
  if (level > 0 && refName !== undefined && kind !== 'variant') {
    node.ref = refName;
    return node;
  }
  // The root stays expanded, and links to its schema's own entry when it has one.
  if (level === 0 && refName !== undefined) node.ref = refName;
  if (ancestors.has(schema)) {
    if (refName !== undefined) node.ref = refName;
    return node;
  }
  const items = s.items && schemaTypes(s).includes('array') ? s.items : undefined;
  if (items?.name !== undefined) {
    node.ref = items.name;
    if (level > 0) return node;
  }
  const entries = childEntries(s, items, options.t);
  if (entries.length === 0) return node;
  if (level >= options.depth) {
    node.cut = true;
    return node;
  }
  ancestors.add(schema);
  const shown = entries.slice(0, options.listItems);
  node.children = shown.map(([childKind, childName, child, childRequired]) => nodeOf(child, childKind, childName, childRequired, level + 1, ancestors, options));
  node.omitted = entries.length - shown.length;
  ancestors.delete(schema);
  return node;
}

type Entry = [OutlineNode['kind'], string, Schema, boolean];

/** What a node expands into: its properties, else its array items' structure, variants and extra properties. */
function childEntries(s: Schema, items: Schema | undefined, t: Labels): Entry[] {
  const out: Entry[] = [];
  const required = new Set(s.required ?? []);
  for (const [key, value] of Object.entries(s.properties ?? {})) out.push(['property', key, value, required.has(key)]);
  for (const [pattern, value] of Object.entries(s.patternProperties ?? {})) out.push(['pattern', pattern, value, false]);
  if (typeof s.additionalProperties === 'object') out.push(['additional', '*', s.additionalProperties, false]);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) variantLabels(variants, s, t).forEach((label, i) => out.push(['variant', label, variants[i]!, false]));
  if (s.allOf && s === mergedSchema(s) && s.allOf.length > 0 && !s.properties) s.allOf.forEach((part, i) => out.push(['variant', t.partN(i + 1), part, false]));
  (s.prefixItems ?? []).forEach((item, i) => out.push(['items', `[${i}]`, item, false]));
  if (items && items.name === undefined) {
    const inner = mergedSchema(items);
    if (schemaTypes(inner).includes('object') || inner.oneOf || inner.anyOf || inner.items) out.push(['items', '[]', items, false]);
  }
  return out;
}
