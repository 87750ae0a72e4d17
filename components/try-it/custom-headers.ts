/** "+ Add header": free header rows that override spec-defined headers of the same name. */
import { html } from 'lit';
import type { FormHost } from './form-host.js';

/** After the rows re-render, focus row `index`'s name input, or "+ Add header" when no such row is left. */
async function focusRow(host: FormHost, section: HTMLElement, index: number): Promise<void> {
  await host.updateComplete;
  const names = section.querySelectorAll<HTMLInputElement>('.header-name');
  (names[Math.min(index, names.length - 1)] ?? section.querySelector<HTMLElement>('.add-header'))?.focus();
}

const sectionOf = (e: Event) => (e.currentTarget as HTMLElement).closest('section') as HTMLElement;

export function renderCustomHeaders(host: FormHost, level: number): unknown {
  const rows = host.form.state.customHeaders;
  return html`<section class="group">
    <div class="group-title" role="heading" aria-level=${level}>${host.t.customHeaders}</div>
    ${rows.map(
      (h, i) => html`<div class="row header-row">
        <input
          type="text"
          class="header-name"
          aria-label=${host.t.headerNName(i + 1)}
          placeholder=${host.t.headerName}
          spellcheck="false"
          .value=${h.name}
          @input=${(e: Event) => host.form.setHeader(i, (e.target as HTMLInputElement).value, h.value)}
        />
        <input
          type="text"
          class="header-value"
          aria-label=${host.t.headerNValue(i + 1)}
          placeholder=${host.t.headerValue}
          spellcheck="false"
          .value=${h.value}
          @input=${(e: Event) => host.form.setHeader(i, h.name, (e.target as HTMLInputElement).value)}
        />
        <button type="button" class="icon" aria-label=${host.t.removeHeaderN(i + 1)} @click=${(e: Event) => {
          const section = sectionOf(e);
          host.form.removeHeader(i);
          void focusRow(host, section, i);
        }}>×</button>
      </div>`,
    )}
    <button type="button" class="link add-header" @click=${(e: Event) => {
      const section = sectionOf(e);
      host.form.addHeader();
      void focusRow(host, section, rows.length);
    }}>${host.t.addHeader}</button>
  </section>`;
}
