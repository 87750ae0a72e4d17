import { html, svg, type TemplateResult } from 'lit';

const CLOSED = svg`<path fill="currentColor" fill-rule="evenodd" d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm1.5 0h5V5a2.5 2.5 0 0 0-5 0v2Z"/>`;
const OPEN = svg`<path fill="currentColor" fill-rule="evenodd" d="M5.5 7h7A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4V5a4 4 0 0 1 7.75-1.4l-1.4.53A2.5 2.5 0 0 0 5.5 5v2Z"/>`;

/** A padlock, closed while credentials are still required, open once they are applied. Decorative: pair it with text. */
export function lockIcon(locked: boolean): TemplateResult {
  return html`<svg class="lock-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${locked ? CLOSED : OPEN}</svg>`;
}
