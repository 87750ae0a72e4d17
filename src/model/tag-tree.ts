/**
 * The tag tree of the reading order: section tags nested by `parent`, any depth. Flat tag lists (nearly every
 * document) cost one pass over the tags: no tag has children, so the walk below visits each tag once.
 */
import type { ApiModel, Tag } from './api.js';
import type { ExternalDocs } from './external-docs.js';
import type { Operation } from './operation.js';

export interface NavTag {
  /** The tag's id: section anchors and deep links use it. */
  name: string;
  /** What the reader sees: the tag's summary (or `x-displayName`), else its name. */
  label: string;
  /** Markdown. */
  description?: string;
  externalDocs?: ExternalDocs;
  /** This tag's own operations (not those of the tags below it). */
  operations: Operation[];
  /** Section tags nested under this one, in document order. */
  children: NavTag[];
  /** 0 at the top level. */
  depth: number;
  /** Operation entries of this tag and all tags below it. */
  total: number;
}

/** A tag that makes a section: `kind` absent or `nav`. Badge, audience and other kinds only label operations. */
export function isSectionTag(tag: Pick<Tag, 'kind'> | undefined): boolean {
  return tag?.kind === undefined || tag.kind === 'nav';
}

/**
 * Whether the model shows anything of the tag tree beyond flat sections: a nested tag or a badge/label tag. Pages
 * whose model does not (nearly all) never download the views of those.
 */
export function usesTagTree(model: Pick<ApiModel, 'tags'>): boolean {
  return model.tags.some((tag) => tag.parent !== undefined || !isSectionTag(tag));
}

export interface TagForest {
  /** Top-level section tags, in document order. */
  roots: NavTag[];
  /** Every section tag by name. */
  byName: Map<string, NavTag>;
  /** Tag name → names of the tags above it, outermost first (empty at the top level). */
  ancestors: Map<string, readonly string[]>;
}

const TOP: readonly string[] = [];

/**
 * Levels of nesting below a top-level tag. A tag deeper than that starts a tree of its own at the top level: no
 * reader follows a deeper tree, and a chain of 10,000 parents would otherwise cost as many nested calls and
 * sections (and ancestor lists of every length up to it).
 */
export const MAX_TAG_DEPTH = 16;

/**
 * Section tags as a forest. A parent that is not a section tag, or a cycle (a hand-made model may hold one: the
 * readers drop such parents with a warning), leaves the tag at the top level; so does a parent MAX_TAG_DEPTH deep.
 */
export function tagForest(model: Pick<ApiModel, 'tags' | 'operations'>, byId: ReadonlyMap<string, Operation>): TagForest {
  const isEndpoint = (op: Operation | undefined): op is Operation => op !== undefined && op.kind !== 'webhook';
  const placed = new Set<string>();
  const byName = new Map<string, NavTag>();
  const parentOf = new Map<string, string>();
  for (const tag of model.tags) {
    if (!isSectionTag(tag) || byName.has(tag.name)) continue;
    const operations = tag.operationIds.map((id) => byId.get(id)).filter(isEndpoint);
    for (const op of operations) placed.add(op.id);
    const navTag: NavTag = { name: tag.name, label: tag.summary || tag.name, operations, children: [], depth: 0, total: 0 };
    if (tag.description !== undefined) navTag.description = tag.description;
    if (tag.externalDocs !== undefined) navTag.externalDocs = tag.externalDocs;
    byName.set(tag.name, navTag);
    if (tag.parent !== undefined && tag.parent !== tag.name) parentOf.set(tag.name, tag.parent);
  }
  // Robustness: an operation no section tag lists still gets a home.
  const orphans = model.operations.filter((op) => op.kind !== 'webhook' && !placed.has(op.id));
  if (orphans.length > 0) {
    const existing = byName.get('default');
    if (existing) existing.operations.push(...orphans);
    else byName.set('default', { name: 'default', label: 'default', operations: orphans, children: [], depth: 0, total: 0 });
  }

  const childrenOf = new Map<string, NavTag[]>();
  const roots: NavTag[] = [];
  for (const tag of byName.values()) {
    const parent = parentOf.get(tag.name);
    if (parent !== undefined && byName.has(parent)) {
      const siblings = childrenOf.get(parent);
      if (siblings) siblings.push(tag);
      else childrenOf.set(parent, [tag]);
    } else {
      roots.push(tag);
    }
  }

  const ancestors = new Map<string, readonly string[]>();
  const visit = (tag: NavTag, depth: number, above: readonly string[]): number => {
    ancestors.set(tag.name, above);
    tag.depth = depth;
    let total = tag.operations.length;
    const children = depth < MAX_TAG_DEPTH ? childrenOf.get(tag.name) : undefined;
    if (children) {
      const path = [...above, tag.name];
      for (const child of children) {
        if (ancestors.has(child.name)) continue;
        tag.children.push(child);
        total += visit(child, depth + 1, path);
      }
    }
    tag.total = total;
    return total;
  };
  for (const root of roots) visit(root, 0, TOP);
  // Tags on a cycle, and those below the deepest level, are reached from no root: they go to the top level.
  for (const tag of byName.values()) {
    if (ancestors.has(tag.name)) continue;
    roots.push(tag);
    visit(tag, 0, TOP);
  }
  return { roots, byName, ancestors };
}

/** Calls `each` for `tags` and every tag below them, parents before children (the page's order). */
export function walkTags(tags: readonly NavTag[], each: (tag: NavTag) => void): void {
  for (const tag of tags) {
    each(tag);
    if (tag.children.length > 0) walkTags(tag.children, each);
  }
}
