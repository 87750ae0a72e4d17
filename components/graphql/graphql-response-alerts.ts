import { html, nothing } from 'lit';
import { graphqlErrorsOf, type TryItResponse } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import { graphqlEn } from '../i18n/parts/graphql.js';
import { withEnglish } from '../i18n/english-parts.js';

/** GraphQL `errors` in a response (usually a 200), as an alert above the body. Styled by sv-response (`.error`). */
export function graphqlResponseAlerts(r: TryItResponse, labels: Labels): unknown {
  const t = withEnglish(labels, graphqlEn);
  const errors = graphqlErrorsOf(r.body, r.contentType);
  if (errors.length === 0) return nothing;
  return html`<div class="error graphql-errors" role="alert" part="graphql-errors">
    <strong>${t.graphqlErrors(errors.length)}</strong>
    <ul>${errors.map((e) => html`<li>${e}</li>`)}</ul>
  </div>`;
}
