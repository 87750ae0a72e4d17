/**
 * The fields of a form (an application/x-www-form-urlencoded body, or a `querystring` parameter of that media
 * type) as the object its schema describes: each declared property read with its Encoding Object's style and
 * explode (form, exploded, by default), undeclared fields kept as text so the schema can refuse them.
 */
import type { Encoding, Schema } from '../model/index.js';
import { objectProperties } from '../request/schema-shape.js';
import { coerceValue } from './coerce-value.js';
import { dictionary } from './dictionary.js';
import { parseFromPairs } from './parse-parameter.js';
import type { WirePair } from './wire-pairs.js';

export type FormRead = { value: Record<string, unknown> } | { error: string; pointer: string };

const escapePointer = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

export function formObject(pairs: readonly WirePair[], schema: Schema | undefined, encoding?: Readonly<Record<string, Encoding>>): FormRead {
  const { properties } = objectProperties(schema);
  const declared = new Set(properties.map(([name]) => name));
  const object = dictionary<unknown>();
  const used = new Set<string>();
  for (const [name, property] of properties) {
    const style = encoding?.[name]?.style ?? 'form';
    const explode = encoding?.[name]?.explode ?? style === 'form';
    const others = new Set([...declared].filter((n) => n !== name));
    const parsed = parseFromPairs({ name, style, explode, schema: property }, pairs, others);
    for (const n of parsed.used) used.add(n);
    if ('error' in parsed) return { error: parsed.error, pointer: `/${escapePointer(name)}` };
    if ('value' in parsed) object[name] = parsed.value;
  }
  for (const pair of pairs) {
    if (used.has(pair.name)) continue;
    const before = object[pair.name];
    object[pair.name] = before === undefined ? pair.value : [...(Array.isArray(before) ? before : [before]), pair.value];
  }
  return { value: coerceValue(object, schema) as Record<string, unknown> };
}
