import type { Schema, SchemaType } from '../model/schema.js';
import { formatMatches } from './format-checks.js';

/** Past this many nested schema steps the check gives the value the benefit of the doubt (recursive compositions). */
const MAX_STEPS = 200;

/**
 * A small JSON Schema check on the model's Schema: does `value` satisfy the validation keywords the model keeps
 * (types, enum, const, numeric and length bounds, pattern, common formats, items, properties, required,
 * additional and pattern properties, allOf/anyOf/oneOf/not)? Used by the sample generator to trust an author's
 * example and to pick a oneOf/anyOf branch, so it is exact where generated values go and lenient elsewhere:
 * unknown formats and patterns this engine cannot compile pass. Annotations (readOnly, writeOnly,
 * discriminator) do not validate.
 */
export function matchesSchema(value: unknown, schema: Schema): boolean {
  return check(value, schema, 0);
}

function check(value: unknown, s: Schema, steps: number): boolean {
  if (steps > MAX_STEPS || s.raw) return true;
  const next = steps + 1;
  if (s.type && s.type.length > 0 && !s.type.some((t) => isType(value, t))) return false;
  if (s.const !== undefined && !deepEqual(value, s.const)) return false;
  if (s.enum && !s.enum.some((v) => deepEqual(value, v))) return false;
  if (typeof value === 'number' && !numberMatches(value, s)) return false;
  if (typeof value === 'string' && !stringMatches(value, s)) return false;
  if (Array.isArray(value) && !arrayMatches(value, s, next)) return false;
  if (isRecord(value) && !objectMatches(value, s, next)) return false;
  if (s.allOf && !s.allOf.every((m) => check(value, m, next))) return false;
  if (s.anyOf && s.anyOf.length > 0 && !s.anyOf.some((m) => check(value, m, next))) return false;
  if (s.oneOf && s.oneOf.length > 0 && s.oneOf.filter((m) => check(value, m, next)).length !== 1) return false;
  if (s.not && check(value, s.not, next)) return false;
  return true;
}

function isType(value: unknown, type: SchemaType): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
  }
}

/** Numeric keywords. multipleOf as validators compute it (n / m is an integer in floating point): strict, so
 * what passes here passes there (0.3 is not a multiple of 0.1 for them: 0.3 / 0.1 is 2.9999999999999996). */
export function numberMatches(n: number, s: Schema): boolean {
  if (s.minimum !== undefined && n < s.minimum) return false;
  if (s.maximum !== undefined && n > s.maximum) return false;
  if (s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum) return false;
  if (s.exclusiveMaximum !== undefined && n >= s.exclusiveMaximum) return false;
  if (s.multipleOf !== undefined && s.multipleOf > 0 && !Number.isInteger(n / s.multipleOf)) return false;
  return formatMatches(n, s.format);
}

/** String keywords: lengths in code points (as JSON Schema counts), pattern (unanchored, `u` flag), format. */
export function stringMatches(text: string, s: Schema): boolean {
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    const length = codePoints(text);
    if (s.minLength !== undefined && length < s.minLength) return false;
    if (s.maxLength !== undefined && length > s.maxLength) return false;
  }
  if (s.pattern !== undefined) {
    const re = compilePattern(s.pattern);
    if (re && !re.test(text)) return false;
  }
  return formatMatches(text, s.format);
}

function arrayMatches(list: unknown[], s: Schema, steps: number): boolean {
  if (s.minItems !== undefined && list.length < s.minItems) return false;
  if (s.maxItems !== undefined && list.length > s.maxItems) return false;
  const prefix = s.prefixItems ?? [];
  for (let i = 0; i < list.length; i++) {
    const itemSchema = i < prefix.length ? prefix[i] : s.items;
    if (itemSchema && !check(list[i], itemSchema, steps)) return false;
  }
  if (s.uniqueItems) {
    for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (deepEqual(list[i], list[j])) return false;
  }
  return true;
}

function objectMatches(record: Record<string, unknown>, s: Schema, steps: number): boolean {
  const keys = Object.keys(record);
  if (s.minProperties !== undefined && keys.length < s.minProperties) return false;
  if (s.maxProperties !== undefined && keys.length > s.maxProperties) return false;
  for (const name of s.required ?? []) if (!(name in record)) return false;
  const properties = s.properties ?? {};
  const patterns = Object.entries(s.patternProperties ?? {});
  for (const key of keys) {
    const value = record[key];
    let known = false;
    if (Object.hasOwn(properties, key)) {
      known = true;
      if (!check(value, properties[key]!, steps)) return false;
    }
    for (const [pattern, schema] of patterns) {
      if (!compilePattern(pattern)?.test(key)) continue;
      known = true;
      if (!check(value, schema, steps)) return false;
    }
    if (known) continue;
    const additional = s.additionalProperties;
    if (additional === false) return false;
    if (typeof additional === 'object' && !check(value, additional, steps)) return false;
  }
  return true;
}

const patterns = new Map<string, RegExp | null>();

/**
 * The pattern as a RegExp: with the `u` flag, as JSON Schema validators compile it, else without (XSD
 * patterns such as `\-` that only the legacy syntax accepts); null when neither compiles.
 */
export function compilePattern(pattern: string): RegExp | null {
  let re = patterns.get(pattern);
  if (re === undefined) {
    re = regExpOrNull(pattern, 'u') ?? regExpOrNull(pattern, '');
    patterns.set(pattern, re);
  }
  return re;
}

function regExpOrNull(pattern: string, flags: string): RegExp | null {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
}

export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order does not matter). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => deepEqual(v, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && deepEqual((a as Record<string, unknown>)[k], rb[k]));
}
