/** Pieces several operation parts share: headings, parameter and header tables, media types. */
import { sectionId } from '../../model/ids.js';
import type { Header, MediaType, Operation, Parameter } from '../../model/operation.js';
import { escapeHtml as esc } from '../escape.js';
import { schemaFacts, typeLabel } from '../schema-outline.js';
import { inlineValue } from '../labels.js';
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

/** ` id="…"`, or nothing. */
export const idAttr = (id: string | undefined): string => (id === undefined ? '' : ` id="${esc(id)}"`);

function parameterType(p: Parameter): string {
  if (p.schema) return typeLabel(p.schema);
  return p.contentType ?? '';
}

/** Parameters as a table; each row has its live deep-link id when `ids`. */
export function parametersHtml(ctx: RenderContext, op: Operation, parameters: Parameter[], level: number, ids: boolean): string {
  const rows = parameters.map((p) => {
    const facts = p.schema ? schemaFacts(p.schema, ctx.options.listItems) : [];
    if (p.example !== undefined && !facts.some((f) => f.startsWith('example:'))) facts.push(`example: ${inlineValue(p.example, 120)}`);
    const flags = [p.deprecated ? 'deprecated' : '', p.contentType && p.schema ? `as ${p.contentType}` : ''].filter(Boolean);
    const description =
      (p.description ? `<div class="sv-static-md">${ctx.text.html(p.description, level)}</div>` : '') +
      (facts.length > 0 || flags.length > 0 ? `<p class="sv-static-facts">${[...flags, ...facts].map((f) => `<code>${esc(f)}</code>`).join(' ')}</p>` : '');
    const rowId = ids ? idAttr(sectionId.parameter(op.id, p.in, p.name)) : '';
    return `<tr${rowId}><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${esc(parameterType(p))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${description}</td></tr>`;
  });
  return (
    `<section${idAttr(ids ? sectionId.parameters(op.id) : undefined)}>${h(level, 'Parameters')}` +
    scrollBox(
      '<table class="sv-static-table"><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>' +
        `<tbody>${rows.join('')}</tbody></table>`,
      'Parameters',
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
      const label = media.itemSchema ? `<code>${esc(media.mediaType)}</code> (a stream; each item:)` : `<code>${esc(media.mediaType)}</code>`;
      const same = schema !== undefined && previous !== undefined && schema === (previous.itemSchema ?? previous.schema);
      const body = same ? `<p class="sv-static-meta">Same schema as <code>${esc(previous!.mediaType)}</code>.</p>` : schema ? schemaHtml(ctx, schema, level) : '';
      if (!same) previous = media;
      return `<div class="sv-static-media">${h(level, label)}${body}</div>`;
    })
    .join('');
}

export function headersHtml(ctx: RenderContext, headers: Header[], level: number): string {
  const rows = headers.map(
    (header) =>
      `<tr><td><code>${esc(header.name)}</code></td><td>${esc(header.schema ? typeLabel(header.schema) : '')}</td><td>${header.required ? 'yes' : 'no'}</td>` +
      `<td>${header.description ? `<div class="sv-static-md">${ctx.text.html(header.description, level)}</div>` : ''}</td></tr>`,
  );
  return scrollBox(
    `<table class="sv-static-table"><caption>Headers</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    'Headers',
  );
}
