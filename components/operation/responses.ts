/** The Responses section: one disclosure row per status with description, headers, content and links. */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { ShownItems } from '../shared/show-more.js';
import { fragmentFor, type Header, type Link, type Operation, type Response } from '../../src/index.js';
import { markdown } from '../shared/markdown.js';
import { inlineValue, statusClass, statusClassName } from '../shared/labels.js';
import { typeLabel } from '../shared/schema-labels.js';
import { sectionHeading, type Anchor } from './section-heading.js';
import type { Labels } from '../i18n/en.js';

export interface ResponsesState {
  isOpen(status: string): boolean;
  toggle(status: string): void;
  /** Ids of the operations on the page, to turn `links[].operationId` into anchors. */
  hasOperation(id: string): boolean;
  /** Deep-link id of a response row (sectionId.response), for cards with anchors. */
  rowId?(status: string): string;
}

const chevron = svg`<svg class="chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M6.22 3.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L9.94 8 6.22 4.28a.75.75 0 0 1 0-1.06Z"/></svg>`;

/** The status opened by default: the first success with a body, else the first response with anything to show. */
export function defaultOpenStatus(op: Operation): string | undefined {
  const withBody = op.responses.filter(hasDetails);
  return (withBody.find((r) => r.status.startsWith('2')) ?? withBody[0])?.status;
}

function hasDetails(r: Response): boolean {
  const description = r.description ?? '';
  return r.content.length > 0 || r.headers.length > 0 || r.links.length > 0 || description.includes('\n') || (r.summary !== undefined && description.trim() !== '');
}

export function responsesSection(op: Operation, anchor: Anchor | undefined, state: ResponsesState, t: Labels, lists?: ShownItems): TemplateResult | typeof nothing {
  if (op.responses.length === 0) return nothing;
  return html`<section class="section responses" part="responses">
    ${sectionHeading(t.responses, anchor, t)}
    <ul class="response-list" role="list">
      ${(lists ? lists.slice('responses', op.responses) : op.responses).map((r) => responseRow(r, state, t))}
    </ul>
    ${lists ? lists.more('responses', op.responses.length, 'responses') : nothing}
  </section>`;
}

function responseRow(r: Response, state: ResponsesState, t: Labels): TemplateResult {
  const expandable = hasDetails(r);
  const open = expandable && state.isOpen(r.status);
  // A 3.2 `summary` is the row's line; the description then shows whole in the body.
  const summary = r.summary?.trim() || firstLine(r.description) || statusClassName(r.status, t);
  const status = html`<span class="status ${statusClass(r.status)}">${r.status}</span>
    <span class="response-summary" dir="auto">${summary}</span>`;
  const id = state.rowId?.(r.status);
  return html`<li class="response ${open ? 'open' : ''}" id=${id ?? nothing}>
    ${expandable
      ? html`<button type="button" class="response-toggle" aria-expanded=${open ? 'true' : 'false'} @click=${() => state.toggle(r.status)}>
          ${chevron}${status}
        </button>`
      : html`<div class="response-toggle static">${status}</div>`}
    ${open
      ? html`<div class="response-body">
          ${r.description && r.description.trim() !== summary ? html`<div class="md">${markdown(r.description)}</div>` : nothing}
          ${headersTable(r.headers, t)}
          ${r.content.length
            ? html`<sv-media-content .content=${r.content} label=${t.responseStatus(r.status)} anchor-id=${id ?? nothing}></sv-media-content>`
            : nothing}
          ${linksList(r.links, state, t)}
        </div>`
      : nothing}
  </li>`;
}

function headersTable(headers: Header[], t: Labels): TemplateResult | typeof nothing {
  if (headers.length === 0) return nothing;
  return html`<table class="params headers">
    <caption>${t.headers}</caption>
    <thead class="visually-hidden"><tr><th scope="col">${t.name}</th><th scope="col">${t.description}</th></tr></thead>
    <tbody>
      ${headers.map(
        (h) => html`<tr>
          <th scope="row" class="param-name">
            <code class="name">${h.name}</code>
            ${h.required ? html`<span class="required">${t.required}</span>` : nothing}
            <div class="type">${h.schema ? typeLabel(h.schema, t) : 'string'}</div>
          </th>
          <td class="param-description">
            ${h.description ? html`<div class="md">${markdown(h.description)}</div>` : nothing}
            ${h.example !== undefined ? html`<div class="kv"><span class="k">${t.example}</span> <code>${inlineValue(h.example)}</code></div>` : nothing}
          </td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

function linksList(links: Link[], state: ResponsesState, t: Labels): TemplateResult | typeof nothing {
  if (links.length === 0) return nothing;
  return html`<div class="links">
    <h5>${t.links}</h5>
    <ul role="list">
      ${links.map(
        (l) => html`<li>
          <code>${l.name}</code>
          ${l.operationId
            ? state.hasOperation(l.operationId)
              ? html`${t.arrow} <a href=${`#${fragmentFor(l.operationId)}`}>${l.operationId}</a>`
              : html`${t.arrow} <code>${l.operationId}</code>`
            : l.operationRef
              ? html`${t.arrow} <code>${l.operationRef}</code>`
              : nothing}
          ${l.parameters ? html`<span class="kv">${t.linkWith} <code>${inlineValue(l.parameters)}</code></span>` : nothing}
          ${l.description ? html`<div class="md">${markdown(l.description)}</div>` : nothing}
        </li>`,
      )}
    </ul>
  </div>`;
}

/** The first line of a Markdown text as plain text (link syntax and emphasis markers removed). */
export function firstLine(text: string | undefined): string {
  if (!text) return '';
  const line = text.trim().split('\n')[0] ?? '';
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()
    .slice(0, 160);
}
