import type { Header, MediaType, RequestBody, Response } from '../../model/operation.js';
import type { OpenApiContext } from './context.js';
import type { OperationAdapter } from './operations.js';
import { mergedRawParameters } from './parameters.js';
import { asString, asStringArray, assignDefined, entries, isObject, type RawObject } from '../raw.js';
import { swagger2FormBody } from './swagger2-form.js';
import { parameter2, schemaSource } from './swagger2-parameters.js';

const DEFAULT_MEDIA_TYPE = 'application/json';

/** How Swagger 2.0 operations map to the 3.x-shaped model. */
export const swagger2Adapter: OperationAdapter = {
  parameters: (ctx, op, pathItem) =>
    mergedRawParameters(ctx, pathItem['parameters'], op['parameters']).flatMap((raw) => {
      const param = parameter2(ctx, raw);
      return param ? [param] : [];
    }),
  hasRequestBody: (ctx, op, pathItem) =>
    mergedRawParameters(ctx, pathItem['parameters'], op['parameters']).some((p) => p['in'] === 'body' || p['in'] === 'formData'),
  requestBody: (ctx, op, pathItem) => requestBody2(ctx, op, mergedRawParameters(ctx, pathItem['parameters'], op['parameters'])),
  responses: (ctx, op) => responses2(ctx, op),
};

/** `consumes` / `produces` of an operation, else of the document, else JSON. */
export function mediaList(ctx: OpenApiContext, op: RawObject, key: 'consumes' | 'produces'): string[] {
  const own = asStringArray(op[key]);
  if (Array.isArray(op[key])) return own.length > 0 ? own : [DEFAULT_MEDIA_TYPE];
  const global = asStringArray(ctx.doc[key]);
  return global.length > 0 ? global : [DEFAULT_MEDIA_TYPE];
}

function requestBody2(ctx: OpenApiContext, op: RawObject, params: RawObject[]): RequestBody | undefined {
  const consumes = mediaList(ctx, op, 'consumes');
  const body = params.find((p) => p['in'] === 'body');
  if (body) {
    const schema = ctx.schemas.normalize(body['schema']);
    const examples = isObject(body['x-examples']) ? body['x-examples'] : {};
    return assignDefined<RequestBody>(
      {
        required: body['required'] === true,
        content: consumes.map((mediaType) => assignDefined<MediaType>({ mediaType, schema }, { example: examples[mediaType] })),
      },
      { description: asString(body['description']) },
    );
  }
  const form = params.filter((p) => p['in'] === 'formData');
  return form.length > 0 ? swagger2FormBody(ctx, form, consumes) : undefined;
}

function responses2(ctx: OpenApiContext, op: RawObject): Response[] {
  const produces = mediaList(ctx, op, 'produces');
  return entries(op['responses']).map(([status, value]) => {
    const response = ctx.refs.derefObject(value) ?? {};
    const examples = isObject(response['examples']) ? response['examples'] : {};
    const content: MediaType[] = [];
    const schema = response['schema'] !== undefined ? ctx.schemas.normalize(response['schema']) : undefined;
    if (schema) for (const mediaType of produces) content.push(assignDefined<MediaType>({ mediaType, schema }, { example: examples[mediaType] }));
    for (const [mediaType, example] of Object.entries(examples)) {
      if (!content.some((m) => m.mediaType === mediaType)) content.push(assignDefined<MediaType>({ mediaType, example }, { schema }));
    }
    const headers: Header[] = entries(response['headers']).flatMap(([name, h]) =>
      isObject(h)
        ? [assignDefined<Header>({ name, schema: ctx.schemas.normalize(schemaSource(h, false)) }, { description: asString(h['description']) })]
        : [],
    );
    return assignDefined<Response>({ status, headers, content, links: [] }, { description: asString(response['description']) });
  });
}

