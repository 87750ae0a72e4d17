import type { ExternalDocs } from '../../model/external-docs.js';
import type { TagInfo } from '../../model/tag-info.js';
import { asArray, asString, isObject } from '../raw.js';

export function externalDocsOf(raw: unknown): ExternalDocs | undefined {
  if (!isObject(raw) || typeof raw['url'] !== 'string') return undefined;
  const description = asString(raw['description']);
  return description === undefined ? { url: raw['url'] } : { url: raw['url'], description };
}

/**
 * Reads AsyncAPI tag lists (messages, servers, channels, operations). Tags are matched by name: the root list
 * (2.x `tags`, 3.0 `info.tags`) describes the tags the document uses, so a tag written with only its name
 * takes its description and docs from there. Tag sections (`describe`) also use details written where the
 * tag is used when the root list has none.
 */
export class TagReader {
  /** The root list in document order. */
  readonly declared: TagInfo[];
  private readonly root = new Map<string, TagInfo>();
  private readonly inline = new Map<string, TagInfo>();

  constructor(root: unknown) {
    this.declared = asArray(root).flatMap((item) => (isObject(item) && typeof item['name'] === 'string' ? [tagOf(item['name'], item)] : []));
    for (const tag of this.declared) if (!this.root.has(tag.name)) this.root.set(tag.name, tag);
  }

  /** The tags of one `tags` array, completed from the root list. */
  list(raw: unknown): TagInfo[] {
    return asArray(raw).flatMap((item): TagInfo[] => {
      if (!isObject(item) || typeof item['name'] !== 'string') return [];
      const own = tagOf(item['name'], item);
      const seen = this.inline.get(own.name);
      this.inline.set(own.name, seen ? { ...seen, ...fillFrom(seen, own) } : own);
      const declared = this.root.get(own.name);
      return [declared ? { ...own, ...fillFrom(own, declared) } : own];
    });
  }

  /** Everything known about the tag `name` (root list first): `{ name }` when it was never described. */
  describe(name: string): TagInfo {
    const declared = this.root.get(name);
    const inline = this.inline.get(name);
    if (declared && inline) return { ...declared, ...fillFrom(declared, inline) };
    return declared ?? inline ?? { name };
  }
}

function tagOf(name: string, raw: Record<string, unknown>): TagInfo {
  const tag: TagInfo = { name };
  const description = asString(raw['description']);
  if (description !== undefined) tag.description = description;
  const docs = externalDocsOf(raw['externalDocs']);
  if (docs) tag.externalDocs = docs;
  return tag;
}

/** The fields `tag` lacks that `other` has. */
function fillFrom(tag: TagInfo, other: TagInfo): Partial<TagInfo> {
  const filled: Partial<TagInfo> = {};
  if (tag.description === undefined && other.description !== undefined) filled.description = other.description;
  if (tag.externalDocs === undefined && other.externalDocs !== undefined) filled.externalDocs = other.externalDocs;
  return filled;
}
