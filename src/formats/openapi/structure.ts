import type { SpecError } from '../../model/errors.js';
import { fail, specError, say } from '../../errors.js';
import { isAtLeast31, type OpenApiVersion } from './detect.js';
import { isObject, type RawObject } from '../raw.js';
import { documentMessages } from '../../refs/texts.js';
import { openapiMessages } from './texts.js';

/**
 * The checks that decide whether a document can render at all. Missing `info` or `paths` (3.1 and later: all of
 * paths, webhooks and components) is fatal; a missing title or version is only a warning.
 */
export function checkStructure(doc: RawObject, version: OpenApiVersion, versionText: string): SpecError[] {
  const warnings: SpecError[] = [];
  const info = doc['info'];
  let noPaths: '' | 'paths' | 'paths-webhooks-components' = '';
  if (isAtLeast31(version)) {
    if (!isObject(doc['paths']) && !isObject(doc['webhooks']) && !isObject(doc['components'])) noPaths = 'paths-webhooks-components';
  } else if (!isObject(doc['paths'])) {
    noPaths = 'paths';
  }
  const noVersion = isObject(info) && info['version'] === undefined;
  if (!isObject(info) || noPaths) {
    const family = version === '2.0' ? 'Swagger' : 'OpenAPI';
    fail('invalid-document', say(openapiMessages, 'openapiCannotShow', family, versionText, !isObject(info), noPaths, noVersion), '/');
  }
  if (noVersion) warnings.push(specError('validation', say(documentMessages, 'noInfoVersion'), '/info'));
  if (isObject(info) && typeof info['title'] !== 'string') {
    warnings.push(specError('validation', say(documentMessages, 'noInfoTitle'), '/info'));
  }
  return warnings;
}
