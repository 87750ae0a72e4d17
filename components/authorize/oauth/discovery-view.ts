/** The OpenID Connect discovery state in the Get Token panel: the document's link, then the issuer or a themed error. */
import { html, type TemplateResult } from 'lit';
import type { DiscoveryResult } from '../../../src/index.js';
import { safeHref } from '../../shared/safe-url.js';
import type { Labels } from '../../i18n/en.js';
import { coreText } from '../../i18n/core-text.js';

export type Discovery = { state: 'loading' } | { state: 'done'; result: DiscoveryResult };

export function discoveryView(url: string, discovery: Discovery | undefined, retry: () => void, t: Labels): TemplateResult {
  const href = safeHref(url);
  const link = href
    ? html`<a class="oidc-url" href=${href} target="_blank" rel="noopener noreferrer">${url}</a>`
    : html`<code class="url">${url}</code>`;
  const body =
    !discovery || discovery.state === 'loading'
      ? html`<p class="hint discovery-loading" role="status">${t.readingDiscovery}</p>`
      : discovery.result.ok
        ? html`<p class="hint">${t.issuer} <code class="issuer">${discovery.result.provider.issuer}</code></p>`
        : html`<div class="oauth-error discovery-error" role="alert">
            <strong>${t.discoveryFailed}</strong> ${coreText(t, discovery.result.error)} ${t.stillPasteToken}
            <button type="button" class="retry" @click=${retry}>${t.retry}</button>
          </div>`;
  return html`<dl class="flow-urls"><dt>${t.discoveryDocument}</dt><dd>${link}</dd></dl>${body}`;
}
