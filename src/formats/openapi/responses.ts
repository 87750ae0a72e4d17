import type { Link, Response } from '../../model/operation.js';
import type { OpenApiContext } from './context.js';
import { headers, mediaTypes } from './media-types.js';
import { asString, assignDefined, entries, isObject } from '../raw.js';

/** A 3.x Responses Object as a list in document order ("200", "4XX", "default"…). */
export function responses3(ctx: OpenApiContext, raw: unknown): Response[] {
  return entries(raw).map(([status, value]) => {
    const response = ctx.refs.derefObject(value) ?? {};
    return assignDefined<Response>(
      {
        status,
        headers: headers(ctx, response['headers']),
        content: mediaTypes(ctx, response['content']),
        links: links(ctx, response['links']),
      },
      { summary: asString(response['summary']), description: asString(response['description']) },
    );
  });
}

function links(ctx: OpenApiContext, raw: unknown): Link[] {
  return entries(raw).map(([name, value]) => {
    const link = ctx.refs.derefObject(value) ?? {};
    return assignDefined<Link>(
      { name },
      {
        operationId: asString(link['operationId']),
        operationRef: asString(link['operationRef']),
        parameters: isObject(link['parameters']) ? link['parameters'] : undefined,
        requestBody: link['requestBody'],
        description: asString(link['description']),
      },
    );
  });
}
