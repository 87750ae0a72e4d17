import type { ApiModel } from './api.js';
import type { Operation } from './operation.js';
import type { SpecTypeValue } from './spec-type-value.js';

/** Operations a reader can call from the page (HTTP, SOAP and GraphQL root fields): only these get Try-It and code samples. */
export function isCallable(op: Operation): boolean {
  return op.kind === 'http' || op.kind === 'soap' || op.kind === 'graphql';
}

/** What a page built from a model offers that credentials can be used in. */
export interface PageOffers {
  /** Some operation has a Try-It panel. */
  tryIt: boolean;
  /** Some operation has code samples. */
  codeSamples: boolean;
}

/** What the page offers: code samples for callable operations, and Try-It for them too unless it is turned off. */
export function pageOffers(model: ApiModel, allowTryIt: boolean): PageOffers {
  const callable = model.operations.some(isCallable);
  return { tryIt: callable && allowTryIt, codeSamples: callable };
}

/**
 * Whether a document of `type` may have operations a reader can call (every format but AsyncAPI): a guess from
 * the spec type alone, so a page can fetch its request panels while the document still downloads.
 */
export function mayHaveCallableOperations(type: SpecTypeValue): boolean {
  return type !== 'asyncapi-2' && type !== 'asyncapi-3';
}
