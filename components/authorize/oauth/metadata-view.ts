/**
 * An `oauth2` scheme's authorization server metadata (RFC 8414) in the Get Token panel: the document's link, then
 * the endpoints and scopes it names, or a themed error (the scheme's flows and token paste stay available).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DiscoveredProvider, OAuthCore } from '../../../src/index.js';
import { coreText } from '../../i18n/core-text.js';
import type { Labels } from '../../i18n/en.js';
import type { Discovery } from './discovery-view.js';
import { documentLink } from '../scheme-details.js';

function endpoints(provider: DiscoveredProvider, names: OAuthCore['METADATA_ENDPOINTS'], t: Labels): TemplateResult {
  const listed = names.filter((name) => provider.endpoints?.[name] !== undefined);
  const scopes = provider.scopes ?? [];
  return html`<dl class="flow-urls metadata-endpoints">
      <dt>${t.issuer}</dt>
      <dd><code class="issuer" dir="ltr">${provider.issuer}</code></dd>
      ${listed.map((name) => html`<dt><code>${name}</code></dt><dd><code class="url" data-endpoint=${name} dir="ltr">${provider.endpoints![name]}</code></dd>`)}
    </dl>
    ${scopes.length > 0
      ? html`<p class="hint metadata-scopes">${t.scopesList} ${scopes.map((s, i) => html`${i > 0 ? ', ' : ''}<code>${s}</code>`)}</p>`
      : nothing}`;
}

export function metadataView(
  url: string,
  metadata: Discovery | undefined,
  names: OAuthCore['METADATA_ENDPOINTS'],
  retry: () => void,
  t: Labels,
): TemplateResult {
  const body =
    !metadata || metadata.state === 'loading'
      ? html`<p class="hint discovery-loading" role="status">${t.readingMetadata}</p>`
      : metadata.result.ok
        ? endpoints(metadata.result.provider, names, t)
        : html`<div class="oauth-error discovery-error" role="alert">
            <strong>${t.metadataFailed}</strong> ${coreText(t, metadata.result.error)} ${t.stillPasteToken}
            <button type="button" class="retry" @click=${retry}>${t.retry}</button>
          </div>`;
  return html`${documentLink(t.serverMetadata, url, 'metadata-url')} ${body}`;
}
