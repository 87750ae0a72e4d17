import { html, nothing } from 'lit';
import { graphqlErrorsOf, type TryItResponse } from '../../src/index.js';

/** GraphQL `errors` in a response (usually a 200), as an alert above the body. Styled by sv-response (`.error`). */
export function graphqlResponseAlerts(r: TryItResponse): unknown {
  const errors = graphqlErrorsOf(r.body, r.contentType);
  if (errors.length === 0) return nothing;
  return html`<div class="error graphql-errors" role="alert" part="graphql-errors">
    <strong>The GraphQL server returned ${errors.length === 1 ? 'an error' : `${errors.length} errors`}</strong>
    <ul>${errors.map((e) => html`<li>${e}</li>`)}</ul>
  </div>`;
}
