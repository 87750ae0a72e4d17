/**
 * One operation as a `<section>` whose id is the operation's deep-link id (the id of its live card), in the live
 * page's reading layout: its text (heading, method and path, description, security, parameters, request body,
 * responses, callbacks, and the parts of SOAP, AsyncAPI and GraphQL operations) beside its examples column
 * (request sample and response examples; below the text on narrow screens).
 */
import { sectionId } from '../../model/ids.js';
import { operationMethodLabel } from '../../model/http-method.js';
import type { Operation, Response } from '../../model/operation.js';
import { safeHref } from '../../markdown/safe-href.js';
import { escapeHtml as esc } from '../escape.js';
import { methodClass, operationTitle, securityAlternatives, statusClassName } from '../labels.js';
import type { RenderContext } from '../context.js';
import { h, headersHtml, idAttr, mediaListHtml, parametersHtml } from './parts-html.js';
import { asyncHtml } from './async-html.js';
import { graphqlFieldHtml } from './graphql-html.js';
import { examplesHtml } from './examples-html.js';
import { operationExamples } from '../examples/operation-examples.js';
import { titleOf } from '../text/op-title.js';

/** The method badge and path, as the live card's endpoint line. */
export function endpointHtml(op: Operation): string {
  return `<span class="sv-static-method sv-static-method-${methodClass(op)}">${esc(operationMethodLabel(op))}</span> <code class="sv-static-path">${esc(op.path)}</code>`;
}

/** An operation's full section; `level` is its heading level. */
export function operationHtml(ctx: RenderContext, op: Operation, level: number): string {
  const live = ctx.interactive ? `<p class="sv-static-meta"><a href="${esc(ctx.interactive(op))}">${esc(ctx.t.staticOpenInteractive)}</a></p>` : '';
  const title = titleOf(ctx, op);
  const text = `<div class="sv-static-op-text">${h(level, esc(title), ' dir="auto"')}${live}${operationBody(ctx, op, level, true)}</div>`;
  return `<section class="sv-static-op" id="${esc(sectionId.operation(op.id))}">${text}${examplesHtml(ctx, operationExamples(ctx.model, op, ctx.t), title)}</section>`;
}

/** An operation's content below its heading; `ids`: give its parts their deep-link ids (not for callbacks). */
export function operationBody(ctx: RenderContext, op: Operation, level: number, ids: boolean): string {
  const { t } = ctx;
  const out: string[] = [`<p class="sv-static-endpoint">${endpointHtml(op)}</p>`];
  const meta: string[] = [];
  if (op.deprecated) meta.push(`<strong class="sv-static-deprecated">${esc(t.deprecated)}</strong>`);
  if (op.operationId && op.operationId !== operationTitle(op)) meta.push(`${esc(t.staticOperationId)}: <code>${esc(op.operationId)}</code>`);
  if (meta.length > 0) out.push(`<p class="sv-static-meta">${meta.join(' · ')}</p>`);
  if (op.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(op.description, level)}</div>`);
  const docs = op.externalDocs && safeHref(op.externalDocs.url);
  if (docs) out.push(`<p><a href="${esc(docs)}" rel="noopener noreferrer">${esc(op.externalDocs?.description || t.externalDocs)}</a></p>`);
  if (op.servers && op.servers.length > 0) out.push(`<p class="sv-static-meta">${esc(t.servers(op.servers.length))}: ${op.servers.map((s) => `<code>${esc(s.url)}</code>`).join(', ')}</p>`);
  const security = op.security ?? (op.kind === 'async' ? undefined : ctx.model.security);
  if (security !== undefined) {
    const alternatives = securityAlternatives(t, security).map((all) => all.map((a) => `<code>${esc(a)}</code>`).join(` ${esc(t.and)} `));
    out.push(`<p class="sv-static-security">${esc(t.authorization)}: ${alternatives.join(` ${esc(t.or)} `)}</p>`);
  }
  if (op.soap) out.push(soapHtml(ctx, op));
  if (op.async) out.push(asyncHtml(ctx, op, level + 1));
  if (op.graphql) out.push(graphqlFieldHtml(ctx, op, level + 1));
  if (op.parameters.length > 0) out.push(parametersHtml(ctx, op, op.parameters, level + 1, ids));
  if (op.requestBody) {
    const body = op.requestBody;
    out.push(
      `<section${idAttr(ids ? sectionId.requestBody(op.id) : undefined)}>${h(level + 1, `${esc(t.requestBody)}${body.required ? ` <span class="sv-static-required">${esc(t.required)}</span>` : ''}`)}` +
        (body.description ? `<div class="sv-static-md" dir="auto">${ctx.text.html(body.description, level + 1)}</div>` : '') +
        mediaListHtml(ctx, body.content, level + 2) +
        '</section>',
    );
  }
  if (op.responses.length > 0) {
    out.push(
      `<section${idAttr(ids ? sectionId.responses(op.id) : undefined)}>${h(level + 1, esc(t.responses))}` +
        op.responses.map((r) => responseHtml(ctx, op, r, level + 2, ids)).join('') +
        '</section>',
    );
  }
  if (op.callbacks.length > 0) {
    const callbacks = op.callbacks.map(
      (cb) =>
        `<section>${h(level + 2, `<code>${esc(cb.name)}</code>`)}` +
        cb.operations.map((c) => `<div class="sv-static-callback">${h(level + 3, esc(operationTitle(c)))}${operationBody(ctx, c, level + 3, false)}</div>`).join('') +
        '</section>',
    );
    out.push(`<section>${h(level + 1, esc(t.callbacks))}${callbacks.join('')}</section>`);
  }
  return out.join('');
}

function responseHtml(ctx: RenderContext, op: Operation, response: Response, level: number, ids: boolean): string {
  const title = response.summary?.trim() || (response.description ? ctx.text.plain(response.description, 120) : '') || statusClassName(ctx.t, response.status);
  const out = [`<section${idAttr(ids ? sectionId.response(op.id, response.status) : undefined)}>`, h(level, `<span class="sv-static-status">${esc(response.status)}</span> <bdi>${esc(title)}</bdi>`)];
  if (response.description && response.description.trim() !== title) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(response.description, level)}</div>`);
  if (response.headers.length > 0) out.push(headersHtml(ctx, response.headers, level));
  out.push(mediaListHtml(ctx, response.content, level + 1));
  if (response.links.length > 0) out.push(`<p class="sv-static-meta">${esc(ctx.t.links)}: ${response.links.map((l) => `<code>${esc(l.name)}</code>${l.operationId ? ` ${esc(ctx.t.arrow)} <code>${esc(l.operationId)}</code>` : ''}`).join(', ')}</p>`);
  out.push('</section>');
  return out.join('');
}

function soapHtml(ctx: RenderContext, op: Operation): string {
  const soap = op.soap!;
  const { t } = ctx;
  const facts: Array<[string, string]> = [['SOAP', `${soap.version}, ${soap.style}/${soap.use}`]];
  if (soap.soapAction) facts.push(['SOAPAction', soap.soapAction]);
  if (soap.service || soap.port) facts.push([`${t.service} / ${t.port}`, [soap.service, soap.port].filter(Boolean).join(' / ')]);
  if (soap.address) facts.push([t.staticEndpoint, soap.address]);
  if (soap.targetNamespace) facts.push([t.staticNamespace, soap.targetNamespace]);
  if (soap.faults && soap.faults.length > 0) facts.push([t.faults, soap.faults.map((f) => f.name).join(', ')]);
  return `<dl class="sv-static-facts-list">${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd><code>${esc(v)}</code></dd>`).join('')}</dl>`;
}
