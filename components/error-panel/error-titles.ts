import type { SpecErrorCode } from '../../src/index.js';

/** Headline per error code; the precise message and location follow it in the panel. */
export const errorTitles: Record<SpecErrorCode, string> = {
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
};
