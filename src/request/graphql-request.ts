/**
 * GraphQL Try-It: the form's three inputs (query, variables, operation name) live in the form state's fields,
 * so persistence, Reset and code samples work as for HTTP operations; the body sent is one JSON POST
 * `{query, variables, operationName}`.
 */
import type { HttpBody, Operation } from '../model/index.js';
import { blockerMessage, type SendBlocker } from './send-blocker.js';

/** Form-field names of a GraphQL operation. */
export const GRAPHQL_FIELDS = { query: 'query', variables: 'variables', operationName: 'operationName' } as const;

/** Server variable holding the endpoint URL typed into the form when the page sets no `endpoint`. */
export const GRAPHQL_ENDPOINT_VARIABLE = 'endpoint';

/** The untouched form: the generated example. */
export function graphqlFormFields(operation: Operation): Record<string, string> {
  const example = operation.graphql?.example;
  if (!example) return {};
  return {
    [GRAPHQL_FIELDS.query]: example.document,
    [GRAPHQL_FIELDS.variables]: JSON.stringify(example.variables, null, 2),
    [GRAPHQL_FIELDS.operationName]: example.operationName,
  };
}

type Variables = { value: Record<string, unknown> | undefined } | { invalid: string; blocker: SendBlocker };

function parseVariables(text: string): Variables {
  if (text.trim() === '') return { value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null) return { value: undefined };
    if (typeof value !== 'object' || Array.isArray(value)) return { invalid: 'The variables must be a JSON object.', blocker: { code: 'graphql-variables-not-object' } };
    return { value: value as Record<string, unknown> };
  } catch {
    return { invalid: 'The variables are not valid JSON.', blocker: { code: 'graphql-variables-invalid-json' } };
  }
}

/** The JSON body of a GraphQL POST; invalid variables are left out (Send is blocked by graphqlBlockers anyway). */
export function graphqlBody(fields: Readonly<Record<string, string>>): HttpBody {
  const payload: Record<string, unknown> = { query: fields[GRAPHQL_FIELDS.query] ?? '' };
  const variables = parseVariables(fields[GRAPHQL_FIELDS.variables] ?? '');
  if ('value' in variables && variables.value !== undefined) payload['variables'] = variables.value;
  const name = (fields[GRAPHQL_FIELDS.operationName] ?? '').trim();
  if (name !== '') payload['operationName'] = name;
  return { kind: 'text', contentType: 'application/json', text: JSON.stringify(payload) };
}

/** The part of the Try-It form state the GraphQL checks read (kept structural: the form state builds on this module). */
export interface GraphqlFormView {
  serverVariables: Readonly<Record<string, string>>;
  /** Sent to the in-page mock, which answers at any URL: no endpoint needed. */
  mock?: boolean;
  formFields: Readonly<Record<string, string>>;
}

/** Why a GraphQL request cannot be sent yet. */
export function graphqlBlockers(state: GraphqlFormView): string[] {
  return graphqlBlockerList(state).map(blockerMessage);
}

/** `graphqlBlockers` as data. */
export function graphqlBlockerList(state: GraphqlFormView): SendBlocker[] {
  const reasons: SendBlocker[] = [];
  if (!state.mock && GRAPHQL_ENDPOINT_VARIABLE in state.serverVariables && (state.serverVariables[GRAPHQL_ENDPOINT_VARIABLE] ?? '').trim() === '') {
    reasons.push({ code: 'graphql-endpoint-missing' });
  }
  if ((state.formFields[GRAPHQL_FIELDS.query] ?? '').trim() === '') reasons.push({ code: 'graphql-query-empty' });
  const variables = parseVariables(state.formFields[GRAPHQL_FIELDS.variables] ?? '');
  if ('invalid' in variables) reasons.push(variables.blocker);
  return reasons;
}
