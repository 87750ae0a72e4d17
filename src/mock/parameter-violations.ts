/**
 * The request's path, query, header and cookie parameters (and an OpenAPI 3.2 `querystring`) against the
 * operation's parameters: each read back per its style and explode (or its `content` media type), typed by its
 * schema and checked against it; required ones must be there. Query parameters the operation does not declare
 * are allowed, as most servers allow them.
 */
import { isJsonMediaType, mediaTypeEssence } from '../http/media-type.js';
import type { Operation, Parameter } from '../model/index.js';
import { tryItParameters } from '../request/try-it-parameters.js';
import { querystringMediaType } from '../request/querystring-media-type.js';
import { checkSchema } from './check-schema.js';
import { coerceValue, schemaTypes } from './coerce-value.js';
import { formObject } from './form-object.js';
import { parseFromPairs, parseHeaderValue, parsePathValue, type Parsed } from './parse-parameter.js';
import type { MockRequest, RequestViolation, ViolationLocation } from './types.js';
import { cookiePairs, formPairs, type WirePair } from './wire-pairs.js';

const WHAT: Record<Parameter['in'], string> = {
  path: 'Path parameter',
  query: 'Query parameter',
  querystring: 'The query string',
  header: 'Header',
  cookie: 'Cookie',
};

/**
 * What was read: a text still to be typed by the schema, a value already typed (content, query string), a value
 * the schema cannot judge, or a finding.
 */
type Read = Parsed | { typed: unknown } | { unchecked: true } | { error: string; pointer: string };

interface Wire {
  request: MockRequest;
  pathValues: Readonly<Record<string, string>>;
  query: WirePair[];
  cookies: WirePair[];
  /** Names of the operation's query and cookie parameters: a free-form exploded object leaves them alone. */
  queryNames: Set<string>;
  cookieNames: Set<string>;
}

export function parameterViolations(
  operation: Pick<Operation, 'parameters'>,
  request: MockRequest,
  pathValues: Readonly<Record<string, string>>,
): RequestViolation[] {
  const params = tryItParameters(operation);
  const names = (where: Parameter['in']) => new Set(params.filter((p) => p.in === where).map((p) => p.name));
  const wire: Wire = {
    request,
    pathValues,
    query: formPairs(request.url.search),
    cookies: cookiePairs(request.headers),
    queryNames: names('query'),
    cookieNames: names('cookie'),
  };
  return params.flatMap((param) => checkParameter(param, read(param, wire)));
}

function checkParameter(param: Parameter, read: Read): RequestViolation[] {
  const at = { status: 400 as const, location: locationOf(param), name: param.name };
  if ('absent' in read) {
    return param.required || param.in === 'path' ? [{ ...at, pointer: '', message: `${WHAT[param.in]} “${param.name}” is required.` }] : [];
  }
  if ('error' in read) return [{ ...at, pointer: 'pointer' in read ? read.pointer : '', message: read.error }];
  if ('unchecked' in read) return [];
  const value = 'typed' in read ? read.typed : read.value;
  if (!param.schema || (param.allowEmptyValue && value === '')) return [];
  const typed = 'typed' in read ? value : coerceValue(value, param.schema);
  return checkSchema(param.schema, typed).map((p) => ({ ...at, pointer: p.pointer, message: p.message }));
}

const locationOf = (param: Parameter): ViolationLocation => (param.in === 'querystring' ? 'query' : param.in);

function read(param: Parameter, wire: Wire): Read {
  const others = (set: Set<string>) => new Set([...set].filter((n) => n !== param.name));
  switch (param.in) {
    case 'path': {
      const raw = wire.pathValues[param.name];
      if (raw === undefined || raw === '') return { absent: true };
      if (param.contentType === undefined) return parsePathValue(param, raw);
      try {
        return contentValue(param, decodeURIComponent(raw));
      } catch {
        return { error: 'Is not valid percent-encoding.' };
      }
    }
    case 'header': {
      const raw = wire.request.headers.get(param.name);
      if (raw === null) return { absent: true };
      return param.contentType === undefined ? parseHeaderValue(param, raw) : contentValue(param, raw);
    }
    case 'query':
    case 'cookie': {
      const pairs = param.in === 'query' ? wire.query : wire.cookies;
      if (param.contentType !== undefined) {
        const pair = pairs.find((p) => p.name === param.name);
        if (!pair) return { absent: true };
        return pair.malformed ? { error: 'Is not valid percent-encoding.' } : contentValue(param, param.allowReserved ? pair.literal : pair.value);
      }
      return parseFromPairs(param, pairs, others(param.in === 'query' ? wire.queryNames : wire.cookieNames));
    }
    case 'querystring':
      return querystringValue(param, wire);
  }
}

/** A `content` parameter: JSON parsed, other media types as text. */
function contentValue(param: Parameter, text: string): Read {
  if (!isJsonMediaType(param.contentType ?? '')) {
    // Only a string schema can say anything of a text in another media type.
    return schemaTypes(param.schema).has('string') ? { typed: text } : { unchecked: true };
  }
  try {
    return { typed: JSON.parse(text) as unknown };
  } catch {
    return { error: 'Is not valid JSON.', pointer: '' };
  }
}

/** OpenAPI 3.2 `querystring`: the whole query string, form-urlencoded by default, as one value. */
function querystringValue(param: Parameter, wire: Wire): Read {
  const raw = wire.request.url.search.replace(/^\?/, '');
  if (raw === '') return { absent: true };
  const mediaType = mediaTypeEssence(querystringMediaType(param));
  if (mediaType === 'application/x-www-form-urlencoded') {
    // Query parameters declared next to it are theirs, not fields of this object.
    const read = formObject(wire.query.filter((p) => !wire.queryNames.has(p.name)), param.schema);
    return 'error' in read ? read : { typed: read.value };
  }
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return { error: 'Is not valid percent-encoding.', pointer: '' };
  }
  return contentValue({ ...param, contentType: mediaType }, text);
}
