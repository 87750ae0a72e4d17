import type { SpecError } from '../../model/errors.js';
import { fail, specError, toPointer } from '../../errors.js';
import { fetchRefusal } from '../../load/fetchable-url.js';
import { UNRESOLVED_KEY } from './external-refs.js';
import type { Limits } from '../../limits.js';
import { isObject, type RawObject } from '../../load/raw.js';

export interface GuardedDocument {
  /** The document to hand to the parser: the caller's own, or a copy with refused references replaced. */
  doc: unknown;
  /** One `unresolved-ref` warning per refused reference. */
  warnings: SpecError[];
  /** Puts the full long enums back into the parser's output (see limits.maxValidatedEnum). */
  restore(json: unknown): void;
}

/**
 * Looks at every `$ref` before @asyncapi/parser does, in one walk that never follows a reference:
 * - a local chain of references that loops without reaching a value (payload → `#/x-a/b` → payload) is a
 *   fatal `circular-ref` at once (the parser would walk it for seconds, or forever in a browser);
 * - an enum longer than limits.maxValidatedEnum is validated by its first values only (restore() puts the
 *   rest back), as the parser's uniqueness check is quadratic;
 * - a reference the viewer may not fetch (`file:`, `data:`, `javascript:` …, fetchable-url.ts) is replaced by
 *   the unresolved stand-in and warned about, so the parser never resolves it (it would turn `file:///x`
 *   into a path on the spec's own server and recurse).
 */
export function guardRefs(doc: unknown, sourceUrl: string | undefined, limits: Pick<Limits, 'maxRefChainDepth' | 'maxDocumentDepth' | 'maxValidatedEnum'>): GuardedDocument {
  const maxChain = limits.maxRefChainDepth;
  const maxDepth = limits.maxDocumentDepth;
  const refused: Array<{ path: Array<string | number>; ref: string; reason: string }> = [];
  const longEnums: Array<{ path: Array<string | number>; values: unknown[] }> = [];
  const sound = new Set<string>();
  const path: Array<string | number> = [];
  const visit = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > maxDepth) return;
    if (isObject(value) && '$ref' in value && typeof value['$ref'] !== 'string') {
      const where = toPointer(path) || '/';
      fail('invalid-document', `The $ref at ${where} is ${describe(value['$ref'])}; a $ref must be text such as "#/components/schemas/Pet".`, where);
    }
    if (isObject(value) && typeof value['$ref'] === 'string') {
      const ref = value['$ref'];
      if (ref.startsWith('#')) checkChain(doc, ref, path, sound, maxChain);
      else {
        const reason = refusal(ref, sourceUrl);
        if (reason !== undefined) refused.push({ path: [...path], ref, reason });
      }
    }
    if (isObject(value) && Array.isArray(value['enum']) && value['enum'].length > limits.maxValidatedEnum) {
      longEnums.push({ path: [...path, 'enum'], values: value['enum'] });
    }
    for (const key of Object.keys(value)) {
      if (key === 'enum' && Array.isArray((value as RawObject)[key])) continue; // values are data
      path.push(Array.isArray(value) ? Number(key) : key);
      visit((value as RawObject)[key], depth + 1);
      path.pop();
    }
  };
  visit(doc, 0);
  const restore = (json: unknown): void => {
    for (const { path: at, values } of longEnums) if (Array.isArray(valueAt(json, at))) replaceAt(json, at, values);
  };
  if (refused.length === 0 && longEnums.length === 0) return { doc, warnings: [], restore };
  const copy = structuredClone(doc);
  for (const { path: at, values } of longEnums) replaceAt(copy, at, values.slice(0, limits.maxValidatedEnum));
  const warnings = refused.map(({ path: at, ref, reason }) => {
    replaceAt(copy, at, { [UNRESOLVED_KEY]: ref });
    const where = toPointer(at);
    return specError('unresolved-ref', `The external $ref "${ref}" used at ${where || '/'} was refused: ${reason}.`, where);
  });
  return { doc: copy, warnings, restore };
}

function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

function describe(value: unknown): string {
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list' : `a${typeof value === 'object' ? 'n object' : ` ${typeof value}`}`;
}

function refusal(ref: string, sourceUrl: string | undefined): string | undefined {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  let url: string;
  try {
    url = new URL(target, sourceUrl).href;
  } catch {
    return undefined; // relative without a base: the parser's resolver reports it (external-refs.ts)
  }
  return fetchRefusal(url);
}

/** Follows a local `$ref` → `$ref` chain to its first value; a loop or an endless chain ends the load. */
function checkChain(doc: unknown, ref: string, usedAt: ReadonlyArray<string | number>, sound: Set<string>, maxChain: number): void {
  if (sound.has(ref)) return;
  const chain = [`#${toPointer(usedAt)}`, ref];
  let current = ref;
  for (;;) {
    const target = resolvePointer(doc, current.slice(1));
    if (!isObject(target) || typeof target['$ref'] !== 'string' || !target['$ref'].startsWith('#')) break;
    const next = target['$ref'];
    if (sound.has(next)) break;
    if (chain.includes(next)) {
      const loop = [...chain.slice(chain.indexOf(next)), next];
      fail('circular-ref', `The $ref chain ${loop.join(' → ')} loops without ever reaching a schema or value; make one of them a real definition.`, toPointer(usedAt));
    }
    if (chain.length > maxChain) fail('too-deep', `The $ref chain starting at ${toPointer(usedAt) || '/'} is longer than ${maxChain} links (limits.maxRefChainDepth).`, toPointer(usedAt));
    chain.push(next);
    current = next;
  }
  for (const link of chain.slice(1)) sound.add(link);
}

function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let current = doc;
  for (const raw of pointer.slice(1).split('/')) {
    let token = raw;
    try {
      token = decodeURIComponent(raw);
    } catch {
      // kept as written
    }
    token = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null || !Object.prototype.hasOwnProperty.call(current, token)) return undefined;
    current = (current as RawObject)[token];
  }
  return current;
}

function replaceAt(root: unknown, path: ReadonlyArray<string | number>, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}
