import type { Tag, TagGroup } from '../../model/api.js';
import type { Operation } from '../../model/operation.js';
import { isSectionTag } from '../../model/tag-tree.js';
import { asArray, asString, asStringArray, assignDefined, isObject, type RawObject } from '../raw.js';
import type { OpenApiContext } from './context.js';

export const DEFAULT_TAG = 'default';
/** Untagged webhooks (GitHub's 270 x-webhooks have no tags) get their own group rather than flooding "default". */
export const WEBHOOKS_TAG = 'webhooks';

/**
 * Tags in display order: declared tags first (document order, kept even when unused: they often carry
 * prose), then tags only used by operations (first-use order), then "default" for operations without a section
 * tag and "webhooks" for untagged webhooks. A declared tag of that name takes them and moves to the end.
 * OpenAPI 3.2 adds `summary`, `parent` and `kind`; Redoc's `x-displayName` stands for `summary` in any version.
 */
export function buildTags(ctx: Pick<OpenApiContext, 'doc' | 'warn' | 'v32'>, operations: readonly Operation[]): Tag[] {
  const tags = new Map<string, Tag>();
  for (const raw of asArray(ctx.doc['tags'])) {
    if (!isObject(raw) || typeof raw['name'] !== 'string' || tags.has(raw['name'])) continue;
    const name = raw['name'];
    tags.set(
      name,
      assignDefined<Tag>(
        { name, operationIds: [] },
        {
          description: asString(raw['description']),
          externalDocs: isObject(raw['externalDocs']) && typeof raw['externalDocs']['url'] === 'string'
            ? (raw['externalDocs'] as { url: string; description?: string })
            : undefined,
          summary: nonEmpty(raw['x-displayName']),
        },
      ),
    );
  }
  ctx.v32?.declaredTags(tags, ctx.doc['tags'], ctx.warn);

  const untagged: string[] = [];
  const untaggedWebhooks: string[] = [];
  for (const op of operations) {
    if (op.tags.length === 0) (op.kind === 'webhook' ? untaggedWebhooks : untagged).push(op.id);
    // Badge and label tags are no sections: an operation carrying only those is shown with the untagged ones.
    else if (op.kind !== 'webhook' && !op.tags.some((name) => isSectionTag(tags.get(name)))) untagged.push(op.id);
    for (const name of new Set(op.tags)) {
      let tag = tags.get(name);
      if (!tag) {
        tag = { name, operationIds: [] };
        tags.set(name, tag);
      }
      tag.operationIds.push(op.id);
    }
  }
  appendGroup(tags, DEFAULT_TAG, untagged);
  appendGroup(tags, WEBHOOKS_TAG, untaggedWebhooks);
  return [...tags.values()];
}

function appendGroup(tags: Map<string, Tag>, name: string, operationIds: string[]): void {
  if (operationIds.length === 0) return;
  const tag = tags.get(name) ?? { name, operationIds: [] };
  tags.delete(name);
  tag.operationIds.push(...operationIds);
  tags.set(name, tag);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `x-tagGroups` (Redoc): named groups of tag names. */
export function buildTagGroups(doc: RawObject): TagGroup[] | undefined {
  const groups = asArray(doc['x-tagGroups'])
    .filter(isObject)
    .filter((g) => typeof g['name'] === 'string')
    .map((g) => ({ name: g['name'] as string, tags: asStringArray(g['tags']) }));
  return groups.length > 0 ? groups : undefined;
}
