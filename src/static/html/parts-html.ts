/** Pieces several operation parts share: headings, parameter and header tables, media types. */
import { sectionId } from '../../model/ids.js';
import type { Header, MediaType, Operation, Parameter } from '../../model/operation.js';
import { escapeHtml as esc } from '../escape.js';
import { parameterFacts, typeLabel } from '../schema-outline.js';
import { labelHtml, type Labels } from '../words.js';
import type { RenderContext } from '../context.js';
import { schemaHtml } from './outline-html.js';

/** A heading of level `level`, kept within h1-h6. */
export const h = (level: number, inner: string, attrs = ''): string => {
  const n = Math.min(Math.max(level, 1), 6);
  return `<h${n}${attrs}>${inner}</h${n}>`;
};

/**
 * A table in a box of its own that scrolls sideways when the table is wider than the column (a phone, the text
 * column beside the examples): the table scrolls, never the page. Focusable, so a keyboard scrolls it too.
 */
export const scrollBox = (table: string, label: string): string =>
  `<div class="sv-static-scroll" tabindex="0" role="group" aria-label="${esc(label)}">${table}</div>`;

/** A table's column headings. */
export const columns = (names: string[]): string => names.map((name) => `<th scope="col">${esc(name)}</th>`).join('');

/** ` id="…"`, or nothing. */
export const idAttr = (id: string | undefined): string => (id === undefined ? '' : ` id="${esc(id)}"`);

function parameterType(p: Parameter, t: Labels): string {
  if (p.schema) return typeLabel(p.schema, t);
  return p.contentType ?? '';
}

/** Parameters as a table; each row has its live deep-link id when `ids`. */
export function parametersHtml(ctx: RenderContext, op: Operation, parameters: Parameter[], level: number, ids: boolean): string {
  const { t } = ctx;
  const rows = parameters.map((p) => {
    const facts = parameterFacts(p, ctx.options.listItems, t);
    const flags = [p.deprecated ? t.deprecatedFlag : '', p.contentType && p.schema ? p.contentType : ''].filter(Boolean);
    const description =
      (p.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(p.description, level)}</div>` : '') +
      (facts.length > 0 || flags.length > 0 ? `<p class="sv-static-facts">${[...flags, ...facts].map((f) => `<code>${esc(f)}</code>`).join(' ')}</p>` : '');
    const rowId = ids ? idAttr(sectionId.parameter(op.id, p.in, p.name)) : '';
    return `<tr${rowId}><td><code>${esc(p.name)}</code></td><td><code>${esc(p.in)}</code></td><td>${esc(parameterType(p, t))}</td><td>${p.required ? esc(t.staticYes) : esc(t.staticNo)}</td><td>${description}</td></tr>`;
  });
  return (
    `<section${idAttr(ids ? sectionId.parameters(op.id) : undefined)}>${h(level, esc(t.parameters))}` +
    scrollBox(
      `<table class="sv-static-table"><thead><tr>${columns([t.name, t.staticParamIn, t.type, t.staticRequiredColumn, t.description])}</tr></thead>` +
        `<tbody>${rows.join('')}</tbody></table>`,
      t.parameters,
    ) +
    '</section>'
  );
}

/**
 * The media types of a body: each one's name and the outline of its schema (or of each item of a stream); a
 * media type with the same schema as the one before it says so instead of repeating the outline.
 */
export function mediaListHtml(ctx: RenderContext, content: MediaType[], level: number): string {
  let previous: MediaType | undefined;
  return content
    .map((media) => {
      const schema = media.itemSchema ?? media.schema;
      const label = media.itemSchema ? `<code>${esc(media.mediaType)}</code> — ${esc(ctx.t.streamOf)}` : `<code>${esc(media.mediaType)}</code>`;
      const same = schema !== undefined && previous !== undefined && schema === (previous.itemSchema ?? previous.schema);
      const body = same ? `<p class="sv-static-meta">${labelHtml(ctx.t.staticSameSchema(previous!.mediaType))}</p>` : schema ? schemaHtml(ctx, schema, level) : '';
      if (!same) previous = media;
      return `<div class="sv-static-media">${h(level, label)}${body}</div>`;
    })
    .join('');
}

export function headersHtml(ctx: RenderContext, headers: Header[], level: number): string {
  const { t } = ctx;
  const rows = headers.map(
    (header) =>
      `<tr><td><code>${esc(header.name)}</code></td><td>${esc(header.schema ? typeLabel(header.schema, t) : '')}</td><td>${header.required ? esc(t.staticYes) : esc(t.staticNo)}</td>` +
      `<td>${header.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(header.description, level)}</div>` : ''}</td></tr>`,
  );
  return scrollBox(
    `<table class="sv-static-table"><caption>${esc(t.headers)}</caption><thead><tr>${columns([t.name, t.type, t.staticRequiredColumn, t.description])}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    t.headers,
  );
}
