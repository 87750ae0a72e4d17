/**
 * Readers for protocol bindings, which the model keeps as written (plain data): one protocol's binding object,
 * and the value a binding field stands for when the spec gives a schema (`groupId: { type: string, enum: [..] }`)
 * rather than a value.
 */

export type Data = Record<string, unknown>;

export const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `bindings.<protocol>` of any of the given binding maps, first found wins (message, operation, channel, server). */
export function bindingOf(protocol: string, ...maps: Array<Record<string, unknown> | undefined>): Data | undefined {
  for (const map of maps) {
    const binding = map?.[protocol];
    if (isData(binding)) return binding;
  }
  return undefined;
}

export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const flagOf = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** Scalars as text; objects and arrays as JSON. */
export function scalarText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/**
 * The value a binding field gives: a value as written, or a schema's `const`, `default`, first `enum` value or
 * example. Undefined for a schema that names none.
 */
export function bindingValue(field: unknown): unknown {
  if (!isData(field)) return field;
  if (!('type' in field || 'enum' in field || 'const' in field || 'default' in field || 'examples' in field || 'example' in field)) return field;
  if (field['const'] !== undefined) return field['const'];
  if (field['default'] !== undefined) return field['default'];
  if (Array.isArray(field['enum']) && field['enum'].length > 0) return field['enum'][0];
  if (Array.isArray(field['examples']) && field['examples'].length > 0) return field['examples'][0];
  return field['example'];
}

/**
 * Name/value pairs from a binding's object schema (WebSocket `query` / `headers`): the required properties and
 * those with an example, each with its example, const, default or first enum value (a placeholder else).
 */
export function schemaPairs(schema: unknown): Array<[string, string]> {
  if (!isData(schema) || !isData(schema['properties'])) return [];
  const required = Array.isArray(schema['required']) ? schema['required'].filter((n): n is string => typeof n === 'string') : [];
  const pairs: Array<[string, string]> = [];
  for (const [name, property] of Object.entries(schema['properties'])) {
    const p = isData(property) ? property : {};
    const example = p['example'] ?? (Array.isArray(p['examples']) ? p['examples'][0] : undefined);
    if (!required.includes(name) && example === undefined) continue;
    const value = example ?? bindingValue(p);
    pairs.push([name, scalarText(isData(value) ? undefined : value) ?? placeholderFor(name)]);
  }
  return pairs;
}

/** `streetlightId` → `STREETLIGHT_ID`: a value the reader must replace, valid in topics, queues and paths. */
export function placeholderFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.length > 0 ? words.join('_').toUpperCase() : 'VALUE';
}
