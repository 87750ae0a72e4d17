/**
 * OpenAPI parameter deserialization: the wire text of a parameter back into the value it carries, per style and
 * explode (the inverse of src/request/serialize-params.ts). Values stay text here; coerce-value.ts types them.
 */
import type { Parameter, Schema } from '../model/index.js';
import { objectProperties, primaryType } from '../request/schema-shape.js';
import { dictionary } from './dictionary.js';
import type { WirePair } from './wire-pairs.js';

/** Text, a list of texts, or an object of texts (nested for deepObject). */
export type WireValue = string | string[] | Record<string, unknown>;

export type Parsed = { absent: true } | { value: WireValue } | { error: string };

type Shape = 'primitive' | 'array' | 'object';

export type StyledParameter = Pick<Parameter, 'name' | 'style' | 'explode' | 'allowReserved' | 'schema'>;

/** The shape the schema gives the value: what the serializer wrote. */
function shapeOf(schema: Schema | undefined): Shape {
  const type = primaryType(schema);
  return type === 'array' ? 'array' : type === 'object' ? 'object' : 'primitive';
}

const BROKEN_ENCODING = 'Is not valid percent-encoding.';

function percentDecoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** `[k, v, k, v]` → object; undefined when a name has no value. */
function alternating(items: readonly string[]): Record<string, string> | undefined {
  if (items.length % 2 !== 0) return undefined;
  const out = dictionary<string>();
  for (let i = 0; i < items.length; i += 2) out[items[i]!] = items[i + 1]!;
  return out;
}

/** `['k=v', …]` → object (a piece without `=` has the empty value). */
function keyValues(items: readonly string[], decode: (s: string) => string | undefined): Record<string, string> | undefined {
  const out = dictionary<string>();
  for (const item of items) {
    const at = item.indexOf('=');
    const key = decode(at < 0 ? item : item.slice(0, at));
    const value = decode(at < 0 ? '' : item.slice(at + 1));
    if (key === undefined || value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

/** simple and label: pieces split on the style's delimiter, then decoded (delimiters in values are encoded). */
function delimited(text: string, shape: Shape, separator: string, explode: boolean, decode: (s: string) => string | undefined): Parsed {
  if (shape === 'primitive') {
    const value = decode(text);
    return value === undefined ? { error: BROKEN_ENCODING } : { value };
  }
  const pieces = text === '' ? [] : text.split(separator);
  if (shape === 'array') {
    const items = pieces.map(decode);
    return items.includes(undefined) ? { error: BROKEN_ENCODING } : { value: items as string[] };
  }
  if (explode) {
    const object = keyValues(pieces, decode);
    return object ? { value: object } : { error: BROKEN_ENCODING };
  }
  const items = pieces.map(decode);
  if (items.includes(undefined)) return { error: BROKEN_ENCODING };
  const object = alternating(items as string[]);
  return object ? { value: object } : { error: 'Expected name,value pairs separated by commas.' };
}

/** A path parameter from its raw (percent-encoded) segment text: simple, label (`.…`) or matrix (`;name=…`). */
export function parsePathValue(param: StyledParameter, raw: string): Parsed {
  const shape = shapeOf(param.schema);
  if (param.style === 'label') {
    if (!raw.startsWith('.')) return { error: 'Expected a label value starting with “.”.' };
    return delimited(raw.slice(1), shape, param.explode ? '.' : ',', param.explode, percentDecoded);
  }
  if (param.style === 'matrix') return parseMatrix(param, raw, shape);
  return delimited(raw, shape, ',', param.explode, percentDecoded);
}

function parseMatrix(param: StyledParameter, raw: string, shape: Shape): Parsed {
  const expected = `Expected “;${param.name}=…”.`;
  if (!raw.startsWith(';')) return { error: expected };
  const entries = raw.slice(1).split(';').map((piece): [string | undefined, string | undefined] => {
    const at = piece.indexOf('=');
    return at < 0 ? [percentDecoded(piece), undefined] : [percentDecoded(piece.slice(0, at)), piece.slice(at + 1)];
  });
  if (shape === 'object' && param.explode) {
    const object = keyValues(raw.slice(1).split(';'), percentDecoded);
    return object ? { value: object } : { error: BROKEN_ENCODING };
  }
  if (entries.some(([name]) => name !== param.name)) return { error: expected };
  if (shape === 'array' && param.explode) {
    const items = entries.map(([, value]) => percentDecoded(value ?? ''));
    return items.includes(undefined) ? { error: BROKEN_ENCODING } : { value: items as string[] };
  }
  if (entries.length !== 1) return { error: `${expected} once.` };
  return delimited(entries[0]![1] ?? '', shape, ',', false, percentDecoded);
}

/** A header parameter (always simple): items are trimmed, since a list header may have spaces after its commas. */
export function parseHeaderValue(param: StyledParameter, raw: string): Parsed {
  const shape = shapeOf(param.schema);
  return delimited(shape === 'primitive' ? raw : raw.trim(), shape, ',', param.explode, (s) => s.trim());
}

export type PairsParsed = Parsed & { used: string[] };

const DELIMITER: Partial<Record<Parameter['style'], string>> = { spaceDelimited: ' ', pipeDelimited: '|' };

/**
 * A query or cookie parameter, or a field of a form body, from the request's pairs (form, spaceDelimited,
 * pipeDelimited, deepObject). `claimed`: names other parameters own, which an exploded free-form object leaves
 * alone. `used`: the names read, so a form body can tell fields it does not declare.
 */
export function parseFromPairs(param: StyledParameter, pairs: readonly WirePair[], claimed: ReadonlySet<string>): PairsParsed {
  const parsed = readPairs(param, pairs, claimed);
  const broken = pairs.some((p) => p.malformed && parsed.used.includes(p.name));
  return broken ? { error: BROKEN_ENCODING, used: parsed.used } : parsed;
}

function readPairs(param: StyledParameter, pairs: readonly WirePair[], claimed: ReadonlySet<string>): PairsParsed {
  const shape = shapeOf(param.schema);
  const text = (p: WirePair) => (param.allowReserved ? p.literal : p.value);
  if (param.style === 'deepObject' && shape === 'object') return parseDeepObject(param, pairs, text);
  if (param.style === 'form' && param.explode && shape === 'object') {
    const { properties } = objectProperties(param.schema);
    const names = new Set(properties.map(([name]) => name));
    const open = param.schema?.additionalProperties !== false && (names.size === 0 || param.schema?.additionalProperties !== undefined);
    const mine = pairs.filter((p) => names.has(p.name) || (open && !claimed.has(p.name)));
    if (mine.length === 0) return { absent: true, used: [] };
    const object = dictionary<string | string[]>();
    for (const p of mine) {
      const before = object[p.name];
      object[p.name] = before === undefined ? text(p) : [...(Array.isArray(before) ? before : [before]), text(p)];
    }
    return { value: object, used: Object.keys(object) };
  }
  const values = pairs.filter((p) => p.name === param.name).map(text);
  const used = [param.name];
  if (values.length === 0) return { absent: true, used: [] };
  if (shape === 'array') {
    // Exploded form repeats the name; the delimited styles join items (a repeated name is read as well).
    const delimiter = DELIMITER[param.style] ?? (param.explode ? undefined : ',');
    const items = delimiter === undefined ? values : values.flatMap((v) => (v === '' ? [] : v.split(delimiter)));
    return { value: items, used };
  }
  if (values.length > 1) return { error: `Is given ${values.length} times; one value is expected.`, used };
  const value = values[0]!;
  if (shape === 'primitive') return { value, used };
  const object = alternating(value === '' ? [] : value.split(DELIMITER[param.style] ?? ','));
  return object ? { value: object, used } : { error: 'Expected name,value pairs.', used };
}

/** `name[a][b]=1` pairs → `{ a: { b: '1' } }` (list indexes stay keys; coercion makes arrays of them). */
function parseDeepObject(param: StyledParameter, pairs: readonly WirePair[], text: (p: WirePair) => string): PairsParsed {
  const prefix = `${param.name}[`;
  const mine = pairs.filter((p) => p.name.startsWith(prefix));
  if (mine.length === 0) return { absent: true, used: [] };
  const root = dictionary<unknown>();
  const used = mine.map((p) => p.name);
  for (const p of mine) {
    const keys = [...p.name.slice(param.name.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    if (keys.map((k) => `[${k}]`).join('') !== p.name.slice(param.name.length)) return { error: `“${p.name}” is not of the form ${param.name}[key].`, used };
    let node = root;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (typeof next === 'string') return { error: `“${p.name}” gives both a value and an object.`, used };
      node = (next as Record<string, unknown> | undefined) ?? (node[key] = dictionary<unknown>());
    }
    const last = keys[keys.length - 1]!;
    if (node[last] !== undefined) return { error: `“${p.name}” is given more than once.`, used };
    node[last] = text(p);
  }
  return { value: root, used };
}
