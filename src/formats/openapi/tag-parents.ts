import type { Tag } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import { say, specError } from '../../errors.js';
import { clipped, openapi32Messages } from './texts-32.js';

/** A declared tag's `parent` as written, with where it was written. */
export interface DeclaredParent {
  parent: string;
  /** JSON pointer of the `parent` field. */
  location: string;
}

/**
 * Sets `parent` on the tags whose declared parent names a declared tag and leads to no cycle. A missing parent or
 * a cycle is a warning and leaves the tag (every tag of the cycle) at the top level.
 */
export function resolveTagParents(tags: ReadonlyMap<string, Tag>, declared: ReadonlyMap<string, DeclaredParent>, warn: (error: SpecError) => void): void {
  const parents = new Map<string, string>();
  for (const [name, { parent, location }] of declared) {
    if (tags.has(parent)) parents.set(name, parent);
    else warn(specError('invalid-document', say(openapi32Messages, 'tagParentMissing', clipped(name), clipped(parent)), location));
  }
  const state = new Map<string, 'visiting' | 'done'>();
  for (const start of parents.keys()) {
    const path: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && !state.has(current)) {
      state.set(current, 'visiting');
      path.push(current);
      current = parents.get(current);
    }
    if (current !== undefined && state.get(current) === 'visiting') {
      const cycle = path.slice(path.indexOf(current));
      const chain = cycleText(cycle);
      for (const name of cycle) {
        parents.delete(name);
        warn(specError('invalid-document', say(openapi32Messages, 'tagParentCycle', clipped(name), chain), declared.get(name)?.location));
      }
    }
    for (const name of path) state.set(name, 'done');
  }
  for (const [name, parent] of parents) {
    const tag = tags.get(name);
    if (tag) tag.parent = parent;
  }
}

/** Names written in a cycle's text: a ring of thousands of tags is named by its first few (one text for all its warnings). */
const CYCLE_NAMES = 6;

/** "a → b → a"; a long cycle "t0 → t1 → t2 → t3 → t4 → … → t9999 → t0", each name clipped. */
function cycleText(cycle: readonly string[]): string {
  const names = cycle.length <= CYCLE_NAMES ? cycle : [...cycle.slice(0, CYCLE_NAMES - 1), '…', cycle[cycle.length - 1]!];
  return [...names, cycle[0]!].map(clipped).join(' → ');
}
