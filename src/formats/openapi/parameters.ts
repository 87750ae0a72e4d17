import type { Parameter, ParameterLocation, ParameterStyle } from '../../model/operation.js';
import { defaultStyle } from '../../model/parameter-style.js';
import type { OpenApiContext } from './context.js';
import { examplesOf } from './examples.js';
import { mediaTypes } from './media-types.js';
import { asArray, asBoolean, asString, assignDefined, type RawObject } from '../raw.js';

const LOCATIONS = new Set<string>(['path', 'query', 'header', 'cookie']);
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

/** One 3.x Parameter Object (already dereferenced). Returns undefined for a location 3.x does not know. */
export function parameter3(ctx: OpenApiContext, raw: RawObject): Parameter | undefined {
  const location = raw['in'];
  // `querystring` is a 3.2 location: read from 3.2 documents only (ctx.v32 is set for those alone).
  if (location === 'querystring') return ctx.v32?.querystringParameter(ctx, raw);
  if (typeof location !== 'string' || !LOCATIONS.has(location)) return undefined;
  const where = location as ParameterLocation;
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
