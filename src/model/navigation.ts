/**
 * The reading order of a model, shared by the sidebar and the content (and deep links) so all agree:
 * tag groups (x-tagGroups) → tags → operations, then webhooks, then schemas.
 */
import type { ApiModel } from './api.js';
import type { ExternalDocs } from './external-docs.js';
import type { Operation } from './operation.js';
import type { Schema } from './schema.js';
import { sectionId } from './ids.js';

export interface NavTag {
  name: string;
  /** Markdown. */
  description?: string;
  externalDocs?: ExternalDocs;
  operations: Operation[];
}

export interface NavGroup {
  /** x-tagGroups name; undefined when the document has no tag groups. */
  name?: string;
  tags: NavTag[];
}

export interface Navigation {
  groups: NavGroup[];
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
  const isEndpoint = (op: Operation | undefined): op is Operation => op !== undefined && op.kind !== 'webhook';
  const placed = new Set<string>();
  const tags = new Map<string, NavTag>();
  for (const tag of model.tags) {
    const operations = tag.operationIds.map((id) => byId.get(id)).filter(isEndpoint);
    for (const op of operations) placed.add(op.id);
    const navTag: NavTag = { name: tag.name, operations };
    if (tag.description !== undefined) navTag.description = tag.description;
    if (tag.externalDocs !== undefined) navTag.externalDocs = tag.externalDocs;
    tags.set(tag.name, navTag);
  }
  // Robustness: an operation no tag lists still gets a home.
  const orphans = model.operations.filter((op) => op.kind !== 'webhook' && !placed.has(op.id));
  if (orphans.length > 0) {
    const existing = tags.get('default');
    if (existing) existing.operations.push(...orphans);
    else tags.set('default', { name: 'default', operations: orphans });
  }

  const groups: NavGroup[] = [];
  if (model.tagGroups && model.tagGroups.length > 0) {
    const grouped = new Set<string>();
    for (const group of model.tagGroups) {
      const members = group.tags.map((name) => tags.get(name)).filter((t): t is NavTag => t !== undefined);
      members.forEach((t) => grouped.add(t.name));
      if (members.length > 0) groups.push({ name: group.name, tags: members });
    }
    const rest = [...tags.values()].filter((t) => !grouped.has(t.name) && t.operations.length > 0);
    if (rest.length > 0) groups.push({ name: 'Other', tags: rest });
  } else {
    groups.push({ tags: [...tags.values()] });
  }

  const order: Operation[] = [];
  const homeTag = new Map<string, string>();
  for (const group of groups) {
    for (const tag of group.tags) {
      for (const op of tag.operations) {
        if (homeTag.has(op.id)) continue;
        homeTag.set(op.id, tag.name);
        order.push(op);
      }
    }
  }
  const webhooks = model.operations.filter((op) => op.kind === 'webhook');
  order.push(...webhooks);

  const nav: Navigation = {
    groups,
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
