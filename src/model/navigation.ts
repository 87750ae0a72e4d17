/**
 * The reading order of a model, shared by the sidebar and the content (and deep links) so all agree:
 * tag groups (x-tagGroups) → tags, nested by `parent` → operations, then webhooks, then schemas.
 */
import type { ApiModel } from './api.js';
import type { Operation } from './operation.js';
import type { Schema } from './schema.js';
import { sectionId } from './ids.js';
import { tagForest, walkTags, type NavTag } from './tag-tree.js';

export type { NavTag } from './tag-tree.js';

/**
 * The first tier of the tag tree: an x-tagGroups group (a parent node without operations of its own), or the one
 * unnamed group holding every top-level tag when the document has no tag groups.
 */
export interface NavGroup {
  /** x-tagGroups name; undefined when the document has no tag groups. */
  name?: string;
  /** Top-level tags of the group; nested tags hang below them (`children`). */
  tags: NavTag[];
}

export interface Navigation {
  groups: NavGroup[];
  /** Every section tag once, parents before children, in the page's order. */
  allTags: NavTag[];
  /** Tag name → names of the tags above it, outermost first (empty at the top level). */
  tagAncestors: Map<string, readonly string[]>;
  webhooks: Operation[];
  schemas: Array<[string, Schema]>;
  /** Every operation once, in the order the page shows its full card (an operation under two tags is shown in full under the first). */
  order: Operation[];
  byId: Map<string, Operation>;
  /** Operation id → the tag name under which its full card is shown. */
  homeTag: Map<string, string>;
  /** Operations and webhooks counted by id, for quick checks. */
  operationCount: number;
}

const cache = new WeakMap<ApiModel, Navigation>();

/** Builds (once per model) the navigation structure. Every operation of the model is reachable from it. */
export function navigationOf(model: ApiModel): Navigation {
  const hit = cache.get(model);
  if (hit) return hit;

  const byId = new Map(model.operations.map((op) => [op.id, op] as const));
  const forest = tagForest(model, byId);

  const groups: NavGroup[] = [];
  if (model.tagGroups && model.tagGroups.length > 0) {
    const grouped = new Set<string>();
    for (const group of model.tagGroups) {
      // A nested tag stays under its parent wherever the groups list it.
      const members = group.tags
        .map((name) => forest.byName.get(name))
        .filter((t): t is NavTag => t !== undefined && t.depth === 0);
      members.forEach((t) => grouped.add(t.name));
      if (members.length > 0) groups.push({ name: group.name, tags: members });
    }
    const rest = forest.roots.filter((t) => !grouped.has(t.name) && t.total > 0);
    if (rest.length > 0) groups.push({ name: 'Other', tags: rest });
  } else {
    groups.push({ tags: forest.roots });
  }

  const order: Operation[] = [];
  const homeTag = new Map<string, string>();
  const listed = new Set<NavTag>(); // x-tagGroups may list a tag in two groups
  for (const group of groups) {
    walkTags(group.tags, (tag) => {
      listed.add(tag);
      for (const op of tag.operations) {
        if (homeTag.has(op.id)) continue;
        homeTag.set(op.id, tag.name);
        order.push(op);
      }
    });
  }
  const webhooks = model.operations.filter((op) => op.kind === 'webhook');
  order.push(...webhooks);

  const nav: Navigation = {
    groups,
    allTags: [...listed],
    tagAncestors: forest.ancestors,
    webhooks,
    schemas: [...model.schemas.entries()],
    order,
    byId,
    homeTag,
    operationCount: model.operations.length,
  };
  cache.set(model, nav);
  return nav;
}

/** Element id of a schema's entry: `type-<Name>` for GraphQL types, `schema-<Name>` otherwise. */
export function schemaAnchorId(model: Pick<ApiModel, 'graphql'>, name: string): string {
  return model.graphql ? sectionId.graphqlType(name) : sectionId.schema(name);
}

/** Anchor id of a tag section (not part of the deep-link contract, but linkable). */
export function tagSectionId(name: string): string {
  return `tag/${name}`;
}

/** Anchor id of the webhooks section; the slash keeps it apart from operation ids and tag sections. */
export const WEBHOOKS_SECTION_ID = 'section/webhooks';
