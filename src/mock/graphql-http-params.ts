/**
 * The GraphQL request carried by an HTTP request, as GraphQL over HTTP defines it: GET with `query`,
 * `variables` (JSON), `operationName` and `extensions` (JSON) in the query string, or POST of an
 * `application/json` body `{query, variables, operationName, extensions}`. Anything else is not a GraphQL
 * request: refused with the status the spec asks for and a sentence saying why.
 */
import type { MockRequest } from './types.js';

export interface GraphqlParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface Refusal {
  status: 400 | 405 | 415;
  message: string;
  /** The Allow header of a 405. */
  allow?: string;
}

export type ParamsResult = { params: GraphqlParams } | { refused: Refusal };

export function graphqlParams(request: MockRequest): ParamsResult {
  if (request.method === 'GET') return fromQueryString(request.url.searchParams);
  if (request.method === 'POST') return fromBody(request);
  return refuse(405, `GraphQL over HTTP is sent with GET or POST, not ${request.method}.`, 'GET, POST');
}

function fromQueryString(search: URLSearchParams): ParamsResult {
  const fields: Record<string, unknown> = { query: search.get('query') ?? undefined, operationName: search.get('operationName') ?? undefined };
  for (const name of ['variables', 'extensions']) {
    const text = search.get(name);
    if (text === null || text === '') continue;
    try {
      fields[name] = JSON.parse(text) as unknown;
    } catch {
      return refuse(400, `The ${name} parameter is not JSON.`);
    }
  }
  return checked(fields);
}

function fromBody(request: MockRequest): ParamsResult {
  const contentType = request.headers.get('content-type');
  if (!contentType) return refuse(415, 'A GraphQL POST needs a Content-Type: application/json.');
  const [essence = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (essence !== 'application/json') return refuse(415, `A GraphQL POST is sent as application/json, not ${essence}.`);
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length).replace(/^"|"$/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return refuse(415, `A GraphQL POST is encoded in UTF-8, not ${charset}.`);
  if (!request.body || request.body.length === 0) return refuse(400, 'The POST has no body: a GraphQL request is a JSON object with a query.');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(request.body)) as unknown;
  } catch {
    return refuse(400, 'The body is not UTF-8 JSON.');
  }
  if (Array.isArray(body)) return refuse(400, 'Batched GraphQL requests (a JSON array) are not supported: send one object.');
  if (!isObject(body)) return refuse(400, 'The body is not a JSON object: a GraphQL request is {"query": …}.');
  return checked(body);
}

/** The parameters' types, as the spec requires them. */
function checked(fields: Record<string, unknown>): ParamsResult {
  const { query, variables, operationName, extensions } = fields;
  if (query === undefined || query === null) return refuse(400, 'The request has no query.');
  if (typeof query !== 'string') return refuse(400, 'The query is not a string.');
  if (variables !== undefined && variables !== null && !isObject(variables)) return refuse(400, 'The variables are not a JSON object.');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return refuse(400, 'The operationName is not a string.');
  if (extensions !== undefined && extensions !== null && !isObject(extensions)) return refuse(400, 'The extensions are not a JSON object.');
  const params: GraphqlParams = { query };
  if (isObject(variables)) params.variables = variables;
  if (typeof operationName === 'string' && operationName !== '') params.operationName = operationName;
  return { params };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuse(status: Refusal['status'], message: string, allow?: string): ParamsResult {
  return { refused: allow === undefined ? { status, message } : { status, message, allow } };
}
