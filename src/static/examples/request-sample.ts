/**
 * The request sample of an operation's examples column, in the live page's default language (the first of the
 * sample languages: cURL; AsyncAPI's shell tab): the spec's own `x-codeSamples` sample when it has one for that
 * language, else the generated one, printing the request of an untouched Try-It form with credential
 * placeholders, as the live page does before a reader types anything. Title and code block language are the
 * tab's (languages.ts); that language's generators are imported directly (the static renderer is synchronous and
 * never part of a page bundle). A GraphQL page samples its model as the
 * live page does without settings (the default bearer scheme), its endpoint a placeholder.
 */
import type { ApiModel } from '../../model/api.js';
import type { Operation } from '../../model/operation.js';
import { isCallable } from '../../model/page-offers.js';
import { applyCredentials } from '../../auth/apply-credentials.js';
import { defaultRequest } from '../../samples/default-request.js';
import { generateCurl } from '../../samples/http/curl.js';
import { sampleTabs } from '../../samples/sample-tabs.js';
import { writeAsyncSample } from '../../samples/asyncapi/dispatch.js';
import { asyncSampleInput } from '../../samples/asyncapi/sample-input.js';
import { shellWriters } from '../../samples/asyncapi/shell.js';
import { graphqlPageModel } from '../../request/graphql-page.js';

export interface RequestSample {
  /** The tab's title on the live page: "cURL", "Shell", or the spec sample's label. */
  title: string;
  text: string;
  /** Code block language (Markdown fence, highlighting). */
  language: string;
  /** The spec's own sample (`x-codeSamples`), not a generated one. */
  fromSpec: boolean;
}

/** Where a GraphQL sample sends its query: a schema names no endpoint, and a static page has no form to type one in. */
const GRAPHQL_ENDPOINT_PLACEHOLDER = 'YOUR_GRAPHQL_ENDPOINT';

/** A GraphQL page's model as the live page samples it (its default bearer scheme, the endpoint a placeholder); others as they are. */
const pageModels = new WeakMap<ApiModel, ApiModel>();
function pageModel(model: ApiModel): ApiModel {
  let page = pageModels.get(model);
  if (!page) {
    page = graphqlPageModel(model, { endpoint: GRAPHQL_ENDPOINT_PLACEHOLDER });
    if (page !== model) {
      // The placeholder stays as written: not resolved against the spec's URL as a relative endpoint would be.
      const { sourceUrl: _source, baseUrl: _base, ...rest } = page;
      page = rest;
    }
    pageModels.set(model, page);
  }
  return page;
}

/** The live page's first sample tab of `op`; undefined for an operation without samples or when generation fails. */
export function requestSample(model: ApiModel, op: Operation): RequestSample | undefined {
  if (!isCallable(op) && op.kind !== 'async') return undefined;
  const tab = sampleTabs(op.codeSamples, { async: op.kind === 'async' })[0];
  if (!tab) return undefined;
  const { title, highlight: language } = tab;
  if (tab.source !== undefined) return { title, text: tab.source, language, fromSpec: true };
  try {
    if (op.kind === 'async') return { title, text: writeAsyncSample(shellWriters, asyncSampleInput(op, model, {})), language, fromSpec: false };
    const page = pageModel(model);
    const request = applyCredentials(defaultRequest(op, page), op, page, {}, { placeholders: true });
    return { title, text: generateCurl(request, { operation: op }), language, fromSpec: false };
  } catch {
    // A request the builder cannot make (a broken document) leaves the column with its examples only.
    return undefined;
  }
}
