/** Small readers for decoded spec data (JSON/YAML values), shared by the formats: they never throw and never mutate. */
import type { CodeSample } from '../model/operation.js';

export type RawObject = Record<string, unknown>;

export function isObject(value: unknown): value is RawObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown): RawObject | undefined {
  return isObject(value) ? value : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function asStringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Entries of a map object, skipping `x-*` extension keys. */
export function entries(value: unknown): Array<[string, unknown]> {
  if (!isObject(value)) return [];
  const out: Array<[string, unknown]> = [];
  for (const key in value) if (!key.startsWith('x-')) out.push([key, value[key]]);
  return out;
}

/** `x-*` keys of an object, kept as found; undefined when there are none. */
export function extensionsOf(value: RawObject): Record<string, unknown> | undefined {
  let out: Record<string, unknown> | undefined;
  for (const key in value) {
    if (key.startsWith('x-')) (out ??= {})[key] = value[key];
  }
  return out;
}

/** Assigns only defined values, so optional model fields stay absent rather than `undefined`. */
export function assignDefined<T extends object>(target: T, values: { [K in keyof T]?: T[K] | undefined }): T {
  for (const key in values) {
    const value = values[key];
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

/** `x-codeSamples` (Redoc) / `x-code-samples` (older spelling) of an operation: `{lang, label?, source}` entries. */
export function codeSamplesOf(operation: RawObject): CodeSample[] | undefined {
  const samples = asArray(operation['x-codeSamples'] ?? operation['x-code-samples'])
    .filter(isObject)
    .filter((s) => typeof s['source'] === 'string' && typeof s['lang'] === 'string')
    .map((s) => assignDefined<CodeSample>({ lang: s['lang'] as string, source: s['source'] as string }, { label: asString(s['label']) }));
  return samples.length > 0 ? samples : undefined;
}
