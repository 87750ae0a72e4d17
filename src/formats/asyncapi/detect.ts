import type { SpecTypeValue } from '../../model/spec-type-value.js';

/** The AsyncAPI type of a decoded document, from its `asyncapi` key: 2.x and 3.x are supported. */
export function detectAsyncApi(doc: unknown): SpecTypeValue | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  const declared = (doc as Record<string, unknown>)['asyncapi'];
  const version = typeof declared === 'number' ? String(declared) : declared;
  if (typeof version !== 'string') return undefined;
  if (/^2\./.test(version)) return 'asyncapi-2';
  if (/^3\./.test(version)) return 'asyncapi-3';
  return undefined;
}
