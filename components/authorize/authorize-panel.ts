/**
 * The Authorize panel's scheme tabs and forms, a chunk of its own: `<sv-authorize>` shows its button (and an
 * inline panel's frame) at once and imports this when the panel first opens or is about to (pointer over or focus
 * on the button), or at once when `inline`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SecurityScheme } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import { schemeForm, type SchemeFormHost } from './scheme-form.js';

export { schemeDetails } from './scheme-details.js';
export { authorizePanelStyles } from './authorize-panel.styles.js';

/** What the tabs read from and do to `<sv-authorize>`. */
export interface SchemesPanelHost extends SchemeFormHost {
  readonly selected: number;
  readonly t: Labels;
  select(index: number, focus: boolean): void;
  readonly onTabKeydown: (event: KeyboardEvent) => void;
}

/** One scheme's form, or (more than one) a tab per scheme over the selected scheme's form (ARIA tabs). */
export function schemesPanel(host: SchemesPanelHost, schemes: readonly SecurityScheme[], level: number): TemplateResult {
  const t = host.t;
  if (schemes.length === 1) return html`<div class="single">${schemeForm(host, schemes[0]!, 0, level, t)}</div>`;
  return html`<div class="tabs" role="tablist" aria-label=${t.securitySchemes} aria-orientation="horizontal" @keydown=${host.onTabKeydown}>
      ${schemes.map((scheme, i) => {
        const selected = i === host.selected;
        const applied = host.isApplied(scheme.key);
        return html`<button
          type="button"
          role="tab"
          class="tab ${applied ? 'applied' : ''}"
          part="tab"
          id=${`tab-${i}`}
          aria-selected=${selected ? 'true' : 'false'}
          aria-controls=${`tabpanel-${i}`}
          tabindex=${selected ? 0 : -1}
          @click=${() => host.select(i, false)}
        >
          ${scheme.key}${scheme.deprecated ? html` <span class="flag deprecated">${t.deprecatedFlag}</span>` : nothing}${applied
            ? html`<span class="dot" part="tab-dot" aria-hidden="true"></span><span class="visually-hidden"> ${t.appliedMark}</span>`
            : nothing}
        </button>`;
      })}
    </div>
    ${schemes.map(
      (scheme, i) => html`<div class="tabpanel" role="tabpanel" id=${`tabpanel-${i}`} aria-labelledby=${`tab-${i}`} tabindex="0" ?hidden=${i !== host.selected}>
        ${i === host.selected ? schemeForm(host, scheme, i, level, t) : nothing}
      </div>`,
    )}`;
}
