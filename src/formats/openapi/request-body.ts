import type { RequestBody } from '../../model/operation.js';
import type { OpenApiContext } from './context.js';
import { mediaTypes } from './media-types.js';
import { asString, assignDefined } from '../raw.js';

/** A 3.x Request Body Object (or `$ref`). */
export function requestBody3(ctx: OpenApiContext, raw: unknown): RequestBody | undefined {
  const body = ctx.refs.derefObject(raw);
  if (!body) return undefined;
  return assignDefined<RequestBody>(
    { required: body['required'] === true, content: mediaTypes(ctx, body['content']) },
    { description: asString(body['description']) },
  );
}
