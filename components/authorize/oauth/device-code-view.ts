/**
 * A running device flow in the Get Token panel: the user code to enter, the verification page as a link (and the
 * page with the code filled in, when the server offers it). Rendering only; `<sv-oauth-flows>` polls.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DeviceAuthorization } from '../../../src/index.js';
import { safeHref } from '../../shared/safe-url.js';
import type { Labels } from '../../i18n/en.js';

function link(url: string, cls: string, text: string): TemplateResult {
  const href = safeHref(url);
  return href ? html`<a class=${cls} href=${href} target="_blank" rel="noopener noreferrer">${text}</a>` : html`<code class="url">${url}</code>`;
}

export function deviceCodeView(id: string, device: DeviceAuthorization, t: Labels): TemplateResult {
  return html`<div class="device-code" aria-labelledby=${`${id}-device-instructions`} role="group">
    <p class="hint" id=${`${id}-device-instructions`}>${t.deviceInstructions}</p>
    <dl class="flow-urls">
      <dt>${t.userCode}</dt>
      <dd><code class="user-code" dir="ltr">${device.userCode}</code></dd>
      <dt>${t.verificationPage}</dt>
      <dd>${link(device.verificationUri, 'verification-uri', device.verificationUri)}</dd>
    </dl>
    ${device.verificationUriComplete
      ? html`<p class="hint">${link(device.verificationUriComplete, 'verification-uri-complete', t.openWithCode)}</p>`
      : nothing}
  </div>`;
}
