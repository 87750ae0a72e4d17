import { css, html, nothing, type TemplateResult } from 'lit';
import type { NavTag, Operation } from '../../src/index.js';

/** What the tag tree needs from the sidebar: the filter, open state and its collapsible group. */
export interface SidebarTagsHost {
  filtering: boolean;
  matches: (op: Operation) => boolean;
  /** Whether the tag's group is open (the reader's choice, else small spec or holding the current entry). */
  isOpen: (tag: NavTag) => boolean;
  /** A collapsible group: toggle, its operations, then `nested` (the groups of the tags below it). */
  group: (key: string, label: string, count: number, open: boolean, operations: Operation[], nested: unknown) => TemplateResult;
}

/**
 * The sidebar entry of a tag and, inside it, those of the tags nested under it (any depth). A flat tag is one
 * group as before: the recursion only starts for tags that have children. A tag shows while it or a tag below it
 * has an operation (that the filter matches).
 */
export function sidebarTag(tag: NavTag, host: SidebarTagsHost): TemplateResult | typeof nothing {
  if (tag.total === 0) return nothing;
  const key = `tag:${tag.name}`;
  const visible = host.filtering ? tag.operations.filter(host.matches) : tag.operations;
  if (tag.children.length === 0) return visible.length === 0 ? nothing : host.group(key, tag.label, tag.total, host.isOpen(tag), visible, nothing);
  // Filtering opens every group; a closed group renders none of the groups below it.
  const open = host.isOpen(tag);
  const children = open ? tag.children.map((child) => sidebarTag(child, host)) : [];
  if (host.filtering && visible.length === 0 && children.every((child) => child === nothing)) return nothing;
  const nested = children.length > 0 ? html`<ul class="groups nested" role="list">${children}</ul>` : nothing;
  return host.group(key, tag.label, tag.total, open, visible, nested);
}

/** Adopted by the sidebar once it renders nested groups. */
export const nestedGroupStyles = css`
  /* Tags nested under a tag: indented from the reading start (the right in RTL), with a guide line. */
  .groups.nested {
    margin-block: 2px var(--sv-space-1);
    margin-inline-start: 13px;
    padding-inline-start: var(--sv-space-1);
    border-inline-start: 1px solid var(--sv-color-border);
  }
`;
