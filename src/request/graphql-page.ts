/**
 * A GraphQL page's settings applied to its model: a schema names no endpoint and declares no security, so the
 * viewer's `endpoint` becomes the one server (without it, an endpoint field the form saves), its
 * `security-schemes` (OpenAPI-style objects; default one HTTP bearer scheme) the schemes of the Authorize
 * panel, and `exampleDepth` the selection depth of the generated examples. Other models pass through.
 */
import type { ApiModel, Operation, SecurityScheme, Server } from '../model/index.js';
import { defineLazy } from '../model/index.js';
import { scheme3 } from '../formats/openapi/security.js';
import { DEFAULT_EXAMPLE_DEPTH, graphqlExample, type TypeLookup } from '../formats/graphql/example.js';
import { GRAPHQL_ENDPOINT_VARIABLE } from './graphql-request.js';
import { graphqlLookup } from './graphql-lookup.js';

export { graphqlLookup };

export interface GraphqlPageSettings {
  /** Where Try-It POSTs; relative URLs resolve against the spec's URL. */
  endpoint?: string;
  /** Security scheme objects by name, as in OpenAPI `components.securitySchemes`. */
  securitySchemes?: Record<string, unknown>;
  /** Depth of the generated selection sets (default 2). */
  exampleDepth?: number;
}

export const DEFAULT_GRAPHQL_SECURITY_SCHEMES: Readonly<Record<string, unknown>> = Object.freeze({
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token sent as `Authorization: Bearer <token>`.' },
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function graphqlPageModel(model: ApiModel, settings: GraphqlPageSettings = {}): ApiModel {
  if (model.specType !== 'graphql') return model;
  const schemes = graphqlSecuritySchemes(settings.securitySchemes);
  const page: ApiModel = {
    ...model,
    servers: [graphqlServer(settings.endpoint)],
    securitySchemes: schemes,
    // Each scheme is one alternative and `{}` makes credentials optional: public GraphQL APIs need none.
    security: schemes.length > 0 ? [...schemes.map((s) => ({ [s.key]: [] })), {}] : [],
  };
  const depth = settings.exampleDepth;
  if (depth !== undefined && Number.isInteger(depth) && depth > 0 && depth !== DEFAULT_EXAMPLE_DEPTH) {
    const lookup = graphqlLookup(model);
    page.operations = model.operations.map((op) => withExampleDepth(op, lookup, depth));
  }
  return page;
}

export function graphqlSecuritySchemes(objects: Record<string, unknown> | undefined): SecurityScheme[] {
  const source = isRecord(objects) ? objects : DEFAULT_GRAPHQL_SECURITY_SCHEMES;
  return Object.entries(source).flatMap(([key, value]) => (isRecord(value) ? [scheme3(key, value)] : []));
}

function graphqlServer(endpoint: string | undefined): Server {
  if (endpoint !== undefined && endpoint.trim() !== '') return { url: endpoint.trim(), variables: [] };
  return {
    url: `{${GRAPHQL_ENDPOINT_VARIABLE}}`,
    description: 'GraphQL endpoint',
    variables: [{ name: GRAPHQL_ENDPOINT_VARIABLE, default: '', description: 'The URL of the GraphQL endpoint, e.g. https://api.example.com/graphql' }],
  };
}

function withExampleDepth(op: Operation, lookup: TypeLookup, depth: number): Operation {
  const info = op.graphql;
  if (!info) return op;
  const next = { root: info.root, rootTypeName: info.rootTypeName, field: info.field } as NonNullable<Operation['graphql']>;
  defineLazy(next, 'example', () => graphqlExample(info.root, info.field, lookup, depth));
  return { ...op, graphql: next };
}
