import { specError, say } from '../../errors.js';
import type { SpecError } from '../../model/errors.js';
import type { RawObject } from '../raw.js';
import { clipped, openapi32Messages } from './texts-32.js';

/**
 * The base URI of a document's relative references (external `$ref`s, relative server URLs, `externalValue`).
 * OpenAPI 3.2's `$self` names it, itself resolved against the URL the document was fetched from; without it
 * the fetch URL is the base. A `$self` that is no URI reference is a warning and ignored.
 */
export function documentBase(doc: RawObject, sourceUrl: string | undefined, warn: (error: SpecError) => void): string | undefined {
  const self = doc['$self'];
  if (self === undefined) return sourceUrl;
  if (typeof self === 'string' && !self.includes('#')) {
    try {
      return new URL(self, sourceUrl).href;
    } catch {
      // A relative `$self` with no fetch URL to resolve it against names no base: references stay as they are.
      if (sourceUrl === undefined && !/^[a-z][a-z0-9+.-]*:/i.test(self)) return undefined;
    }
  }
  warn(specError('validation', say(openapi32Messages, 'selfNotUri', clipped(String(self))), '/$self'));
  return sourceUrl;
}
