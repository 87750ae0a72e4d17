import { fail, toPointer, say } from '../../errors.js';
import type { Limits } from '../../limits.js';
import { isObject, type RawObject } from '../raw.js';
import type { ExternalRef } from '../../refs/load-external-refs.js';
import type { RefResolver } from '../../refs/resolve-ref.js';
import { documentMessages } from '../../refs/texts.js';
import { asyncapiMessages } from './texts.js';

/**
 * Looks at every `$ref` of the root document once, before anything follows one, in a walk that never follows
 * a reference (extensions included: a loop through `x-…` values is still a loop):
 * - a `$ref` that is not text is a fatal `invalid-document` naming its place;
 * - a local chain of references that loops without reaching a value (payload → `#/x-a/b` → payload) is a
 *   fatal `circular-ref` at once, naming the chain;
 * - external references are returned, for loadExternalRefs (refs/), which fetches the allowed ones.
 * A local reference to nothing is not fatal: the normalizer shows it as unresolved, with a warning.
 */
export function guardRefs(refs: RefResolver, limits: Pick<Limits, 'maxDocumentDepth'>): ExternalRef[] {
  const external: ExternalRef[] = [];
  const sound = new Set<string>();
  const path: Array<string | number> = [];
  const visit = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > limits.maxDocumentDepth) return;
    if (isObject(value) && '$ref' in value) {
      const ref = value['$ref'];
      const where = toPointer(path);
      if (typeof ref !== 'string') {
        fail('invalid-document', say(asyncapiMessages, 'refNotText', where || '/', kindOf(ref), String(typeof ref === 'number' ? ref : typeof ref)), where);
      }
      if (refs.isExternal(ref)) external.push({ ref, holder: value, location: where });
      else checkChain(refs, ref, where, sound);
    }
    for (const key of Object.keys(value)) {
      if (key === 'enum' && Array.isArray((value as RawObject)[key])) continue; // values are data
      path.push(Array.isArray(value) ? Number(key) : key);
      visit((value as RawObject)[key], depth + 1);
      path.pop();
    }
  };
  visit(refs.root, 0);
  return external;
}

function kindOf(value: unknown): 'number' | 'null' | 'list' | 'object' | 'boolean' | 'other' {
  if (typeof value === 'number') return 'number';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : typeof value === 'boolean' ? 'boolean' : 'other';
}

/** Follows a local `$ref` → `$ref` chain to its first value; a loop or an endless chain ends the load. */
function checkChain(refs: RefResolver, ref: string, usedAt: string, sound: Set<string>): void {
  if (sound.has(ref)) return;
  const chain = [`#${usedAt}`, ref];
  let current = ref;
  for (;;) {
    const target = refs.lookup(current)?.value;
    if (!isObject(target) || typeof target['$ref'] !== 'string' || refs.isExternal(target['$ref'])) break;
    const next = target['$ref'];
    if (sound.has(next)) break;
    if (chain.includes(next)) {
      const loop = [...chain.slice(chain.indexOf(next)), next];
      fail('circular-ref', say(documentMessages, 'refLoop', loop.join(' → ')), usedAt);
    }
    if (chain.length > refs.maxChainDepth) fail('too-deep', say(documentMessages, 'refChainTooLong', usedAt || '/', refs.maxChainDepth), usedAt);
    chain.push(next);
    current = next;
  }
  for (const link of chain.slice(1)) sound.add(link);
}
