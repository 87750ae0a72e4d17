/** Readers for the dereferenced view (deref-document.ts): plain data, possibly with object cycles. */
import { isObject, type RawObject } from '../raw.js';

/** Keys @asyncapi/parser adds (`x-parser-schema-id` …), found in documents it wrote out: bookkeeping, never shown. */
export function isParserKey(key: string): boolean {
  return key.startsWith('x-parser-');
}

/** The author's `x-*` extensions as found, without the parser's own. */
export function authorExtensionsOf(raw: RawObject): Record<string, unknown> | undefined {
  const found = Object.entries(raw).filter(([k]) => k.startsWith('x-') && !isParserKey(k));
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/**
 * Bindings (`{ mqtt: {qos: 1}, kafka: {...} }`) as plain data per protocol: parser keys dropped, object
 * cycles cut, so the UI can show each protocol's key/value table. Undefined when there are none.
 */
export function bindingsOf(value: unknown): Record<string, unknown> | undefined {
  if (!isObject(value)) return undefined;
  const result: Record<string, unknown> = {};
  for (const [protocol, binding] of Object.entries(value)) {
    if (isParserKey(protocol)) continue;
    result[protocol] = plainData(binding, new Set());
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** A copy without parser keys and without cycles (a repeated ancestor becomes "[circular]"). */
export function plainData(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => plainData(item, ancestors))
    : Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => !isParserKey(k))
          .map(([k, v]) => [k, plainData(v, ancestors)]),
      );
  ancestors.delete(value);
  return copy;
}

/** Turns any text into a deep-link-safe slug: `smartylighting/{id}/on` → `smartylighting-id-on`. */
export function slug(text: string): string {
  const s = text.replace(/[{}]/g, '').replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '');
  return s === '' ? 'root' : s;
}
