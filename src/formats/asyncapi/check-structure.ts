import type { SpecError } from '../../model/errors.js';
import { specError, toPointer, say, type CoreText } from '../../errors.js';
import { entries, isObject, type RawObject } from '../raw.js';
import { documentMessages } from '../../refs/texts.js';
import { asyncapiMessages } from './texts.js';

/**
 * The mistakes the normalizer notices on its way, as `validation` warnings: the page renders what it can
 * (a missing title is shown as "Untitled", an unknown action is read as receive). Full validation against
 * the AsyncAPI schema is the `validate` option's (validate.ts).
 */
export function checkStructure(doc: RawObject, version: 2 | 3): SpecError[] {
  const warnings: SpecError[] = [];
  const warn = (message: CoreText, path: Array<string | number>) => warnings.push(specError('validation', message, toPointer(path)));
  const info = doc['info'];
  if (!isObject(info)) warn(say(asyncapiMessages, 'noInfoObject'), ['info']);
  else {
    if (typeof info['title'] !== 'string') warn(say(documentMessages, 'noInfoTitle'), ['info']);
    if (info['version'] === undefined) warn(say(documentMessages, 'noInfoVersion'), ['info']);
  }
  if (version === 2) {
    if (!isObject(doc['channels'])) warn(say(asyncapiMessages, 'noChannels'), ['channels']);
    return warnings;
  }
  for (const [key, operation] of entries(doc['operations'])) {
    if (!isObject(operation)) {
      warn(say(asyncapiMessages, 'operationNotObject', key), ['operations', key]);
      continue;
    }
    const action = operation['action'];
    if (action !== 'send' && action !== 'receive') {
      warn(say(asyncapiMessages, 'operationAction', key, JSON.stringify(action) ?? 'undefined'), ['operations', key, 'action']);
    }
    if (!isObject(operation['channel'])) warn(say(asyncapiMessages, 'operationNoChannel', key), ['operations', key, 'channel']);
  }
  return warnings;
}
