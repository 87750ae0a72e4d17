import { say } from '../../errors.js';
import type { SpecTypeValue } from '../../model/spec-type-value.js';
import { versionKeyInText, versionText } from '../../source/version-key.js';
import { asObject, entries } from '../raw.js';
import type { FormatDetector } from '../registry.js';
import { loadMessages } from '../../source/texts.js';

/** The AsyncAPI type of a decoded document, from its `asyncapi` key: 2.x and 3.x are supported. */
export function detectAsyncApi(doc: unknown): SpecTypeValue | undefined {
  const version = declaredAsyncApiVersion(doc);
  return version === undefined ? undefined : typeOf(version);
}

/** The version the document declares (`2.6.0`), for the model's `specVersion`. */
export function declaredAsyncApiVersion(doc: unknown): string | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  return versionText((doc as Record<string, unknown>)['asyncapi']);
}

/** AsyncAPI's detection: the `asyncapi` key, in text or in the decoded document. */
export const asyncApiDetector: FormatDetector = {
  text(text) {
    const found = versionKeyInText(text, ['asyncapi']);
    return found && { type: typeOf(found.value), at: found.at };
  },
  document: detectAsyncApi,
  unsupported(doc) {
    const version = declaredAsyncApiVersion(doc);
    if (version === undefined || typeOf(version) !== undefined) return undefined;
    return say(loadMessages, 'asyncapiUnsupported', version);
  },
  declaresSecurity: (doc) => entries(asObject(asObject(doc)?.['components'])?.['securitySchemes']).length > 0,
};

function typeOf(version: string): SpecTypeValue | undefined {
  if (/^2\./.test(version)) return 'asyncapi-2';
  if (/^3\./.test(version)) return 'asyncapi-3';
  return undefined;
}
