import { specError, toPointer, say } from '../../errors.js';
import { isObject, type RawObject } from '../raw.js';
import type { SpecError } from '../../model/errors.js';
import type { RefResolver } from '../../refs/resolve-ref.js';
import { asyncapiMessages } from './texts.js';

/** What a reference to nothing (or to a document that was not loaded) becomes: an object naming it, shown as written. */
export const UNRESOLVED_KEY = 'x-unresolved-ref';

/** Keys whose values are data, in which `$ref` is not a reference (outside maps of property names). */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'example', 'examples']);
/** Maps whose keys are names chosen by the author, so `default` or `x-trace-id` there is a name, not data. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);

export interface DerefView {
  /** The document with every `$ref` replaced by its target: a copy, the caller's document is never changed. */
  root: RawObject;
  /** The copy of a raw object of the document (or of a loaded external one), once the walk reached it. */
  copyOf(raw: unknown): unknown;
}

/**
 * The AsyncAPI document as the normalizer reads it: each `$ref` replaced by its target through the shared
 * resolver (refs/), one copy per target object, so a message or schema used in three places is one object
 * (identity tells the normalizer it is the same message) and a recursive schema becomes an object cycle.
 * Copies are the normalizer's own, which is what lets traits be merged into them. Extension values and
 * example/enum/default data are kept as written. A reference to nothing becomes `{ "x-unresolved-ref": ref }`
 * with an `unresolved-ref` warning (external ones were reported when their document failed to load).
 */
export function derefDocument(refs: RefResolver, warn: (error: SpecError) => void, maxDepth: number): DerefView {
  const copies = new Map<object, unknown>();
  const path: Array<string | number> = [];
  const reported = new Set<string>();

  const unresolved = (holder: RawObject, ref: string): RawObject => {
    const external = refs.documentUrl(ref, refs.holderDocument(holder)) !== undefined;
    if (!external && !reported.has(ref)) {
      reported.add(ref);
      const where = toPointer(path);
      warn(specError('unresolved-ref', say(asyncapiMessages, 'refShownAsWritten', ref, where || '/'), where));
    }
    return { [UNRESOLVED_KEY]: ref };
  };

  const copy = (value: unknown, depth: number, nameMap: boolean): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    let source: object = value;
    if (isObject(value) && typeof value['$ref'] === 'string') {
      const target = refs.deref(value);
      if (target === undefined) return unresolved(value, value['$ref']);
      if (typeof target !== 'object' || target === null) return target;
      source = target;
    }
    const known = copies.get(source);
    if (known !== undefined) return known;
    if (depth > maxDepth) return source;
    if (Array.isArray(source)) {
      const out: unknown[] = [];
      copies.set(source, out);
      source.forEach((item, i) => {
        path.push(i);
        out.push(copy(item, depth + 1, false));
        path.pop();
      });
      return out;
    }
    const out: RawObject = {};
    copies.set(source, out);
    for (const key of Object.keys(source)) {
      const child = (source as RawObject)[key];
      if (!nameMap && (key.startsWith('x-') || DATA_KEYS.has(key))) {
        out[key] = child;
        continue;
      }
      path.push(key);
      out[key] = copy(child, depth + 1, !nameMap && NAME_MAPS.has(key));
      path.pop();
    }
    return out;
  };

  const root = copy(refs.root, 0, false) as RawObject;
  return { root, copyOf: (raw) => (typeof raw === 'object' && raw !== null ? copies.get(raw) : undefined) };
}
