/** The GraphQL part of the Try-It form: query and variables editors and the operation name, prefilled with the example. */
import { html, nothing } from 'lit';
import { GRAPHQL_FIELDS } from '../../src/index.js';
import type { FormHost } from '../try-it/form-host.js';
import { graphqlEn } from '../i18n/parts/graphql.js';
import { withEnglish } from '../i18n/english-parts.js';

const value = (e: Event) => (e.target as HTMLInputElement | HTMLTextAreaElement).value;

export function renderGraphqlEditors(host: FormHost, level: number): unknown {
  const t = withEnglish(host.t, graphqlEn);
  const fields = host.form.state.formFields;
  const rows = Math.min(18, Math.max(4, (fields[GRAPHQL_FIELDS.query] ?? '').split('\n').length + 1));
  return html`<section class="group">
    <div class="group-title" role="heading" aria-level=${level}>${t.graphqlRequest}</div>
    ${host.form.operation.graphql?.root === 'subscription'
      ? html`<p class="hint notice">${t.graphqlSubscriptionNote}</p>`
      : nothing}
    <div class="field">
      <label for="graphql-query">${t.graphqlQuery}</label>
      <textarea id="graphql-query" class="code" dir="ltr" rows=${rows} spellcheck="false" .value=${fields[GRAPHQL_FIELDS.query] ?? ''}
        @input=${(e: Event) => host.form.setField(GRAPHQL_FIELDS.query, value(e))}></textarea>
    </div>
    <div class="field">
      <label for="graphql-variables">${t.graphqlVariables} <span class="type">JSON</span></label>
      <textarea id="graphql-variables" class="code" dir="ltr" rows="4" spellcheck="false" .value=${fields[GRAPHQL_FIELDS.variables] ?? ''}
        @input=${(e: Event) => host.form.setField(GRAPHQL_FIELDS.variables, value(e))}></textarea>
    </div>
    <div class="field">
      <label for="graphql-operation-name">${t.graphqlOperationName}</label>
      <input id="graphql-operation-name" type="text" spellcheck="false" .value=${fields[GRAPHQL_FIELDS.operationName] ?? ''}
        @input=${(e: Event) => host.form.setField(GRAPHQL_FIELDS.operationName, value(e))} />
    </div>
  </section>`;
}
