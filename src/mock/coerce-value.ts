/**
 * Wire text typed by its schema before the schema check: `"42"` for an integer is 42, `"true"` for a boolean is
 * true, items and properties are typed by theirs. A text that fits none of the schema's types stays text, so the
 * check reports the mismatch. Where a string is allowed the text stays a string (it is one, on the wire).
 */
import type { Schema, SchemaType } from '../model/index.js';
import { itemsSchema, objectProperties } from '../request/schema-shape.js';

const MAX_DEPTH = 8;
/** JSON's number grammar: what a client writes for a number. */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The types a value of the schema may have, looking through allOf/anyOf/oneOf; empty: any. */
export function schemaTypes(schema: Schema | undefined, depth = 0): Set<SchemaType> {
  const out = new Set<SchemaType>();
  if (!schema || depth > MAX_DEPTH) return out;
  for (const t of schema.type ?? []) out.add(t);
  if (out.size > 0) return out;
  if (schema.properties) out.add('object');
  if (schema.items || schema.prefixItems) out.add('array');
  for (const member of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const t of schemaTypes(member, depth + 1)) out.add(t);
  }
  for (const v of [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])]) {
    if (typeof v === 'string') out.add('string');
    else if (typeof v === 'number') out.add('number');
    else if (typeof v === 'boolean') out.add('boolean');
  }
  return out;
}

export function coerceValue(value: unknown, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return value;
  const types = schemaTypes(schema);
  if (typeof value === 'string') return coerceText(value, schema, types, depth);
  if (Array.isArray(value)) {
    if (!types.has('array') && types.size > 0) return value;
    const list = arrayMember(schema);
    return value.map((item, i) => coerceValue(item, list.prefixItems?.[i] ?? itemsSchema(list), depth + 1));
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // deepObject lists arrive as objects keyed 0, 1, 2 …
    if (types.has('array') && !types.has('object') && isIndexed(record)) {
      const items = Object.keys(record).sort((a, b) => Number(a) - Number(b)).map((k) => record[k]);
      return coerceValue(items, schema, depth);
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, coerceValue(v, propertySchema(schema, k), depth + 1)]));
  }
  return value;
}

function coerceText(text: string, schema: Schema, types: Set<SchemaType>, depth: number): unknown {
  if (types.size === 0 || types.has('string')) return text;
  if ((types.has('integer') || types.has('number')) && NUMBER.test(text)) return Number(text);
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.has('null') && text === 'null') return null;
  if (types.has('object') || types.has('array')) {
    // Nested structures (which no style defines) travel as JSON text.
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object') return coerceValue(parsed, schema, depth + 1);
    } catch {
      // not JSON: left as text for the check to report
    }
    // One item of an exploded list is the list.
    if (types.has('array') && !types.has('object')) return [coerceValue(text, itemsSchema(arrayMember(schema)), depth + 1)];
  }
  return text;
}

/** The schema itself, or the anyOf/oneOf alternative, that describes lists (Stripe: `anyOf: [array, ""]`). */
function arrayMember(schema: Schema, depth = 0): Schema {
  if (schema.items || schema.prefixItems || depth > MAX_DEPTH) return schema;
  const member = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((m) => schemaTypes(m).has('array'));
  return member ? arrayMember(member, depth + 1) : schema;
}

const isIndexed = (record: Record<string, unknown>): boolean => {
  const keys = Object.keys(record);
  return keys.length > 0 && keys.every((k) => /^(0|[1-9]\d*)$/.test(k));
};

function propertySchema(schema: Schema, name: string): Schema | undefined {
  const declared = objectProperties(schema).properties.find(([n]) => n === name)?.[1];
  if (declared) return declared;
  for (const member of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const found = objectProperties(member).properties.find(([n]) => n === name)?.[1];
    if (found) return found;
  }
  for (const [pattern, s] of Object.entries(schema.patternProperties ?? {})) {
    try {
      if (new RegExp(pattern, 'u').test(name)) return s;
    } catch {
      // a pattern this engine cannot read types nothing
    }
  }
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}
