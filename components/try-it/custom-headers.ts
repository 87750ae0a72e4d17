/** "+ Add header": free header rows that override spec-defined headers of the same name. */
import { html } from 'lit';
import type { FormHost } from './form-host.js';

export function renderCustomHeaders(host: FormHost, level: number): unknown {
  const rows = host.form.customHeaders;
  return html`<section class="group">
    <div class="group-title" role="heading" aria-level=${level}>Custom headers</div>
    ${rows.map(
      (h, i) => html`<div class="row header-row">
        <input
          type="text"
          class="header-name"
          aria-label="Header ${i + 1} name"
          placeholder="Name"
          spellcheck="false"
          .value=${h.name}
          @input=${(e: Event) => host.setHeader(i, (e.target as HTMLInputElement).value, h.value)}
        />
        <input
          type="text"
          class="header-value"
          aria-label="Header ${i + 1} value"
          placeholder="Value"
          spellcheck="false"
          .value=${h.value}
          @input=${(e: Event) => host.setHeader(i, h.name, (e.target as HTMLInputElement).value)}
        />
        <button type="button" class="icon" aria-label="Remove header ${i + 1}" @click=${() => host.removeHeader(i)}>×</button>
      </div>`,
    )}
    <button type="button" class="link add-header" @click=${() => host.addHeader()}>+ Add header</button>
  </section>`;
}
