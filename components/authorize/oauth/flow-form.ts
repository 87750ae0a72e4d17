/**
 * One OAuth flow in the Get Token panel: its URLs (the Token URL shown substituted and resolved, live), the
 * `x-flowVariables` controls under it, client settings, scopes, the redirect URI and the actions. Rendering only;
 * `<sv-oauth-flows>` owns the state and the requests.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ClientAuthMethod, DeviceAuthorization, OAuthFlow } from '../../../src/index.js';
import { rich } from '../../i18n/rich.js';
import type { Labels } from '../../i18n/en.js';
import { deviceCodeView } from './device-code-view.js';

export interface FlowSettingsView {
  clientId: string;
  clientSecret: string;
  /** Sends a client secret (always for client credentials; a toggle for authorization code and device flows). */
  confidential: boolean;
  method: ClientAuthMethod;
  scopes: readonly string[];
  variables: Readonly<Record<string, string>>;
  serverIndex: number;
}

export interface FlowView {
  flow: OAuthFlow;
  /** Unique id prefix within the element. */
  id: string;
  settings: FlowSettingsView;
  /** Every scope offered, with its description. */
  scopes: ReadonlyArray<[string, string]>;
  authorizationUrl?: string;
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** A running device flow: the code the user enters and where. */
  device?: DeviceAuthorization;
  /** Server choices for relative URLs (only when there is more than one). */
  servers?: readonly string[];
  redirectUri?: string;
  status?: { text: string; error: boolean };
  busy: boolean;
  /** Waiting for the sign-in popup: a Cancel button is shown. */
  waiting: boolean;
  canRefresh: boolean;
  /** Why Get Token is disabled (secure context). */
  disabledReason?: string;
}

export interface FlowFormHost {
  /** The active labels. */
  readonly t: Labels;
  change(view: FlowView, patch: Partial<FlowSettingsView>): void;
  getToken(view: FlowView): void;
  refresh(view: FlowView): void;
  cancel(view: FlowView): void;
  copy(view: FlowView, text: string): void;
}

const value = (e: Event): string => (e.target as HTMLInputElement | HTMLSelectElement).value;
const checked = (e: Event): boolean => (e.target as HTMLInputElement).checked;

function url(label: string, text: string | undefined, cls: string): TemplateResult | typeof nothing {
  return text === undefined ? nothing : html`<dt>${label}</dt><dd><code class="url ${cls}" dir="ltr">${text}</code></dd>`;
}

function variables(host: FlowFormHost, view: FlowView): TemplateResult | typeof nothing {
  const declared = Object.entries(view.flow.flowVariables ?? {});
  if (declared.length === 0) return nothing;
  return html`<fieldset class="variables">
    <legend>${host.t.tokenUrlVariables}</legend>
    ${declared.map(([name, variable]) => {
      const id = `${view.id}-var-${name}`;
      const current = view.settings.variables[name] ?? variable.default;
      const onChange = (e: Event) => host.change(view, { variables: { ...view.settings.variables, [name]: value(e) } });
      return html`<div class="field">
        <label for=${id}>${name}</label>
        ${variable.enum && variable.enum.length > 0
          ? html`<select id=${id} data-variable=${name} @change=${onChange}>
              ${variable.enum.map((option) => html`<option .value=${option} ?selected=${option === current}>${option}</option>`)}
            </select>`
          : html`<input id=${id} data-variable=${name} type="text" autocomplete="off" spellcheck="false" .value=${live(current)} @input=${onChange} />`}
      </div>`;
    })}
  </fieldset>`;
}

function servers(host: FlowFormHost, view: FlowView): TemplateResult | typeof nothing {
  if (!view.servers) return nothing;
  const id = `${view.id}-server`;
  return html`<div class="field">
    <label for=${id}>${host.t.serverForRelativeUrls}</label>
    <select id=${id} class="server" @change=${(e: Event) => host.change(view, { serverIndex: Number(value(e)) })}>
      ${view.servers.map((s, i) => html`<option value=${i} ?selected=${i === view.settings.serverIndex}>${s}</option>`)}
    </select>
  </div>`;
}

function client(host: FlowFormHost, view: FlowView): TemplateResult {
  const { settings, id } = view;
  const toggle = view.flow.type === 'authorizationCode' || view.flow.type === 'deviceAuthorization';
  return html`<div class="field">
      <label for=${`${id}-client-id`}>${host.t.clientId}</label>
      <input id=${`${id}-client-id`} class="client-id" type="text" autocomplete="off" spellcheck="false"
        .value=${live(settings.clientId)} @input=${(e: Event) => host.change(view, { clientId: value(e) })} />
    </div>
    ${toggle
      ? html`<label class="choice"><input type="checkbox" class="confidential" .checked=${live(settings.confidential)}
            @change=${(e: Event) => host.change(view, { confidential: checked(e) })} />
          ${host.t.confidentialClient}</label>`
      : nothing}
    ${settings.confidential
      ? html`<div class="field">
            <label for=${`${id}-client-secret`}>${host.t.clientSecret}</label>
            <input id=${`${id}-client-secret`} class="client-secret" type="password" autocomplete="off" spellcheck="false"
              .value=${live(settings.clientSecret)} @input=${(e: Event) => host.change(view, { clientSecret: value(e) })} />
          </div>
          <fieldset class="client-auth">
            <legend>${host.t.clientAuthentication}</legend>
            ${(['client_secret_basic', 'client_secret_post'] as const).map(
              (method) => html`<label class="choice"><input type="radio" name=${`${id}-method`} value=${method}
                  .checked=${live(settings.method === method)} @change=${() => host.change(view, { method })} />
                <code>${method}</code> ${method === 'client_secret_basic' ? host.t.authBasicHeader : host.t.authInBody}</label>`,
            )}
          </fieldset>`
      : nothing}`;
}

function scopes(host: FlowFormHost, view: FlowView): TemplateResult {
  if (view.scopes.length === 0) return html`<p class="hint">${host.t.noScopes}</p>`;
  const ticked = new Set(view.settings.scopes);
  const toggle = (scope: string, on: boolean) =>
    host.change(view, { scopes: on ? [...ticked, scope] : [...ticked].filter((s) => s !== scope) });
  return html`<fieldset class="scope-list">
    <legend>${host.t.scopes}</legend>
    ${view.scopes.map(
      ([scope, text]) => html`<label class="choice"><input type="checkbox" class="scope" value=${scope}
          .checked=${live(ticked.has(scope))} @change=${(e: Event) => toggle(scope, checked(e))} />
        <code>${scope}</code>${text ? html` <span class="scope-text">${text}</span>` : nothing}</label>`,
    )}
  </fieldset>`;
}

function redirect(host: FlowFormHost, view: FlowView): TemplateResult | typeof nothing {
  if (view.redirectUri === undefined) return nothing;
  const uri = view.redirectUri;
  return html`<div class="field">
    <span class="label" id=${`${view.id}-redirect-label`}>${host.t.redirectUri} <span class="hint">${host.t.registerRedirect}</span></span>
    <div class="redirect">
      <code class="redirect-uri" dir="ltr" aria-labelledby=${`${view.id}-redirect-label`}>${uri}</code>
      <button type="button" class="copy" aria-label=${host.t.copyRedirectUri} @click=${() => host.copy(view, uri)}>${host.t.copy}</button>
    </div>
  </div>`;
}

export function flowForm(host: FlowFormHost, view: FlowView): TemplateResult {
  const titleId = `${view.id}-title`;
  const type = view.flow.type;
  return html`<section class="flow interactive" aria-labelledby=${titleId} data-flow=${type}>
    <div class="flow-title" id=${titleId}>${type === 'authorizationCode' ? host.t.flowWithPkce(host.t.flowTitles[type]) : host.t.flowNamed(host.t.flowTitles[type])} <code>${type}</code></div>
    <dl class="flow-urls">
      ${url(host.t.authorizationUrl, view.authorizationUrl, 'authorization-url')}
      ${url(host.t.deviceAuthorizationUrl, view.deviceAuthorizationUrl, 'device-authorization-url')} ${url(host.t.tokenUrl, view.tokenUrl, 'token-url')}
      ${url(host.t.refreshUrl, view.refreshUrl, 'refresh-url')}
    </dl>
    ${variables(host, view)} ${servers(host, view)} ${client(host, view)} ${scopes(host, view)} ${redirect(host, view)}
    ${view.disabledReason ? html`<p class="hint notice secure-context">${view.disabledReason}</p>` : nothing}
    ${view.device ? deviceCodeView(view.id, view.device, host.t) : nothing}
    <div class="actions">
      <button type="button" class="primary get-token" ?disabled=${view.busy || !!view.disabledReason} @click=${() => host.getToken(view)}>${host.t.getToken}</button>
      ${view.canRefresh
        ? html`<button type="button" class="secondary refresh" ?disabled=${view.busy || !!view.disabledReason} @click=${() => host.refresh(view)}>${host.t.refresh}</button>`
        : nothing}
      ${view.waiting ? html`<button type="button" class="secondary cancel" @click=${() => host.cancel(view)}>${host.t.cancel}</button>` : nothing}
    </div>
    <p class="status ${view.status?.error ? 'error oauth-error' : ''}" role="status" aria-live="polite">${view.status?.text ?? ''}</p>
  </section>`;
}

/** Flows the panel cannot run (implicit, password): shown verbatim, as in the base tier. */
export function verbatimFlow(flow: OAuthFlow, id: string, t: Labels): TemplateResult {
  const scopeList = Object.entries(flow.scopes);
  return html`<section class="flow" aria-labelledby=${`${id}-title`} data-flow=${flow.type}>
    <div class="flow-title" id=${`${id}-title`}>${t.flowNamed(t.flowTitles[flow.type])} <code>${flow.type}</code></div>
    <dl class="flow-urls">
      ${url(t.authorizationUrl, flow.authorizationUrl, '')} ${url(t.deviceAuthorizationUrl, flow.deviceAuthorizationUrl, '')}
      ${url(t.tokenUrl, flow.tokenUrl, '')} ${url(t.refreshUrl, flow.refreshUrl, '')}
    </dl>
    ${scopeList.length > 0
      ? html`<p class="hint">${t.scopesList} ${scopeList.map(([s], i) => html`${i > 0 ? ', ' : ''}<code>${s}</code>`)}</p>`
      : nothing}
    <p class="hint">${t.unsupportedFlowHint}</p>
  </section>`;
}
