/** GraphQL: a root field's arguments and return type; the types (fields, input fields, values) and directives. */
import { sectionId } from '../../model/ids.js';
import type { GraphqlField, GraphqlInputValue, GraphqlType } from '../../model/graphql.js';
import type { Operation } from '../../model/operation.js';
import type { Schema } from '../../model/schema.js';
import { escapeHtml as esc } from '../escape.js';
import type { RenderContext } from '../context.js';
import { columns, h, scrollBox } from './parts-html.js';
import { labelHtml, type Labels } from '../words.js';

/** A type reference (`[User!]!`), linked to its type's section when the schema has it. */
function typeRef(ctx: RenderContext, type: string, typeName: string): string {
  const code = `<code>${esc(type)}</code>`;
  return ctx.model.schemas.has(typeName) ? `<a href="${esc(ctx.links.schema(typeName))}">${code}</a>` : code;
}

function deprecation(t: Labels, item: { deprecated: boolean; deprecationReason?: string }): string {
  if (!item.deprecated) return '';
  return ` <span class="sv-static-flag">${esc(t.deprecatedFlag)}${item.deprecationReason ? `: ${esc(item.deprecationReason)}` : ''}</span>`;
}

function argumentsTable(ctx: RenderContext, args: GraphqlInputValue[], level: number, caption: string): string {
  if (args.length === 0) return '';
  const rows = args.map(
    (a) =>
      `<tr><td><code>${esc(a.name)}</code>${deprecation(ctx.t, a)}</td><td>${typeRef(ctx, a.type, a.typeName)}</td><td>${a.defaultValue !== undefined ? `<code>${esc(a.defaultValue)}</code>` : ''}</td>` +
      `<td>${a.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(a.description, level)}</div>` : ''}</td></tr>`,
  );
  return scrollBox(
    `<table class="sv-static-table"><caption>${esc(caption)}</caption><thead><tr>${columns([ctx.t.name, ctx.t.type, ctx.t.default, ctx.t.description])}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    caption,
  );
}

/** A root field operation's return type and arguments. */
export function graphqlFieldHtml(ctx: RenderContext, op: Operation, level: number): string {
  const field = op.graphql!.field;
  return `<p class="sv-static-meta">${esc(ctx.t.returns)} ${typeRef(ctx, field.type, field.typeName)}${deprecation(ctx.t, field)}</p>${argumentsTable(ctx, field.args, level, ctx.t.arguments)}`;
}

function fieldItem(ctx: RenderContext, type: GraphqlType, field: GraphqlField, level: number): string {
  const args = field.args.length > 0 ? `(${field.args.map((a) => `${esc(a.name)}: ${esc(a.type)}`).join(', ')})` : '';
  return (
    `<li id="${esc(sectionId.graphqlTypeField(type.name, field.name))}"><p class="sv-static-line"><code class="sv-static-name">${esc(field.name)}${args}</code>: ${typeRef(ctx, field.type, field.typeName)}${deprecation(ctx.t, field)}</p>` +
    (field.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(field.description, level)}</div>` : '') +
    '</li>'
  );
}

/** A GraphQL named type's section (`type-<Name>`). */
export function graphqlTypeHtml(ctx: RenderContext, name: string, schema: Schema, level: number): string {
  const type = schema.graphql;
  const { t } = ctx;
  const kind = type ? ((t.graphqlKinds as Record<string, string>)[type.kind] ?? type.kind) : t.type;
  const out = [`<section class="sv-static-schema-entry" id="${esc(sectionId.graphqlType(name))}">`, h(level, `${esc(name)} <span class="sv-static-type">${esc(kind)}</span>`)];
  const description = type?.description ?? schema.description;
  if (description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(description, level)}</div>`);
  if (!type) return `${out.join('')}</section>`;
  if (type.interfaces.length > 0) out.push(`<p class="sv-static-meta">${esc(t.implements)} ${type.interfaces.map((i) => typeRef(ctx, i, i)).join(', ')}</p>`);
  if (type.possibleTypes.length > 0) out.push(`<p class="sv-static-meta">${esc(t.possibleTypes)}: ${type.possibleTypes.map((t) => typeRef(ctx, t, t)).join(', ')}</p>`);
  if (type.specifiedByURL) out.push(`<p class="sv-static-meta">${esc(t.specifiedBy)} <code>${esc(type.specifiedByURL)}</code></p>`);
  const limit = ctx.options.listItems;
  const more = (total: number): string => (total > limit ? `<li class="sv-static-more">${esc(t.staticMore(total - limit))}</li>` : '');
  if (type.fields.length > 0) out.push(`<ul class="sv-static-fields">${type.fields.slice(0, limit).map((f) => fieldItem(ctx, type, f, level)).join('')}${more(type.fields.length)}</ul>`);
  if (type.inputFields.length > 0) out.push(argumentsTable(ctx, type.inputFields.slice(0, limit), level, type.oneOf ? `${t.inputFields} (${t.exactlyOneField})` : t.inputFields));
  if (type.enumValues.length > 0) {
    const values = type.enumValues.slice(0, limit).map((v) => {
      const plain = ctx.text.plain(v.description);
      return `<li><code>${esc(v.name)}</code>${deprecation(t, v)}${plain ? ` — ${esc(plain)}` : ''}</li>`;
    });
    out.push(`<ul class="sv-static-values">${values.join('')}${more(type.enumValues.length)}</ul>`);
  }
  out.push('</section>');
  return out.join('');
}

/** The directive definitions (`directives`, each `directive-<name>`). */
export function graphqlDirectivesHtml(ctx: RenderContext, level: number): string {
  const directives = ctx.model.graphql?.directives ?? [];
  const { t } = ctx;
  if (directives.length === 0) return '';
  const items = directives.map(
    (d) =>
      `<section id="${esc(sectionId.graphqlDirective(d.name))}">${h(level + 1, `<code>@${esc(d.name)}</code>`)}` +
      `<p class="sv-static-meta">${labelHtml(t.directiveOn(d.locations.join(', ')))}${d.repeatable ? ` · ${esc(t.repeatable)}` : ''}${d.builtIn ? ` · ${esc(t.builtIn)}` : ''}</p>` +
      (d.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(d.description, level + 1)}</div>` : '') +
      argumentsTable(ctx, d.args, level + 1, t.arguments) +
      '</section>',
  );
  return `<section class="sv-static-section" id="${esc(sectionId.graphqlDirectives())}">${h(level, esc(t.directives))}${items.join('')}</section>`;
}
