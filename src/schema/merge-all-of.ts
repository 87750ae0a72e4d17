import type { Schema } from '../model/schema.js';

/**
 * For display: folds `allOf` members into one schema (properties, required, types, constraints), without
 * mutating any input and without looping on recursive schemas. Members are merged in order; the schema's
 * own keywords win over its members'. Nested allOf in members are merged too; a member already being
 * merged higher up (a cycle) is skipped. Properties themselves are not merged (they stay shared nodes).
 */
export function mergeAllOf(schema: Schema): Schema {
  return merge(schema, new Set());
}

const NUMERIC_MAX = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
const NUMERIC_MIN = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;

function merge(schema: Schema, active: Set<Schema>): Schema {
  if (!schema.allOf || schema.allOf.length === 0 || active.has(schema)) return schema;
  active.add(schema);
  const result: Schema = {};
  for (const member of schema.allOf) {
    if (active.has(member)) continue;
    mergeInto(result, merge(member, active));
  }
  const own: Schema = { ...schema };
  delete own.allOf;
  mergeInto(result, own, true);
  active.delete(schema);
  if (schema.name !== undefined) result.name = schema.name;
  else delete result.name;
  return result;
}

/** Merges `source` into `target` (a fresh object owned by mergeAllOf). `override`: source's scalars win. */
function mergeInto(target: Schema, source: Schema, override = false): void {
  for (const key of Object.keys(source) as Array<keyof Schema>) {
    const value = source[key];
    if (value === undefined) continue;
    switch (key) {
      case 'properties':
      case 'patternProperties':
        target[key] = { ...target[key], ...(value as Record<string, Schema>) };
        break;
      case 'required':
        target.required = [...new Set([...(target.required ?? []), ...(value as string[])])];
        break;
      case 'type': {
        const types = value as NonNullable<Schema['type']>;
        target.type = target.type ? target.type.filter((t) => types.includes(t) || (t === 'number' && types.includes('integer'))) : [...types];
        if (target.type.length === 0) target.type = [...types];
        break;
      }
      case 'enum':
        target.enum = target.enum ? target.enum.filter((v) => (value as unknown[]).includes(v)) : (value as unknown[]);
        break;
      case 'oneOf':
      case 'anyOf':
        target[key] = [...(target[key] ?? []), ...(value as Schema[])];
        break;
      case 'extensions':
        target.extensions = { ...target.extensions, ...(value as Record<string, unknown>) };
        break;
      default:
        if ((NUMERIC_MAX as readonly string[]).includes(key)) {
          const current = target[key as (typeof NUMERIC_MAX)[number]];
          target[key as (typeof NUMERIC_MAX)[number]] = current === undefined ? (value as number) : Math.min(current, value as number);
        } else if ((NUMERIC_MIN as readonly string[]).includes(key)) {
          const current = target[key as (typeof NUMERIC_MIN)[number]];
          target[key as (typeof NUMERIC_MIN)[number]] = current === undefined ? (value as number) : Math.max(current, value as number);
        } else if (override || target[key] === undefined) {
          (target as Record<string, unknown>)[key] = value;
        }
    }
  }
}
