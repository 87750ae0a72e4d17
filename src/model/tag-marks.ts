/** The non-section tags of an operation (badges, audience and other labels), as its card shows them. */
import type { ApiModel, TagKind } from './api.js';
import type { Operation } from './operation.js';
import { isSectionTag } from './tag-tree.js';

export interface TagMark {
  name: string;
  /** The tag's summary (or `x-displayName`), else its name. */
  label: string;
  kind: TagKind;
}

export interface OperationTagMarks {
  /** `kind: badge` tags, in the operation's order. */
  badges: TagMark[];
  /** `kind: audience` and other kinds, in the operation's order. */
  labels: TagMark[];
}

const NONE: OperationTagMarks = { badges: [], labels: [] };
// Pure: a bundle whose code never asks for marks (a page without badge or label tags) leaves this module out.
const marksByModel = /* @__PURE__ */ new WeakMap<Pick<ApiModel, 'tags'>, Map<string, TagMark>>();

/** Non-section tags by name, built once per model (most models have none: the map stays empty). */
function marksOf(model: Pick<ApiModel, 'tags'>): Map<string, TagMark> {
  let marks = marksByModel.get(model);
  if (!marks) {
    marks = new Map();
    for (const tag of model.tags) {
      if (!isSectionTag(tag) && !marks.has(tag.name)) marks.set(tag.name, { name: tag.name, label: tag.summary || tag.name, kind: tag.kind ?? 'nav' });
    }
    marksByModel.set(model, marks);
  }
  return marks;
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
