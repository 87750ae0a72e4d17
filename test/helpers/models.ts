/** Builders for hand-made models, so component tests need neither the network nor the parsers. */
import type { ApiModel, Operation, Response, Schema } from '../../src/index.js';

export function operation(partial: Partial<Operation> & Pick<Operation, 'id'>): Operation {
  return {
    kind: 'http',
    method: 'get',
    path: `/${partial.id}`,
    deprecated: false,
    tags: [],
    parameters: [],
    responses: [],
    callbacks: [],
    ...partial,
  };
}

export function response(status: string, partial: Partial<Response> = {}): Response {
  return { status, headers: [], content: [], links: [], ...partial };
}

/** A model whose tags are derived from the operations' `tags` (untagged ones under "default"). */
export function apiModel(operations: Operation[], partial: Partial<ApiModel> = {}): ApiModel {
  const tagNames: string[] = [];
  for (const op of operations) {
    if (op.kind === 'webhook') continue;
    for (const t of op.tags.length ? op.tags : ['default']) if (!tagNames.includes(t)) tagNames.push(t);
  }
  return {
    specType: 'openapi-3',
    specVersion: '3.0.3',
    info: { title: 'Test API', version: '1.0.0' },
    servers: [],
    tags: tagNames.map((name) => ({
      name,
      operationIds: operations
        .filter((op) => op.kind !== 'webhook' && (op.tags.length ? op.tags.includes(name) : name === 'default'))
        .map((op) => op.id),
    })),
    operations,
    schemas: new Map<string, Schema>(),
    securitySchemes: [],
    warnings: [],
    ...partial,
  };
}

/** A blob: URL serving `spec` as JSON, for `<spec-viewer spec-url>` tests without a server file. */
export function specUrl(spec: unknown): string {
  return URL.createObjectURL(new Blob([JSON.stringify(spec)], { type: 'application/json' }));
}

/**
 * An OpenAPI 3.0 document with `count` operations `op0`… spread over `tags` tags, each with parameters and
 * responses; every third one (`op0`, `op3` …) has a request body.
 */
export function largeSpec(count: number, tags = 10): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    paths[`/items${i}/{id}`] = {
      get: {
        operationId: `op${i}`,
        summary: `Operation number ${i}`,
        tags: [`tag${i % tags}`],
        description: `Returns item ${i}.\n\nSecond paragraph with **bold** text.`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
        ],
        ...(i % 3 === 0
          ? { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } }
          : {}),
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '404': { description: 'Not found' },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Large API', version: '2.0.0' },
    paths,
    components: {
      schemas: {
        Item: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string' }, child: { $ref: '#/components/schemas/Item' } },
        },
      },
    },
  };
}
