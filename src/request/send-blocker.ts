/** Why Send is disabled, as data: the interface words each reason in its language; `blockerMessage` in English. */
import type { Parameter } from '../model/index.js';

export type SendBlocker =
  | { code: 'param-required'; place: Parameter['in']; name: string }
  | { code: 'param-invalid-json'; place: Parameter['in']; name: string }
  | { code: 'header-line-break'; name: string }
  | { code: 'header-name-invalid'; name: string }
  | { code: 'graphql-endpoint-missing' }
  | { code: 'graphql-query-empty' }
  | { code: 'graphql-variables-not-object' }
  | { code: 'graphql-variables-invalid-json' }
  /**
   * Each alternative: the scheme keys still to apply together. `scheme`: the one to apply first, where an
   * "Authorize…" button opens the panel (`schemeToAuthorize`).
   */
  | { code: 'authorization-required'; alternatives: string[][]; scheme?: string };

const PLACE: Record<Parameter['in'], string> = {
  path: 'path parameter',
  query: 'query parameter',
  querystring: 'query string',
  header: 'header',
  cookie: 'cookie',
};

/** The English sentence of a blocker (what `sendBlockers` and `securityBlockers` return). */
export function blockerMessage(b: SendBlocker): string {
  switch (b.code) {
    case 'param-required':
      return `Required ${PLACE[b.place]} “${b.name}” is empty.`;
    case 'param-invalid-json':
      return `The ${PLACE[b.place]} “${b.name}” is not valid JSON.`;
    case 'header-line-break':
      return `The header “${b.name}” contains a line break.`;
    case 'header-name-invalid':
      return `“${b.name}” is not a valid header name.`;
    case 'graphql-endpoint-missing':
      return 'Enter the GraphQL endpoint URL.';
    case 'graphql-query-empty':
      return 'The query is empty.';
    case 'graphql-variables-not-object':
      return 'The variables must be a JSON object.';
    case 'graphql-variables-invalid-json':
      return 'The variables are not valid JSON.';
    case 'authorization-required': {
      const phrases = b.alternatives.map((keys) => keys.map((k) => `“${k}”`).join(' and '));
      const compound = b.alternatives.some((keys) => keys.length > 1);
      return `Authorization required: apply ${phrases.join(compound ? ', or ' : ' or ')} in the Authorize panel.`;
    }
  }
}
