/** One scheme's form in the Authorize panel: title, description, details, inputs, Apply / Clear, status. */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { credentialFields, type Credential, type CredentialField, type SecurityScheme } from '../../src/index.js';
import { markdown } from '../shared/markdown.js';
import { schemeDetails } from './scheme-details.js';
import { fieldLabel, isSecretField, schemeSummary } from './scheme-labels.js';
import type { Labels } from '../i18n/en.js';


/** What the form reads from and does to `<sv-authorize>`. */
export interface SchemeFormHost {
  readonly proxied: boolean;
  /** The values in the inputs: an edit in progress, else the applied credential. */
  draft(key: string): Credential;
  isApplied(key: string): boolean;
  /** The last Apply / Clear outcome, announced in the form's status line. */
  status(key: string): { text: string; error: boolean } | undefined;
  edit(key: string, field: CredentialField, value: string): void;
  apply(key: string): void;
  clear(key: string): void;
  /** A registered plugin's view of the scheme (extended build: OAuth Get Token) in place of the read-only details. */
  extension?(scheme: SecurityScheme, index: number): TemplateResult | undefined;
}

function field(host: SchemeFormHost, scheme: SecurityScheme, index: number, name: CredentialField, t: Labels): TemplateResult {
  const id = `input-${index}-${name}`;
  const secret = isSecretField(name);
  return html`<div class="field">
    <label for=${id}>${fieldLabel(name, scheme, t)}</label>
    <input
      id=${id}
      name=${name}
      type=${secret ? 'password' : 'text'}
      autocomplete="off"
      autocapitalize="off"
      spellcheck="false"
      placeholder=${name === 'authorization' ? t.digestPlaceholder : nothing}
      aria-describedby=${`status-${index}`}
      .value=${live(host.draft(scheme.key)[name] ?? '')}
      @input=${(e: Event) => host.edit(scheme.key, name, (e.target as HTMLInputElement).value)}
    />
  </div>`;
}

export function schemeForm(host: SchemeFormHost, scheme: SecurityScheme, index: number, headingLevel: number, t: Labels): TemplateResult {
  const fields = credentialFields(scheme);
  const applied = host.isApplied(scheme.key);
  const status = host.status(scheme.key);
  const titleId = `scheme-title-${index}`;
  const body = html`<div class="scheme-head">
      <div class="scheme-title" id=${titleId} role="heading" aria-level=${headingLevel}>
        <code>${scheme.key}</code> <span class="scheme-kind">${schemeSummary(scheme, t)}</span>
        ${scheme.deprecated ? html`<span class="flag deprecated">${t.deprecated}</span>` : nothing}
      </div>
      ${applied ? html`<span class="applied-badge" part="applied-badge">${t.applied}</span>` : nothing}
    </div>
    ${scheme.description ? html`<div class="md description">${markdown(scheme.description)}</div>` : nothing}
    ${host.extension?.(scheme, index) ?? schemeDetails(scheme, index, host.proxied, t)}`;
  if (fields.length === 0) return html`<div class="scheme" part="scheme">${body}</div>`;
  return html`<form
    class="scheme"
    part="scheme"
    aria-labelledby=${titleId}
    @submit=${(e: Event) => {
      e.preventDefault();
      host.apply(scheme.key);
    }}
  >
    ${body}
    <div class="fields">${fields.map((name) => field(host, scheme, index, name, t))}</div>
    <div class="actions">
      <button type="submit" class="primary apply" part="apply">${t.apply}</button>
      <button type="button" class="secondary clear" part="clear" @click=${() => host.clear(scheme.key)}>${t.clear}</button>
    </div>
    <p class="status ${status?.error ? 'error' : ''}" id=${`status-${index}`} role="status">${status?.text ?? ''}</p>
  </form>`;
}
