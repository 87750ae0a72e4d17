/**
 * The read-only part of a scheme's form: how the credential is sent, OAuth flows verbatim, the OpenID Connect
 * discovery link. The base tier interprets nothing here and contacts no identity provider (docs/try-it.md#authorize-panel).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OAuthFlow, SecurityScheme } from '../../src/index.js';
import { safeHref } from '../shared/safe-url.js';
import { rich } from '../i18n/rich.js';
import type { Labels } from '../i18n/en.js';

const pasteHint = (t: Labels) => html`<p class="hint">${rich(t.pasteToken())}</p>`;

function flowUrl(label: string, url: string | undefined): TemplateResult | typeof nothing {
  if (url === undefined) return nothing;
  return html`<dt>${label}</dt><dd><code class="url" dir="ltr">${url}</code></dd>`;
}

function flowDetails(flow: OAuthFlow, schemeIndex: number, flowIndex: number, t: Labels): TemplateResult {
  const scopes = Object.entries(flow.scopes);
  const titleId = `flow-${schemeIndex}-${flowIndex}`;
  return html`<section class="flow" aria-labelledby=${titleId}>
    <div class="flow-title" id=${titleId}>${t.flowNamed(t.flowTitles[flow.type])} <code>${flow.type}</code></div>
    <dl class="flow-urls">
      ${flowUrl(t.authorizationUrl, flow.authorizationUrl)} ${flowUrl(t.deviceAuthorizationUrl, flow.deviceAuthorizationUrl)}
      ${flowUrl(t.tokenUrl, flow.tokenUrl)} ${flowUrl(t.refreshUrl, flow.refreshUrl)}
    </dl>
    ${scopes.length === 0
      ? html`<p class="hint">${t.noScopes}</p>`
      : html`<table class="scopes">
          <caption class="visually-hidden">${t.scopesOfFlow(t.flowTitles[flow.type])}</caption>
          <thead><tr><th scope="col">${t.scope}</th><th scope="col">${t.description}</th></tr></thead>
          <tbody>
            ${scopes.map(([scope, text]) => html`<tr><td><code>${scope}</code></td><td>${text}</td></tr>`)}
          </tbody>
        </table>`}
  </section>`;
}

/** A document's URL as a link that opens it (no request from this page), or as code when it is not http(s). */
export function documentLink(label: string, url: string, cls: string): TemplateResult {
  const href = safeHref(url);
  return html`<dl class="flow-urls">
    <dt>${label}</dt>
    <dd>
      ${href
        ? html`<a class=${cls} href=${href} target="_blank" rel="noopener noreferrer">${url}</a>`
        : html`<code class="url">${url}</code>`}
    </dd>
  </dl>`;
}

function detailValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `proxied`: Try-It goes through the proxy, which (unlike a browser) may send a Cookie header. */
export function schemeDetails(scheme: SecurityScheme, index: number, proxied: boolean, t: Labels): TemplateResult | typeof nothing {
  switch (scheme.kind) {
    case 'apiKey':
      if (scheme.in !== 'cookie') return html`<p class="hint">${rich(scheme.in === 'header' ? t.sentInHeader(scheme.name) : t.sentInQuery(scheme.name))}</p>`;
      return proxied
        ? html`<p class="hint">${rich(t.sentAsProxyCookie(scheme.name))}</p>`
        : html`<p class="hint notice">${rich(t.cookieNotInDirectMode(scheme.name))}</p>`;
    case 'http':
      if (scheme.scheme === 'basic') return html`<p class="hint">${rich(t.sentAsBasic())}</p>`;
      if (scheme.scheme === 'bearer') {
        return html`<p class="hint">
          ${rich(t.sentAsBearer())}${scheme.bearerFormat
            ? html` ${t.tokenFormat} <code class="bearer-format">${scheme.bearerFormat}</code>.`
            : nothing}
        </p>`;
      }
      return html`<p class="hint">${rich(t.httpSchemeHint(scheme.scheme), ['http-scheme'])}</p>`;
    case 'oauth2':
      return html`${scheme.oauth2MetadataUrl ? documentLink(t.serverMetadata, scheme.oauth2MetadataUrl, 'metadata-url') : nothing}
        ${scheme.flows.map((flow, i) => flowDetails(flow, index, i, t))} ${pasteHint(t)}`;
    case 'openIdConnect':
      return html`${documentLink(t.discoveryDocument, scheme.openIdConnectUrl, 'oidc-url')} ${pasteHint(t)}`;
    case 'mutualTLS':
      return html`<p class="hint">${t.mutualTlsHint}</p>`;
    case 'other': {
      const details = Object.entries(scheme.details ?? {});
      return html`<p class="hint">${rich(t.otherSchemeHint(scheme.type))}</p>
        ${details.length > 0
          ? html`<dl class="flow-urls">${details.map(([k, v]) => html`<dt>${k}</dt><dd><code>${detailValue(v)}</code></dd>`)}</dl>`
          : nothing}`;
    }
  }
}
