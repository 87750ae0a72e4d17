/** A schema outline as a nested Markdown list. */
import { codeSpan, escapeMarkdown } from '../escape.js';
import { schemaOutline, type OutlineNode } from '../schema-outline.js';
import type { Schema } from '../../model/schema.js';
import type { MdContext } from './md-context.js';
import { indent } from './markdown-text.js';

/** The outline of `schema`: a type line, then its children as a nested list. */
export function schemaMarkdown(ctx: MdContext, schema: Schema, rootDescription = true): string {
  const root = schemaOutline(schema, { depth: ctx.options.schemaDepth, listItems: ctx.options.listItems, t: ctx.t });
  if (!rootDescription) delete root.description;
  const lines = [`${escapeMarkdown(ctx.t.type)}: ${nodeText(ctx, root)}`];
  if (root.description) lines.push('', ctx.md.md(root.description));
  const children = childrenMarkdown(ctx, root);
  if (children) lines.push('', children);
  return lines.join('\n');
}

function nodeText(ctx: MdContext, node: OutlineNode): string {
  const parts: string[] = [];
  if (node.name !== undefined) parts.push(node.kind === 'variant' ? `*${escapeMarkdown(node.name)}*:` : codeSpan(node.name));
  // The schema name follows the label unless the label names it as a whole piece (never as part of a word).
  const named = node.ref !== undefined && node.typeParts.some((p) => typeof p !== 'string' && p.schema === node.ref);
  parts.push(codeSpan(node.type) + (node.ref !== undefined && !named ? ` (${escapeMarkdown(node.ref)})` : ''));
  if (node.required) parts.push(`**${escapeMarkdown(ctx.t.required)}**`);
  parts.push(...node.flags.map((f) => `*${escapeMarkdown(f)}*`));
  if (node.facts.length > 0) parts.push(`— ${node.facts.map((f) => codeSpan(f)).join(', ')}`);
  return parts.join(' ');
}

function childrenMarkdown(ctx: MdContext, node: OutlineNode): string {
  const items = node.children.map((child) => {
    const body: string[] = [];
    if (child.description) body.push(indent(ctx.md.md(child.description), 2));
    const nested = childrenMarkdown(ctx, child);
    if (nested) body.push(indent(nested, 2));
    return [`- ${nodeText(ctx, child)}`, ...body].join('\n');
  });
  if (node.omitted > 0) items.push(`- ${escapeMarkdown(ctx.t.staticMore(node.omitted))}`);
  if (node.cut) items.push(`- ${escapeMarkdown(ctx.t.staticNestedDeeper)}`);
  return items.join('\n');
}
