/**
 * Just enough of a schema's shape to pick an input control: its main type, its enum, its items.
 * Looks through `allOf` / single-branch `oneOf`/`anyOf` wrappers (common around `$ref`ed enums) without merging.
 */
import type { Schema, SchemaType } from '../model/index.js';

const MAX_DEPTH = 8;

/** The first non-null type found on the schema or its allOf/oneOf/anyOf members. */
export function primaryType(schema: Schema | undefined, depth = 0): SchemaType | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  const own = schema.type?.find((t) => t !== 'null');
  if (own) return own;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  for (const member of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const t = primaryType(member, depth + 1);
    if (t) return t;
  }
  if (schema.enum && schema.enum.length > 0) return typeOfValue(schema.enum.find((v) => v !== null));
  return undefined;
}

function typeOfValue(v: unknown): SchemaType | undefined {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'boolean') return 'boolean';
  return undefined;
}

/** Enum values (null dropped) of the schema or of the allOf/oneOf/anyOf member that carries them. */
export function enumValues(schema: Schema | undefined, depth = 0): unknown[] | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (schema.enum && schema.enum.length > 0) return schema.enum.filter((v) => v !== null);
  if (schema.const !== undefined && schema.const !== null) return [schema.const];
  for (const member of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const values = enumValues(member, depth + 1);
    if (values) return values;
  }
  return undefined;
}

/** The `items` schema of an array schema (looking through allOf wrappers). */
export function itemsSchema(schema: Schema | undefined, depth = 0): Schema | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (schema.items) return schema.items;
  for (const member of schema.allOf ?? []) {
    const items = itemsSchema(member, depth + 1);
    if (items) return items;
  }
  return undefined;
}

/** First of `default`, found through allOf wrappers. */
export function defaultValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (schema.default !== undefined) return schema.default;
  for (const member of schema.allOf ?? []) {
    const d = defaultValue(member, depth + 1);
    if (d !== undefined) return d;
  }
  return undefined;
}

/** Properties (and required names) of an object schema, including those of its allOf members; readOnly kept. */
export function objectProperties(
  schema: Schema | undefined,
  depth = 0,
): { properties: Array<[string, Schema]>; required: Set<string> } {
  const properties = new Map<string, Schema>();
  const required = new Set<string>();
  const visit = (s: Schema | undefined, d: number) => {
    if (!s || d > MAX_DEPTH) return;
    for (const member of s.allOf ?? []) visit(member, d + 1);
    for (const [name, prop] of Object.entries(s.properties ?? {})) properties.set(name, prop);
    for (const name of s.required ?? []) required.add(name);
  };
  visit(schema, depth);
  return { properties: [...properties], required };
}
