/**
 * The example response of a GraphQL root field, as the live column shows it (src/examples/graphql-example.ts's
 * `graphqlOperationExample`): the operation's generated query walked against the schema's types. The live page
 * loads that walker as a lazy chunk (it needs graphql-js's parser) and is async; the static renderer is
 * synchronous and never part of a page bundle, so it calls the same walker directly.
 */
import type { ApiModel } from '../../model/api.js';
import type { GraphqlExample } from '../../model/graphql.js';
import type { Operation } from '../../model/operation.js';
import { exampleResponse } from '../../formats/graphql/response-example.js';
import { graphqlLookup } from '../../request/graphql-page.js';

/** Per generated example: the HTML and the Markdown renderer both ask. */
const responses = new WeakMap<GraphqlExample, unknown>();

/** `{ data: { <field>: … } }` for the operation's example query; undefined for other operations. */
export function graphqlResponse(model: Pick<ApiModel, 'schemas' | 'graphql'>, op: Operation): unknown {
  const example = op.graphql?.example;
  const rootTypes = model.graphql?.rootTypes;
  if (!example || !rootTypes) return undefined;
  if (responses.has(example)) return responses.get(example);
  let response: unknown;
  try {
    response = exampleResponse(example.document, { lookup: graphqlLookup(model), rootTypes, variables: example.variables, operationName: example.operationName });
  } catch {
    response = undefined; // a schema the walker cannot read leaves the query and variables without a response
  }
  responses.set(example, response);
  return response;
}
