/** Words for model values that read the same in every language, shared by the live page and the static renderer. */
import type { ApiModel } from './api.js';
import type { Operation } from './operation.js';
import { FIXED_HTTP_METHODS } from './http-method.js';

/** AsyncAPI actions: their own colour names, neutral unless a stylesheet colours them. */
const ASYNC_ACTIONS = new Set(['send', 'receive']);
/** GraphQL root kinds take the colours of the HTTP verbs closest in meaning. */
const GRAPHQL_ROOTS: Record<string, string> = { query: 'get', mutation: 'post', subscription: 'options' };

const FAMILY: Record<ApiModel['specType'], string> = {
  'openapi-2': 'Swagger',
  'openapi-3': 'OpenAPI',
  'openapi-3.1': 'OpenAPI',
  'openapi-3.2': 'OpenAPI',
  'asyncapi-2': 'AsyncAPI',
  'asyncapi-3': 'AsyncAPI',
  wsdl: 'WSDL',
  graphql: 'GraphQL',
};

/** "OpenAPI 3.1.0", "Swagger 2.0", "AsyncAPI 3.0.0", "WSDL 1.1", "GraphQL". */
export function specTypeLabel(model: Pick<ApiModel, 'specType' | 'specVersion'>): string {
  return `${FAMILY[model.specType]} ${model.specVersion}`.trim();
}

/**
 * The colour name of a method badge (`get`, `query`, `send` …); custom methods (`PURGE`) and SOAP get `other`,
 * the neutral colour. A GraphQL `query` takes GET's colour, an HTTP QUERY its own.
 */
export function methodColour(op: Pick<Operation, 'kind' | 'method'>): string {
  const m = op.method.toLowerCase();
  if (op.kind === 'graphql' && GRAPHQL_ROOTS[m]) return GRAPHQL_ROOTS[m];
  if (op.kind === 'async') return ASYNC_ACTIONS.has(m) ? m : 'other';
  return FIXED_HTTP_METHODS.has(op.method) ? op.method : 'other';
}

/** The heading of an operation: its summary, else its operationId, else the path. */
export function operationTitle(op: Operation): string {
  return op.summary?.trim() || op.operationId || op.path;
}
