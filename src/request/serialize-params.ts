/**
 * OpenAPI parameter serialization (`style` × `explode`) for path, query, header and cookie parameters,
 * following the Style Examples table of OpenAPI 3.0.4 / 3.1.1 (which corrected 3.0.3's label rows to RFC 6570)
 * and RFC 3986 percent-encoding: delimiters the style adds stay literal (`,` `;` `=` `.` `&`) except the ones
 * that are not allowed in a query (`%20` for spaceDelimited, `%7C` for pipeDelimited, `%5B`/`%5D` for deepObject).
 */
import type { Parameter, ParameterStyle } from '../model/index.js';
import { encodeAllowReserved, encodeUnreserved } from './percent-encode.js';

/** A parameter value as the form produces it: text, a list of texts, or a parsed JSON object. */
export type ParamValue = string | readonly string[] | Readonly<Record<string, unknown>>;

export type SerializableParameter = Pick<Parameter, 'name' | 'style' | 'explode'> & { allowReserved?: boolean };

type Shape =
  | { kind: 'primitive'; value: string }
  | { kind: 'array'; items: string[] }
  | { kind: 'object'; entries: Array<[string, string]> };

/** Scalars print as text; nested structures (which no style defines) print as JSON. */
export function scalarText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

function shapeOf(value: ParamValue): Shape {
  if (typeof value === 'string') return { kind: 'primitive', value };
  if (Array.isArray(value)) return { kind: 'array', items: value.map(scalarText) };
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]): [string, string] => [k, scalarText(v)]);
  return { kind: 'object', entries };
}

const flat = (entries: Array<[string, string]>, enc: (s: string) => string) => entries.flatMap(([k, v]) => [enc(k), enc(v)]);
const pairs = (entries: Array<[string, string]>, enc: (s: string) => string) => entries.map(([k, v]) => `${enc(k)}=${enc(v)}`);

/** Path: the text that replaces `{name}` in the path template (simple, label, matrix). */
export function serializePathParameter(param: SerializableParameter, value: ParamValue): string {
  return serializeSimpleFamily(param, value, encodeUnreserved);
}

/** Header: the header value (simple style, no percent-encoding: headers are not URLs). */
export function serializeHeaderParameter(param: SerializableParameter, value: ParamValue): string {
  return serializeSimpleFamily({ ...param, style: 'simple' }, value, (s) => s);
}

function serializeSimpleFamily(param: SerializableParameter, value: ParamValue, enc: (s: string) => string): string {
  const shape = shapeOf(value);
  const { explode } = param;
  const name = encodeUnreserved(param.name);
  switch (param.style) {
    case 'label': {
      if (shape.kind === 'primitive') return `.${enc(shape.value)}`;
      if (shape.kind === 'array') return `.${shape.items.map(enc).join(explode ? '.' : ',')}`;
      return `.${explode ? pairs(shape.entries, enc).join('.') : flat(shape.entries, enc).join(',')}`;
    }
    case 'matrix': {
      if (shape.kind === 'primitive') return shape.value === '' ? `;${name}` : `;${name}=${enc(shape.value)}`;
      if (shape.kind === 'array') {
        if (shape.items.length === 0) return `;${name}`;
        return explode ? shape.items.map((i) => `;${name}=${enc(i)}`).join('') : `;${name}=${shape.items.map(enc).join(',')}`;
      }
      if (shape.entries.length === 0) return `;${name}`;
      return explode ? pairs(shape.entries, enc).map((p) => `;${p}`).join('') : `;${name}=${flat(shape.entries, enc).join(',')}`;
    }
    default: {
      // simple (and any style that is not defined for path/header falls back to it)
      if (shape.kind === 'primitive') return enc(shape.value);
      if (shape.kind === 'array') return shape.items.map(enc).join(',');
      return explode ? pairs(shape.entries, enc).join(',') : flat(shape.entries, enc).join(',');
    }
  }
}

/**
 * Query: the encoded `name=value` pieces to join with `&` (form, spaceDelimited, pipeDelimited, deepObject).
 * Names are always encoded; values keep reserved characters when `allowReserved` is true.
 */
export function serializeQueryParameter(param: SerializableParameter, value: ParamValue): string[] {
  const enc = param.allowReserved ? encodeAllowReserved : encodeUnreserved;
  const name = encodeUnreserved(param.name);
  if (param.style === 'deepObject' && typeof value === 'object' && !Array.isArray(value)) {
    return deepObjectPairs([param.name], value as Record<string, unknown>).map(
      ([path, v]) => `${encodeUnreserved(path[0] as string)}${path.slice(1).map((k) => `%5B${encodeUnreserved(k)}%5D`).join('')}=${enc(v)}`,
    );
  }
  const delimiter = joinDelimiter(param.style);
  const shape = shapeOf(value);
  if (shape.kind === 'primitive') return [`${name}=${enc(shape.value)}`];
  if (shape.kind === 'array') {
    if (shape.items.length === 0) return [];
    if (param.explode && delimiter === ',') return shape.items.map((i) => `${name}=${enc(i)}`);
    return [`${name}=${shape.items.map(enc).join(delimiter)}`];
  }
  if (shape.entries.length === 0) return [];
  if (param.explode && delimiter === ',') return pairs(shape.entries, enc);
  return [`${name}=${flat(shape.entries, enc).join(delimiter)}`];
}

function joinDelimiter(style: ParameterStyle): string {
  if (style === 'spaceDelimited') return '%20';
  if (style === 'pipeDelimited') return '%7C';
  return ',';
}

/** Nested objects and arrays in deepObject follow the common `a[b][c]` / `a[list][0]` convention (Stripe, qs). */
function deepObjectPairs(path: string[], value: unknown): Array<[string[], string]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => deepObjectPairs([...path, String(i)], v));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => deepObjectPairs([...path, k], v));
  }
  return [[path, scalarText(value)]];
}

/**
 * Cookie: name/value pairs (form style). Values are percent-encoded like query values because cookie-octet
 * forbids spaces, quotes, commas, semicolons and backslashes; the form delimiter `,` stays literal.
 */
export function serializeCookieParameter(param: SerializableParameter, value: ParamValue): Array<[string, string]> {
  const shape = shapeOf(value);
  const enc = encodeUnreserved;
  if (shape.kind === 'primitive') return [[param.name, enc(shape.value)]];
  if (shape.kind === 'array') {
    if (param.explode) return shape.items.map((i): [string, string] => [param.name, enc(i)]);
    return [[param.name, shape.items.map(enc).join(',')]];
  }
  if (param.explode) return shape.entries.map(([k, v]): [string, string] => [k, enc(v)]);
  return [[param.name, flat(shape.entries, enc).join(',')]];
}

/**
 * Raw (unencoded) name/value pairs of one form field in an `application/x-www-form-urlencoded` body, following its
 * Encoding Object's style/explode (defaults: form, explode true). The transport encodes them.
 */
export function formFieldPairs(
  name: string,
  value: ParamValue,
  style: ParameterStyle = 'form',
  explode: boolean = style === 'form',
): Array<[string, string]> {
  if (style === 'deepObject' && typeof value === 'object' && !Array.isArray(value)) {
    return deepObjectPairs([name], value).map(([path, v]) => [`${path[0]}${path.slice(1).map((k) => `[${k}]`).join('')}`, v]);
  }
  const delimiter = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
  const shape = shapeOf(value);
  if (shape.kind === 'primitive') return [[name, shape.value]];
  if (shape.kind === 'array') {
    if (explode && delimiter === ',') return shape.items.map((i): [string, string] => [name, i]);
    return [[name, shape.items.join(delimiter)]];
  }
  if (explode && delimiter === ',') return shape.entries;
  return [[name, shape.entries.flat().join(delimiter)]];
}
