/**
 * The read-only part of a scheme's form: how the credential is sent, OAuth flows verbatim, the OpenID Connect
 * discovery link. The base tier interprets nothing here and contacts no identity provider (README.md#authorize-panel).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OAuthFlow, SecurityScheme } from '../../src/index.js';
import { safeHref } from '../shared/safe-url.js';
import { FLOW_TITLES } from './scheme-labels.js';

const PASTE_HINT = html`<p class="hint">
  Paste an access token obtained from the provider: it is sent as <code>Authorization: Bearer &lt;token&gt;</code>.
  This page makes no request to the identity provider.
</p>`;

function flowUrl(label: string, url: string | undefined): TemplateResult | typeof nothing {
  if (url === undefined) return nothing;
  return html`<dt>${label}</dt><dd><code class="url">${url}</code></dd>`;
}

function flowDetails(flow: OAuthFlow, schemeIndex: number, flowIndex: number): TemplateResult {
  const scopes = Object.entries(flow.scopes);
  const titleId = `flow-${schemeIndex}-${flowIndex}`;
  return html`<section class="flow" aria-labelledby=${titleId}>
    <div class="flow-title" id=${titleId}>${FLOW_TITLES[flow.type]} flow <code>${flow.type}</code></div>
    <dl class="flow-urls">
      ${flowUrl('Authorization URL', flow.authorizationUrl)} ${flowUrl('Token URL', flow.tokenUrl)}
      ${flowUrl('Refresh URL', flow.refreshUrl)}
    </dl>
    ${scopes.length === 0
      ? html`<p class="hint">No scopes.</p>`
      : html`<table class="scopes">
          <caption class="visually-hidden">Scopes of the ${FLOW_TITLES[flow.type]} flow</caption>
          <thead><tr><th scope="col">Scope</th><th scope="col">Description</th></tr></thead>
          <tbody>
            ${scopes.map(([scope, text]) => html`<tr><td><code>${scope}</code></td><td>${text}</td></tr>`)}
          </tbody>
        </table>`}
  </section>`;
}

function detailValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `proxied`: Try-It goes through the proxy, which (unlike a browser) may send a Cookie header. */
export function schemeDetails(scheme: SecurityScheme, index: number, proxied: boolean): TemplateResult | typeof nothing {
  switch (scheme.kind) {
    case 'apiKey':
      if (scheme.in !== 'cookie') return html`<p class="hint">Sent in the ${scheme.in === 'header' ? 'header' : 'query parameter'} <code>${scheme.name}</code>.</p>`;
      return proxied
        ? html`<p class="hint">Sent as the cookie <code>${scheme.name}</code> in a Cookie header set by the proxy.</p>`
        : html`<p class="hint notice">
            Browsers do not let a page set the Cookie header, so Try-It cannot send the cookie <code>${scheme.name}</code> in
            direct mode (the browser sends its own cookies for the API's site); code samples still include it. Configure
            <code>proxy-url</code> to send it through the proxy.
          </p>`;
    case 'http':
      if (scheme.scheme === 'basic') return html`<p class="hint">Sent as <code>Authorization: Basic base64(username:password)</code>.</p>`;
      if (scheme.scheme === 'bearer') {
        return html`<p class="hint">
          Sent as <code>Authorization: Bearer &lt;token&gt;</code>.${scheme.bearerFormat
            ? html` Token format: <code class="bearer-format">${scheme.bearerFormat}</code>.`
            : nothing}
        </p>`;
      }
      return html`<p class="hint">
        HTTP authentication scheme <code class="http-scheme">${scheme.scheme}</code>: enter the whole Authorization header
        value; it is sent verbatim.
      </p>`;
    case 'oauth2':
      return html`${scheme.flows.map((flow, i) => flowDetails(flow, index, i))} ${PASTE_HINT}`;
    case 'openIdConnect': {
      const href = safeHref(scheme.openIdConnectUrl);
      return html`<dl class="flow-urls">
          <dt>Discovery document</dt>
          <dd>
            ${href
              ? html`<a class="oidc-url" href=${href} target="_blank" rel="noopener noreferrer">${scheme.openIdConnectUrl}</a>`
              : html`<code class="url">${scheme.openIdConnectUrl}</code>`}
          </dd>
        </dl>
        ${PASTE_HINT}`;
    }
    case 'mutualTLS':
      return html`<p class="hint">
        The client certificate is presented by the browser's TLS stack (or by the proxy's); there is nothing to enter
        here.
      </p>`;
    case 'other': {
      const details = Object.entries(scheme.details ?? {});
      return html`<p class="hint">Scheme type <code>${scheme.type}</code>: shown for reference; Try-It cannot supply it.</p>
        ${details.length > 0
          ? html`<dl class="flow-urls">${details.map(([k, v]) => html`<dt>${k}</dt><dd><code>${detailValue(v)}</code></dd>`)}</dl>`
          : nothing}`;
    }
  }
}
