/** The non-section tags of an operation (badges, audience and other labels), as its card shows them. */
import type { ApiModel, Tag, TagKind } from './api.js';
import type { Operation } from './operation.js';
import { isSectionTag } from './tag-tree.js';

export interface TagMark {
  name: string;
  /** The tag's summary (or `x-displayName`), else its name. */
  label: string;
  kind: TagKind;
  /** Markdown. */
  description?: string;
}

export interface OperationTagMarks {
  /** `kind: badge` tags, in the operation's order. */
  badges: TagMark[];
  /** `kind: audience` and other kinds, in the operation's order. */
  labels: TagMark[];
}

const NONE: OperationTagMarks = { badges: [], labels: [] };
const marksByModel = new WeakMap<Pick<ApiModel, 'tags'>, Map<string, TagMark>>();

/** Non-section tags by name, built once per model (most models have none: the map stays empty). */
function marksOf(model: Pick<ApiModel, 'tags'>): Map<string, TagMark> {
  let marks = marksByModel.get(model);
  if (!marks) {
    marks = new Map();
    for (const tag of model.tags) if (!isSectionTag(tag) && !marks.has(tag.name)) marks.set(tag.name, markOf(tag));
    marksByModel.set(model, marks);
  }
  return marks;
}

function markOf(tag: Tag): TagMark {
  const mark: TagMark = { name: tag.name, label: tag.summary || tag.name, kind: tag.kind ?? 'nav' };
  if (tag.description !== undefined) mark.description = tag.description;
  return mark;
}

/** The badges and labels `op` carries; empty lists when its tags are all sections. */
export function operationTagMarks(model: Pick<ApiModel, 'tags'> | undefined, op: Pick<Operation, 'tags'>): OperationTagMarks {
  if (!model || op.tags.length === 0) return NONE;
  const marks = marksOf(model);
  if (marks.size === 0) return NONE;
  const found: OperationTagMarks = { badges: [], labels: [] };
  for (const name of new Set(op.tags)) {
    const mark = marks.get(name);
    if (mark) (mark.kind === 'badge' ? found.badges : found.labels).push(mark);
  }
  return found;
}
