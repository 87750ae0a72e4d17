/** A schema outline as nested HTML lists. */
import { escapeHtml as esc } from '../escape.js';
import { schemaOutline, type OutlineNode } from '../schema-outline.js';
import type { Schema } from '../../model/schema.js';
import type { RenderContext } from '../context.js';

/** The outline of `schema` below a heading of level `level`: its type line, then its children. */
export function schemaHtml(ctx: RenderContext, schema: Schema, level: number, rootDescription = true): string {
  const root = schemaOutline(schema, { depth: ctx.options.schemaDepth, listItems: ctx.options.listItems, t: ctx.t });
  if (!rootDescription) delete root.description;
  return `<div class="sv-static-schema">${nodeLine(ctx, root, level)}${childrenHtml(ctx, root, level)}</div>`;
}

/**
 * The type label, built from its pieces: the node's schema name (when the schemas section has it) is a link where
 * the label names it (`object (<a>Pet</a>)`, `array of <a>Pet</a>`), else follows the label (`string <uuid>`
 * <a>Id</a>). Only a whole name piece is ever a link, never text that happens to contain the name.
 */
function typeHtml(ctx: RenderContext, node: OutlineNode): string {
  const ref = node.ref !== undefined && ctx.model.schemas.has(node.ref) ? node.ref : undefined;
  const link = (name: string): string => `<a class="sv-static-ref" href="${esc(ctx.links.schema(name))}">${esc(name)}</a>`;
  let linked = false;
  const label = node.typeParts
    .map((part) => {
      if (typeof part === 'string') return esc(part);
      if (part.schema !== ref || linked) return esc(part.schema);
      linked = true;
      return link(part.schema);
    })
    .join('');
  const type = `<span class="sv-static-type">${label}</span>`;
  return ref !== undefined && !linked ? `${type} ${link(ref)}` : type;
}

function nodeLine(ctx: RenderContext, node: OutlineNode, level: number): string {
  const parts: string[] = [];
  if (node.name !== undefined) parts.push(node.kind === 'variant' ? `<span class="sv-static-variant">${esc(node.name)}</span>` : `<code class="sv-static-name">${esc(node.name)}</code>`);
  parts.push(typeHtml(ctx, node));
  if (node.required) parts.push(`<span class="sv-static-required">${esc(ctx.t.required)}</span>`);
  for (const flag of node.flags) parts.push(`<span class="sv-static-flag">${esc(flag)}</span>`);
  const facts = node.facts.length > 0 ? `<span class="sv-static-facts">${node.facts.map((f) => `<code>${esc(f)}</code>`).join(' ')}</span>` : '';
  const description = node.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(node.description, Math.min(level + 1, 6))}</div>` : '';
  return `<p class="sv-static-line">${parts.join(' ')}${facts ? ` ${facts}` : ''}</p>${description}`;
}

function childrenHtml(ctx: RenderContext, node: OutlineNode, level: number): string {
  const items = node.children.map((child) => `<li>${nodeLine(ctx, child, level)}${childrenHtml(ctx, child, level)}</li>`);
  if (node.omitted > 0) items.push(`<li class="sv-static-more">${esc(ctx.t.staticMore(node.omitted))}</li>`);
  if (node.cut) items.push(`<li class="sv-static-more">${esc(ctx.t.staticNestedDeeper)}</li>`);
  return items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
}
