import type { Parameter, ParameterLocation, ParameterStyle } from '../../model/operation.js';
import type { OpenApiContext } from './context.js';
import { examplesOf } from './examples.js';
import { mediaTypes } from './media-types.js';
import { openapiMessages } from './texts.js';
import { specError, say } from '../../errors.js';
import { asArray, asBoolean, asString, assignDefined, type RawObject } from '../../load/raw.js';

const LOCATIONS = new Set<string>(['path', 'query', 'header', 'cookie']);
/** Locations added by a later version: read only from documents of that version. */
const LOCATIONS_32 = new Set<string>(['querystring']);
const STYLES = new Set<string>(['matrix', 'label', 'form', 'simple', 'spaceDelimited', 'pipeDelimited', 'deepObject']);

/**
 * Path-item parameters followed by operation parameters, `$ref`s resolved; an operation parameter with the
 * same name and location replaces the path-level one (in its place).
 */
export function mergedRawParameters(ctx: OpenApiContext, pathLevel: unknown, operationLevel: unknown): RawObject[] {
  const merged = new Map<string, RawObject>();
  for (const raw of [...asArray(pathLevel), ...asArray(operationLevel)]) {
    const param = ctx.refs.derefObject(raw);
    if (!param || typeof param['name'] !== 'string') continue;
    merged.set(`${String(param['in'])}\u0000${param['name']}`, param);
  }
  return [...merged.values()];
}

/** Default style per location (path/header → simple, query/querystring/cookie → form); explode defaults to style form. */
export function defaultStyle(location: ParameterLocation): ParameterStyle {
  return location === 'path' || location === 'header' ? 'simple' : 'form';
}

/** One 3.x Parameter Object (already dereferenced). Returns undefined for a location 3.x does not know. */
export function parameter3(ctx: OpenApiContext, raw: RawObject): Parameter | undefined {
  const location = raw['in'];
  if (typeof location !== 'string') return undefined;
  if (!LOCATIONS.has(location) && !(ctx.version === '3.2' && LOCATIONS_32.has(location))) return undefined;
  const where = location as ParameterLocation;
  if (where === 'querystring') return querystringParameter(ctx, raw);
  const declaredStyle = asString(raw['style']);
  const style = declaredStyle !== undefined && STYLES.has(declaredStyle) ? (declaredStyle as ParameterStyle) : defaultStyle(where);
  const param = assignDefined<Parameter>(
    {
      name: raw['name'] as string,
      in: where,
      required: where === 'path' ? true : raw['required'] === true,
      style,
      explode: asBoolean(raw['explode']) ?? style === 'form',
    },
    {
      description: asString(raw['description']),
      deprecated: asBoolean(raw['deprecated']),
      allowEmptyValue: asBoolean(raw['allowEmptyValue']),
      allowReserved: asBoolean(raw['allowReserved']),
      example: raw['example'],
      examples: examplesOf(ctx, raw['examples']),
    },
  );
  if (raw['schema'] !== undefined) param.schema = ctx.schemas.normalize(raw['schema']);
  else if (raw['content'] !== undefined) {
    const first = mediaTypes(ctx, raw['content'])[0];
    if (first) {
      param.contentType = first.mediaType;
      if (first.schema) param.schema = first.schema;
      if (param.example === undefined && first.example !== undefined) param.example = first.example;
      if (!param.examples && first.examples) param.examples = first.examples;
    }
  }
  return param;
}

/**
 * A `querystring` parameter: its one `content` entry describes the whole query string, so it has no style;
 * without `content` there is nothing to build it from (a warning, and the parameter is left out).
 */
function querystringParameter(ctx: OpenApiContext, raw: RawObject): Parameter | undefined {
  const name = raw['name'] as string;
  const first = mediaTypes(ctx, raw['content'])[0];
  if (!first) {
    ctx.warn(specError('invalid-document', say(openapiMessages, 'querystringWithoutContent', name)));
    return undefined;
  }
  return assignDefined<Parameter>(
    { name, in: 'querystring', required: raw['required'] === true, style: 'form', explode: false, contentType: first.mediaType },
    {
      description: asString(raw['description']),
      deprecated: asBoolean(raw['deprecated']),
      schema: first.schema,
      example: raw['example'] ?? first.example,
      examples: examplesOf(ctx, raw['examples']) ?? first.examples,
    },
  );
}

/** 3.2: `query` parameters next to a `querystring` one are sent too (before it), and the author is told. */
export function checkQueryMix(ctx: OpenApiContext, params: Parameter[]): Parameter[] {
  if (params.some((p) => p.in === 'querystring') && params.some((p) => p.in === 'query')) {
    ctx.warn(specError('invalid-document', say(openapiMessages, 'queryWithQuerystring')));
  }
  return params;
}
