import type { SpecError } from '../../model/errors.js';
import { fail, specError } from '../../errors.js';
import type { OpenApiVersion } from './detect.js';
import { isObject, type RawObject } from '../../load/raw.js';

/**
 * The checks that decide whether a document can render at all. Missing `info` or `paths` (3.1: all of
 * paths, webhooks and components) is fatal; a missing title or version is only a warning.
 */
export function checkStructure(doc: RawObject, version: OpenApiVersion, versionText: string): SpecError[] {
  const missing: string[] = [];
  const warnings: SpecError[] = [];
  const info = doc['info'];
  if (!isObject(info)) missing.push('the `info` object');
  if (version === '3.1') {
    if (!isObject(doc['paths']) && !isObject(doc['webhooks']) && !isObject(doc['components'])) {
      missing.push('all of `paths`, `webhooks` and `components` (at least one is required)');
    }
  } else if (!isObject(doc['paths'])) {
    missing.push('the `paths` object');
  }
  const noVersion = isObject(info) && info['version'] === undefined;
  if (missing.length > 0) {
    const also = noVersion ? ' It also lacks `info.version`.' : '';
    fail(
      'invalid-document',
      `This ${version === '2.0' ? 'Swagger' : 'OpenAPI'} ${versionText} document cannot be shown: it lacks ${missing.join(' and ')}.${also}`,
      '/',
    );
  }
  if (noVersion) warnings.push(specError('validation', 'The document has no `info.version`; the API version is shown as empty.', '/info'));
  if (isObject(info) && typeof info['title'] !== 'string') {
    warnings.push(specError('validation', 'The document has no `info.title`.', '/info'));
  }
  return warnings;
}
