/** Protocol bindings (`mqtt`, `kafka`, `ws` …) as one key/value table per protocol. */
import { html, nothing, type TemplateResult } from 'lit';
import { inlineValue } from '../../shared/labels.js';
import type { Labels } from '../../i18n/en.js';

/** `{ mqtt: { qos: 1 }, kafka: {...} }` → a table per protocol; undefined or empty → nothing. */
export function bindingsTables(title: string, bindings: Record<string, unknown> | undefined, t: Labels): TemplateResult | typeof nothing {
  const protocols = Object.entries(bindings ?? {});
  if (protocols.length === 0) return nothing;
  return html`<div class="bindings">
    ${protocols.map(([protocol, values]) => {
      const rows = typeof values === 'object' && values !== null && !Array.isArray(values) ? Object.entries(values) : [];
      return html`<table class="kv-table">
        <caption>${title}: <code>${protocol}</code></caption>
        <thead><tr><th scope="col">${t.key}</th><th scope="col">${t.value}</th></tr></thead>
        <tbody>
          ${rows.length === 0
            ? html`<tr><td colspan="2">${t.noSettings}</td></tr>`
            : rows.map(([key, value]) => html`<tr><th scope="row"><code>${key}</code></th><td><code>${inlineValue(value, 400)}</code></td></tr>`)}
        </tbody>
      </table>`;
    })}
  </div>`;
}
