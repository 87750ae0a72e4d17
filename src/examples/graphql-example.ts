/**
 * A GraphQL root field's examples: the query and variables Try-It and the code samples start from (the
 * operation's generated example, which graphqlFormFields prefills the form with) and the response a server could
 * send for that query, walked from its selection set against the schema's types
 * (formats/graphql/response-example.ts: it needs graphql-js's parser, so it is a lazy chunk loaded on first call).
 *
 * @example
 * const example = await graphqlOperationExample(op, model);
 * example?.response; // { data: { user: { id: 'MDQ6VXNlcjE=', name: 'string' } } }
 */
import type { ApiModel, GraphqlExample, Operation } from '../model/index.js';
import { lazyModule } from '../lazy-module.js';
import { graphqlLookup } from '../request/graphql-lookup.js';

export interface GraphqlOperationExample {
  /** The operation document, as Try-It and the code samples send it. */
  query: string;
  /** The variables JSON Try-It prefills (the model's object: do not change it). */
  variables: Record<string, unknown>;
  operationName: string;
  /** `{ data: { <response key>: … } }` shaped by the query's selection set. */
  response: unknown;
}

const walker = lazyModule(() => import('../formats/graphql/response-example.js'));
/** Per generated example (a page with another example depth has examples of its own). */
const responses = new WeakMap<GraphqlExample, unknown>();

/** The examples of a GraphQL operation; undefined for other operations. */
export async function graphqlOperationExample(op: Operation, model: Pick<ApiModel, 'schemas' | 'graphql'>): Promise<GraphqlOperationExample | undefined> {
  const example = op.graphql?.example;
  const rootTypes = model.graphql?.rootTypes;
  if (!example || !rootTypes) return undefined;
  let response = responses.get(example);
  if (response === undefined) {
    const { exampleResponse } = await walker.load();
    const lookup = graphqlLookup(model);
    response = exampleResponse(example.document, { lookup, rootTypes, variables: example.variables, operationName: example.operationName });
    if (response === undefined) return undefined;
    responses.set(example, response);
  }
  return { query: example.document, variables: example.variables, operationName: example.operationName, response };
}
