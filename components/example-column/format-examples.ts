/** What the examples column shows below the request sample, per kind of operation. */
import { html } from 'lit';
import { exampleText, graphqlOperationExample, type ApiModel, type Operation } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import type { ExampleTab } from './example-tabs.js';

/** A GraphQL field's query, its variables and the response walked from the query's selection set. */
async function graphqlTabs(op: Operation, model: ApiModel, t: Labels): Promise<ExampleTab[] | undefined> {
  const example = await graphqlOperationExample(op, model);
  if (!example) return undefined;
  const tabs: ExampleTab[] = [{ label: t.exampleQuery, text: example.query, language: 'graphql' }];
  if (Object.keys(example.variables).length > 0) tabs.push({ label: t.exampleVariables, text: exampleText(example.variables), language: 'json' });
  tabs.push({ label: t.exampleResponse, text: exampleText(example.response), language: 'json' });
  return tabs;
}

/** One promise per operation, model and labels (the tabs element starts again on every new promise). */
const tabsCache = new WeakMap<Operation, { key: readonly unknown[]; tabs: Promise<ExampleTab[] | undefined> }>();

function cachedTabs(op: Operation, key: readonly unknown[], make: () => Promise<ExampleTab[] | undefined>): Promise<ExampleTab[] | undefined> {
  const cached = tabsCache.get(op);
  if (cached && cached.key.every((v, i) => v === key[i])) return cached.tabs;
  const tabs = make();
  tabsCache.set(op, { key, tabs });
  return tabs;
}

export function formatExamples(op: Operation, model: ApiModel | undefined, t: Labels): unknown {
  switch (op.kind) {
    case 'async':
      return html`<sv-message-examples .operation=${op}></sv-message-examples>`;
    case 'graphql': {
      const blocks = model ? cachedTabs(op, [model, t], () => graphqlTabs(op, model, t)) : Promise.resolve(undefined);
      // The response is what the sample does not show: it is the tab a reader sees first.
      return html`<sv-example-tabs .blocks=${blocks} .initial=${Object.keys(op.graphql?.example?.variables ?? {}).length > 0 ? 2 : 1} label=${t.responseExamples}></sv-example-tabs>`;
    }
    default:
      return html`<sv-response-examples .operation=${op}></sv-response-examples>`;
  }
}
