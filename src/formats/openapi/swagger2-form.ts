import type { Encoding, MediaType, RequestBody } from '../../model/operation.js';
import type { Schema } from '../../model/schema.js';
import type { OpenApiContext } from './context.js';
import { schemaSource, styleOf } from './swagger2-parameters.js';
import type { RawObject } from '../raw.js';

const MULTIPART = 'multipart/form-data';
const URLENCODED = 'application/x-www-form-urlencoded';

/**
 * 2.0 `in: formData` parameters become one request body whose object schema has a property per parameter
 * (`type: file` → string/binary). Media types come from `consumes` (form types only); a file parameter
 * forces multipart, since urlencoded bodies cannot carry files.
 */
export function swagger2FormBody(ctx: OpenApiContext, form: RawObject[], consumes: string[]): RequestBody {
  const hasFile = form.some((p) => p['type'] === 'file');
  let mediaTypes = consumes.filter((m) => m.startsWith(MULTIPART) || m.startsWith(URLENCODED));
  if (hasFile) mediaTypes = mediaTypes.filter((m) => m.startsWith(MULTIPART));
  if (mediaTypes.length === 0) mediaTypes = [hasFile ? MULTIPART : URLENCODED];

  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  const encoding: Record<string, Encoding> = {};
  for (const param of form) {
    const name = param['name'] as string;
    properties[name] = ctx.schemas.normalize(schemaSource(param, true));
    if (param['required'] === true) required.push(name);
    if (param['type'] === 'array') {
      const { style, explode } = styleOf('formData', param);
      encoding[name] = { style, explode };
    }
  }
  const schema: Schema = { type: ['object'], properties };
  if (required.length > 0) schema.required = required;
  const hasEncoding = Object.keys(encoding).length > 0;
  return {
    required: required.length > 0,
    content: mediaTypes.map((mediaType): MediaType => (hasEncoding ? { mediaType, schema, encoding } : { mediaType, schema })),
  };
}
