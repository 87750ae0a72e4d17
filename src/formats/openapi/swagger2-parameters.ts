import type { Parameter, ParameterLocation, ParameterStyle } from '../../model/operation.js';
import type { OpenApiContext } from './context.js';
import { defaultStyle } from '../../model/parameter-style.js';
import { asBoolean, asString, assignDefined, type RawObject } from '../raw.js';

/** Keywords a 2.0 non-body parameter, header or items object shares with a schema. */
const SCHEMA_KEYS = [
  'type', 'format', 'items', 'enum', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'multipleOf', 'x-nullable',
];

/** The schema part of a 2.0 parameter/header object as a standalone raw schema (`type: file` handled later). */
export function schemaSource(raw: RawObject, withDescription: boolean): RawObject {
  const source: RawObject = {};
  for (const key of SCHEMA_KEYS) if (raw[key] !== undefined) source[key] = raw[key];
  if (withDescription && typeof raw['description'] === 'string') source['description'] = raw['description'];
  return source;
}

/** 2.0 `collectionFormat` as 3.x style/explode (tsv has no 3.x equivalent and reads as comma-free form). */
export function styleOf(location: ParameterLocation | 'formData', raw: RawObject): { style: ParameterStyle; explode: boolean } {
  const base = location === 'formData' ? 'form' : defaultStyle(location);
  if (raw['type'] !== 'array') return { style: base, explode: base === 'form' };
  switch (asString(raw['collectionFormat']) ?? 'csv') {
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      return { style: 'spaceDelimited', explode: false };
    case 'pipes':
      return { style: 'pipeDelimited', explode: false };
    default:
      return { style: base, explode: false };
  }
}

/** A 2.0 query/header/path parameter; body and formData ones become the request body instead. */
export function parameter2(ctx: OpenApiContext, raw: RawObject): Parameter | undefined {
  const location = raw['in'];
  if (location !== 'query' && location !== 'header' && location !== 'path') return undefined;
  return assignDefined<Parameter>(
    {
      name: raw['name'] as string,
      in: location,
      required: location === 'path' ? true : raw['required'] === true,
      ...styleOf(location, raw),
      schema: ctx.schemas.normalize(schemaSource(raw, false)),
    },
    {
      description: asString(raw['description']),
      allowEmptyValue: asBoolean(raw['allowEmptyValue']),
      example: raw['x-example'],
    },
  );
}
