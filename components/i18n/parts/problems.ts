/**
 * English labels of the error panel and the warnings list (the lazy problem views' chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import type { SpecErrorCode } from '../../../src/index.js';
import { num, plural } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const problemsEn = {
  errorTitles: {
    'fetch-failed': 'Could not fetch the spec',
    'empty-document': 'The spec is empty',
    'too-large': 'The spec is too large',
    'json-syntax': 'Invalid JSON',
    'yaml-syntax': 'Invalid YAML',
    'yaml-alias-limit': 'Too many YAML aliases',
    'xml-syntax': 'Invalid XML',
    'graphql-syntax': 'Invalid GraphQL schema',
    'not-a-spec': 'Not an API description',
    'unsupported-version': 'Unsupported spec version',
    'unsupported-in-tier': 'Not supported in this build',
    'invalid-document': 'Invalid API description',
    'unresolved-ref': 'Unresolved reference',
    'circular-ref': 'Circular reference',
    'too-deep': 'The spec is nested too deeply',
    validation: 'The spec does not validate',
    aborted: 'Loading was cancelled',
    internal: 'Something went wrong while rendering the spec',
  } as Record<SpecErrorCode, string>,
  tryAgain: 'Try again',
  problemCount: (count: number) => plural(L, count, { one: `${n(count)} problem`, other: `${n(count)} problems` }),
  problemsFound: 'found in this document',
  andMore: (count: number) => `… and ${n(count)} more`,
};
