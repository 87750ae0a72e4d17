import { fail, say, type CoreText } from '../../errors.js';
import { isObject } from '../raw.js';
import { fragmentOf, type RefResolver } from '../../refs/resolve-ref.js';
import { scanJsonRefs } from './scan-json-refs.js';
import { walkRefs } from '../../refs/walk-refs.js';
import type { ExternalRef } from '../../refs/load-external-refs.js';
import { documentMessages } from '../../refs/texts.js';

export type { ExternalRef } from '../../refs/load-external-refs.js';

/**
 * Checks every local `$ref` of the root document once, up front, so the lazy normalizer never meets a
 * broken one: a missing target is a fatal `unresolved-ref`, a chain of refs that loops without reaching a
 * value is a fatal `circular-ref` naming the chain. External refs are returned for refs/load-external-refs.ts.
 */
export function checkRefs(resolver: RefResolver, maxDepth: number, jsonText?: string): ExternalRef[] {
  if (jsonText !== undefined && allRefsSound(resolver, scanJsonRefs(jsonText))) return [];
  const checked = new Set<string>();
  const external: ExternalRef[] = [];
  walkRefs(
    resolver.root,
    (ref, holder, location) => {
      if (checked.has(ref)) return;
      if (resolver.isExternal(ref)) {
        external.push({ ref, holder, location: location() });
        return;
      }
      checkChain(resolver, ref, location);
      checked.add(ref);
    },
    maxDepth,
  );
  return external;
}

/** True when every ref is local and resolves without a loop (then the precise walk has nothing to find). */
function allRefsSound(resolver: RefResolver, refs: Set<string>): boolean {
  try {
    for (const ref of refs) {
      if (resolver.isExternal(ref)) return false;
      checkChain(resolver, ref, () => '');
    }
    return true;
  } catch {
    return false;
  }
}

function checkChain(resolver: RefResolver, ref: string, location: () => string): void {
  let current = ref;
  let currentUsedAt: string | undefined;
  const target = resolver.lookup(ref);
  // Most refs point straight at a value: settle them without building any pointer text.
  if (target && (!isObject(target.value) || typeof target.value['$ref'] !== 'string')) return;
  const usedAt = location();
  // The holder itself can be the start of a loop (components/schemas/A: {$ref: B}), so it heads the chain.
  const chain = [`#${usedAt}`, ref];
  for (;;) {
    const found = resolver.lookup(current);
    if (!found) {
      const where = currentUsedAt ?? usedAt;
      fail('unresolved-ref', say(documentMessages, 'refToNothing', current, where || '/', missingPart(resolver, current)), where);
    }
    const value = found.value;
    if (!isObject(value) || typeof value['$ref'] !== 'string') return;
    const next = value['$ref'];
    if (resolver.isExternal(next)) return;
    if (chain.includes(next)) {
      const loop = [...chain.slice(chain.indexOf(next)), next];
      fail('circular-ref', say(documentMessages, 'refLoop', describeChain(loop)), usedAt);
    }
    if (chain.length > resolver.maxChainDepth) {
      fail('too-deep', say(documentMessages, 'refChainTooLong', usedAt || '/', resolver.maxChainDepth), usedAt);
    }
    chain.push(next);
    currentUsedAt = fragmentOf(current);
    current = next;
  }
}

/** Names the deepest existing parent of a missing pointer, e.g. `components/schemas has no "Pet"`. */
function missingPart(resolver: RefResolver, ref: string): CoreText {
  const tokens = fragmentOf(ref).split('/').slice(1);
  for (let i = tokens.length - 1; i > 0; i--) {
    const parent = `#/${tokens.slice(0, i).join('/')}`;
    if (resolver.lookup(parent)) return say(documentMessages, 'refParentLacks', tokens.slice(0, i).join('/'), tokens[i]!);
  }
  return say(documentMessages, 'refDocumentLacks', tokens[0] ?? '');
}

/** "#/components/schemas/A → B → A": the full first ref, then the names of its siblings. */
function describeChain(chain: string[]): string {
  const first = chain[0] ?? '';
  const prefix = first.slice(0, first.lastIndexOf('/') + 1);
  return chain.map((ref, i) => (i > 0 && ref.startsWith(prefix) && !ref.slice(prefix.length).includes('/') ? ref.slice(prefix.length) : ref)).join(' → ');
}
