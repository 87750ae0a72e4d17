import type { SpecError } from '../../model/errors.js';
import { specError, toPointer } from '../../errors.js';
import { entries, isObject, type RawObject } from '../../load/raw.js';

/**
 * The mistakes the normalizer notices on its way, as `validation` warnings: the page renders what it can
 * (a missing title is shown as "Untitled", an unknown action is read as receive). Full validation against
 * the AsyncAPI schema is the `validate` option's (validate.ts).
 */
export function checkStructure(doc: RawObject, version: 2 | 3): SpecError[] {
  const warnings: SpecError[] = [];
  const warn = (message: string, path: Array<string | number>) => warnings.push(specError('validation', message, toPointer(path)));
  const info = doc['info'];
  if (!isObject(info)) warn('The document has no `info` object; it is shown as untitled.', ['info']);
  else {
    if (typeof info['title'] !== 'string') warn('The document has no `info.title`.', ['info']);
    if (info['version'] === undefined) warn('The document has no `info.version`; the API version is shown as empty.', ['info']);
  }
  if (version === 2) {
    if (!isObject(doc['channels'])) warn('An AsyncAPI 2 document needs a `channels` object; this one has no operations to show.', ['channels']);
    return warnings;
  }
  for (const [key, operation] of entries(doc['operations'])) {
    if (!isObject(operation)) {
      warn(`The operation "${key}" is not an object; it is left out.`, ['operations', key]);
      continue;
    }
    const action = operation['action'];
    if (action !== 'send' && action !== 'receive') {
      warn(`The operation "${key}" has action ${JSON.stringify(action) ?? 'undefined'}; AsyncAPI 3 operations send or receive, so it is shown as receive.`, ['operations', key, 'action']);
    }
    if (!isObject(operation['channel'])) warn(`The operation "${key}" names no channel (\`channel\` must be a $ref to one).`, ['operations', key, 'channel']);
  }
  return warnings;
}
