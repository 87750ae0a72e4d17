/** Smaller parts of an operation card: the endpoint line, security, servers, request body, callbacks. */
import { html, nothing, type TemplateResult } from 'lit';
import { operationMethodLabel, type ApiModel, type Operation, type SecurityRequirement, type Server } from '../../src/index.js';
import { markdown } from '../shared/markdown.js';
import { methodClass } from '../shared/labels.js';
import { sectionHeading, type Anchor } from './section-heading.js';
import type { Labels } from '../i18n/en.js';
import { clipForDisplay } from '../shared/clip-text.js';

/** Method badge + path with `{params}` highlighted. */
export function endpointLine(op: Operation): TemplateResult {
  // One inline-block per piece ending in "/" (outside {params}): a long path wraps between segments, not in a word.
  const pieces: unknown[][] = [[]];
  for (const token of op.path.split(/(\{[^}]+\})/g).filter((s) => s !== '')) {
    if (token.startsWith('{')) {
      pieces[pieces.length - 1]!.push(html`<span class="path-param">${token}</span>`);
      continue;
    }
    for (const text of token.split(/(?<=\/)/)) {
      pieces[pieces.length - 1]!.push(text);
      if (text.endsWith('/')) pieces.push([]);
    }
  }
  return html`<div class="endpoint" part="endpoint">
    <span class="method ${methodClass(op)}" part="method-badge">${operationMethodLabel(op)}</span>
    <code class="path" dir="ltr">${pieces.filter((p) => p.length > 0).map((p) => html`<span class="path-piece">${p}</span>`)}</code>
  </div>`;
}

/** The security requirements that apply: the operation's own, else the document's. */
export function effectiveSecurity(op: Operation, model: ApiModel | undefined): SecurityRequirement[] | undefined {
  return op.security ?? model?.security;
}

/** "Authorization: api_key or petstore_auth (write:pets, read:pets)"; explicit `[]` reads "none". */
export function securityLine(requirements: SecurityRequirement[] | undefined, t: Labels): TemplateResult | typeof nothing {
  if (requirements === undefined) return nothing;
  const alternatives = requirements.map((req) => {
    const entries = Object.entries(req);
    if (entries.length === 0) return html`<span class="auth-option">${t.authNoneOptional}</span>`;
    return html`<span class="auth-option">
      ${entries.map(
        ([name, scopes], i) => html`${i > 0 ? html`<span class="auth-and"> + </span>` : nothing}<code>${name}</code>${scopes.length
            ? html` <span class="scopes">(${scopes.join(', ')})</span>`
            : nothing}`,
      )}
    </span>`;
  });
  return html`<div class="meta-line security" part="security">
    <span class="meta-label">${t.authorization}</span>
    ${requirements.length === 0
      ? html`<span class="auth-option">${t.authNonePublic}</span>`
      : alternatives.map((a, i) => html`${i > 0 ? html`<span class="auth-or">${t.or}</span>` : nothing}${a}`)}
  </div>`;
}

/** Servers that override the document's for this operation. */
export function serversLine(servers: Server[] | undefined, t: Labels): TemplateResult | typeof nothing {
  if (!servers || servers.length === 0) return nothing;
  return html`<div class="meta-line servers">
    <span class="meta-label">${t.servers(servers.length)}</span>
    ${servers.map((s) => html`<code dir="ltr" title=${s.description ?? ''}>${clipForDisplay(s.url)}</code>`)}
  </div>`;
}

export function requestBodySection(op: Operation, anchor: Anchor | undefined, t: Labels): TemplateResult | typeof nothing {
  const body = op.requestBody;
  if (!body) return nothing;
  return html`<section class="section request-body" part="request-body">
    ${sectionHeading(t.requestBody, anchor, t, body.required ? html`<span class="required">${t.required}</span>` : nothing)}
    ${body.description ? html`<div class="md">${markdown(body.description)}</div>` : nothing}
    ${body.content.length
      ? html`<sv-media-content .content=${body.content} label=${t.requestBody} kind="request" anchor-id=${anchor?.id ?? nothing}></sv-media-content>`
      : nothing}
  </section>`;
}

/** Callbacks: each callback's operations as compact cards (no anchors, no copy links). */
export function callbacksSection(op: Operation, t: Labels): TemplateResult | typeof nothing {
  if (op.callbacks.length === 0) return nothing;
  return html`<section class="section callbacks" part="callbacks">
    ${sectionHeading(t.callbacks, undefined, t)}
    ${op.callbacks.map(
      (cb) => html`<div class="callback">
        <h5 class="callback-name">${cb.name}</h5>
        ${cb.operations.map((cbOp) => html`<sv-operation compact .operation=${cbOp}></sv-operation>`)}
      </div>`,
    )}
  </section>`;
}
