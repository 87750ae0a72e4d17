/**
 * A GraphQL-over-HTTP answer from the document alone: the request is parsed, validated and executed against the
 * schema the model describes, with generated values shaped by the selection (graphql-mock-schema.ts). Statuses
 * follow the GraphQL-over-HTTP spec: a request that is not a GraphQL request is a 400 (405 for another method,
 * 415 for another body type); a mutation over GET a 405; a document that does not parse or validate, or
 * variables that do not fit, answer GraphQL errors with 200 as `application/json` and 400 as
 * `application/graphql-response+json`. The same request always gets the same answer.
 */
import {
  executeSync,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { ApiModel } from '../model/index.js';
import type { MockAnswer, MockRequest } from './types.js';
import { graphqlParams, type GraphqlParams } from './graphql-http-params.js';
import { graphqlMediaType, GRAPHQL_RESPONSE, type GraphqlMediaType } from './graphql-media-type.js';
import { mockSchemaOf, TOO_LARGE_MESSAGE } from './graphql-mock-schema.js';
import { seededRandom, seedOf } from './graphql-seeded-random.js';

/** Tokens of one query document, at most (graphql-js's parser guard). */
export const MAX_QUERY_TOKENS = 20_000;
/** Validation errors reported, at most (graphql-js's default). */
const MAX_VALIDATION_ERRORS = 100;

type Body = Record<string, unknown>;

export async function graphqlAnswer(model: ApiModel, request: MockRequest): Promise<MockAnswer> {
  const mediaType = graphqlMediaType(request.headers.get('accept'));
  const read = graphqlParams(request);
  if ('refused' in read) {
    const { status, message, allow } = read.refused;
    return reply(status, mediaType, { errors: [{ message }] }, allow);
  }
  const { params } = read;
  // Errors of the request as a whole (no data): 400 for the new media type, 200 for legacy JSON clients.
  const requestErrorStatus = mediaType === GRAPHQL_RESPONSE ? 400 : 200;
  let document: DocumentNode;
  try {
    document = parse(params.query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (error) {
    return reply(requestErrorStatus, mediaType, { errors: [graphqlError(error)] });
  }
  const operation = getOperationAST(document, params.operationName);
  if (request.method === 'GET' && operation?.operation === 'mutation') {
    return reply(405, mediaType, { errors: [{ message: 'A mutation cannot be sent with GET: use POST.' }] }, 'POST');
  }
  const mock = mockSchemaOf(model);
  const errors = validate(mock.schema, document, undefined, { maxErrors: MAX_VALIDATION_ERRORS });
  if (errors.length > 0) return reply(requestErrorStatus, mediaType, { errors: errors.map((e) => e.toJSON()) });
  const random = seededRandom(seedOf(stableJson([params.query, params.variables ?? null, params.operationName ?? null])));
  const result = mock.run(random, () => execute(mock.schema, document, params));
  const body = resultBody(result);
  return reply('data' in body ? 200 : requestErrorStatus, mediaType, body);
}

function execute(schema: GraphQLSchema, document: DocumentNode, params: GraphqlParams): ExecutionResult {
  const args: ExecutionArgs = { schema, document };
  if (params.variables) args.variableValues = params.variables;
  if (params.operationName) args.operationName = params.operationName;
  return executeSync(args);
}

/**
 * The result as sent, errors first (as the spec's examples write them). Once an answer is too large every field
 * after fails alike: one error says so for all.
 */
function resultBody(result: ExecutionResult): Body {
  const body: Body = {};
  if (result.errors && result.errors.length > 0) {
    const tooLarge = result.errors.find((e) => e.message === TOO_LARGE_MESSAGE);
    body['errors'] = (tooLarge ? [tooLarge] : result.errors).map((e) => e.toJSON());
  }
  if ('data' in result) body['data'] = result.data ?? null;
  return body;
}

function graphqlError(error: unknown): unknown {
  if (error instanceof GraphQLError) return error.toJSON();
  return { message: error instanceof Error ? error.message : String(error) };
}

function reply(status: number, mediaType: GraphqlMediaType, body: Body, allow?: string): MockAnswer {
  const headers: Array<[string, string]> = [['Content-Type', `${mediaType}; charset=utf-8`]];
  if (allow !== undefined) headers.push(['Allow', allow]);
  return { status, headers, body: JSON.stringify(body, null, 2) };
}

/** JSON with object keys sorted: the same variables in another order are the same request. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
