/**
 * What both renderers (HTML, Markdown) work from: the page's reading order (navigationOf, as the live element
 * shows it: tag groups → tags → operations, then webhooks, then schemas), where each deep-link id lives, and the
 * links between pages when the reference is split.
 */
import type { ApiModel } from '../model/api.js';
import type { Operation } from '../model/operation.js';
import { navigationOf, schemaAnchorId, tagSectionId, WEBHOOKS_SECTION_ID, type Navigation, type NavTag } from '../model/navigation.js';
import { walkTags } from '../model/tag-tree.js';
import { fragmentFor } from '../model/deep-link.js';
import { DescriptionRenderer } from './text/description-html.js';
import type { ResolvedOptions } from './options.js';
import type { Labels } from './words.js';

/** One section of operations: a tag (nested tags are sections of their own), or the webhooks. */
export interface OperationSection {
  /** Anchor id: `tag/<name>` or `section/webhooks`. */
  id: string;
  title: string;
  /** Markdown. */
  description?: string;
  externalDocs?: { url: string; description?: string };
  /** x-tagGroups group the section belongs to (first section of a group only: `groupStart`). */
  group?: string;
  groupStart: boolean;
  /** 0 at the top level, 1 below a parent tag … */
  depth: number;
  /** The section's operations; `home: false` for an operation shown in full under another tag (a link here). */
  entries: Array<{ op: Operation; home: boolean }>;
  /** File name stem of the section's page when the reference is split: unique, URL-safe. */
  slug: string;
}

export interface RenderContext {
  model: ApiModel;
  nav: Navigation;
  options: ResolvedOptions;
  /** The words (options.labels). */
  t: Labels;
  text: DescriptionRenderer;
  sections: OperationSection[];
  /** Operation id → the id of the section its full card is in. */
  homeSection: Map<string, OperationSection>;
  /** AsyncAPI: the operation whose card carries the `channel-<id>` / `message-<id>` anchor (the first in order). */
  channelHome: Map<string, string>;
  messageHome: Map<string, string>;
  /** Where links to operations and schemas point: in one page (`#id`), or across split pages. */
  links: Links;
  /** On a split reference's section pages: where the operation is in the interactive page (`../index.html#id`). */
  interactive?: (op: Operation) => string;
  /** Operation id → its section's HTML already rendered (a split reference measures pages before writing them). */
  prerendered?: Map<string, string>;
}

export interface Links {
  operation(op: Operation): string;
  schema(name: string): string;
}

/** Links within one page. */
export function pageLinks(model: ApiModel): Links {
  return {
    operation: (op) => `#${fragmentFor(op.id)}`,
    schema: (name) => `#${fragmentFor(schemaAnchorId(model, name))}`,
  };
}

/** A URL-safe file name stem for a section title: `Pet Store` → `pet-store`; never empty. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? 'section' : slug;
}

export function createContext(model: ApiModel, options: ResolvedOptions, links?: Links): RenderContext {
  const nav = navigationOf(model);
  const sections: OperationSection[] = [];
  const taken = new Set<string>(['webhooks', 'schemas', 'index']);
  const uniqueSlug = (text: string): string => {
    const base = slugOf(text);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
  for (const group of nav.groups) {
    let groupStart = true;
    walkTags(group.tags, (tag: NavTag) => {
      if (tag.operations.length === 0 && tag.children.length === 0) return;
      const section: OperationSection = {
        id: tagSectionId(tag.name),
        title: tag.label,
        groupStart,
        depth: tag.depth,
        entries: tag.operations.map((op) => ({ op, home: nav.homeTag.get(op.id) === tag.name })),
        slug: uniqueSlug(tag.name),
      };
      if (group.name !== undefined) section.group = group.name;
      if (tag.description !== undefined) section.description = tag.description;
      if (tag.externalDocs !== undefined) section.externalDocs = tag.externalDocs;
      groupStart = false;
      sections.push(section);
    });
  }
  if (nav.webhooks.length > 0) {
    sections.push({ id: WEBHOOKS_SECTION_ID, title: options.labels.webhooks, groupStart: false, depth: 0, entries: nav.webhooks.map((op) => ({ op, home: true })), slug: 'webhooks' });
  }
  const homeSection = new Map<string, OperationSection>();
  for (const section of sections) for (const { op, home } of section.entries) if (home && !homeSection.has(op.id)) homeSection.set(op.id, section);
  const channelHome = new Map<string, string>();
  const messageHome = new Map<string, string>();
  for (const op of nav.order) {
    if (!op.async) continue;
    if (!channelHome.has(op.async.channel.id)) channelHome.set(op.async.channel.id, op.id);
    for (const message of [...op.async.messages, ...(op.async.reply?.messages ?? [])]) if (!messageHome.has(message.id)) messageHome.set(message.id, op.id);
  }
  return {
    model,
    nav,
    options,
    t: options.labels,
    text: new DescriptionRenderer(options.sanitize),
    sections,
    homeSection,
    channelHome,
    messageHome,
    links: links ?? pageLinks(model),
  };
}

/** Counts rendered operations and reports progress (at most ~200 calls for any size). */
export function progress(ctx: RenderContext): () => void {
  const total = ctx.nav.order.length;
  const step = Math.max(1, Math.floor(total / 200));
  let done = 0;
  return () => {
    done++;
    if (ctx.options.onProgress && (done % step === 0 || done === total)) ctx.options.onProgress(done, total);
  };
}
