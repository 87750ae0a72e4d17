import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { SpecError } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { coreText } from '../i18n/core-text.js';
import { sharedStyles } from '../../styles/shared.js';
import { problemsEn } from '../i18n/parts/problems.js';

/** More than this many warnings are summarized ("… and 120 more"): a huge list helps no one. */
const MAX_LISTED = 200;

/**
 * @tagname sv-warnings
 * @summary Non-fatal problems of a rendered spec, collapsed behind "N problems found in this document".
 *
 * @csspart warnings - The container.
 * @cssproperty --sv-warnings-bg - Background of the collapsed bar.
 * @cssproperty --sv-warnings-accent - Colour of the icon and count.
 */
export class SvWarnings extends SvElement {
  static override englishLabels = problemsEn;
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .warnings {
        border: 1px solid var(--sv-color-border);
        border-radius: var(--sv-radius);
        background: var(--sv-warnings-bg, var(--sv-color-warning-subtle));
        font-size: var(--sv-font-size-sm);
      }
      .toggle {
        display: flex;
        align-items: center;
        gap: var(--sv-space-2);
        width: 100%;
        padding: var(--sv-space-2) var(--sv-space-4);
        border: 0;
        background: none;
        text-align: start;
        cursor: pointer;
      }
      .count {
        color: var(--sv-warnings-accent, var(--sv-color-warning));
        font-weight: 700;
      }
      .chevron {
        margin-inline-start: auto;
        color: var(--sv-color-fg-muted);
        transition: transform var(--sv-transition);
      }
      [aria-expanded='true'] .chevron {
        transform: rotate(180deg);
      }
      ul {
        max-height: 320px;
        overflow: auto;
        margin: 0;
        padding: 0 var(--sv-space-4) var(--sv-space-3);
        list-style: none;
      }
      li {
        padding: var(--sv-space-1) 0;
        border-top: 1px solid var(--sv-color-border-subtle);
        overflow-wrap: anywhere;
      }
      code {
        color: var(--sv-color-fg-muted);
        font-size: var(--sv-font-size-xs);
      }
    `,
  ];

  @property({ attribute: false }) warnings: SpecError[] = [];

  @state() private open = false;

  protected override render(): unknown {
    const count = this.warnings.length;
    if (count === 0) return nothing;
    const listed = this.warnings.slice(0, MAX_LISTED);
    return html`<div class="warnings" part="warnings">
      <button class="toggle" type="button" aria-expanded=${this.open ? 'true' : 'false'} @click=${() => (this.open = !this.open)}>
        <span class="count">${this.t.problemCount(count)}</span> ${this.t.problemsFound}
        <svg class="chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12.78 5.22a.749.749 0 0 1 0 1.06l-4.25 4.25a.749.749 0 0 1-1.06 0L3.22 6.28a.749.749 0 1 1 1.06-1.06L8 8.939l3.72-3.719a.749.749 0 0 1 1.06 0Z"/></svg>
      </button>
      ${this.open
        ? html`<ul role="list">
            ${listed.map(
              (w) => html`<li>${coreText(this.t, w)} ${w.location ? html`<code>${w.location}</code>` : nothing}</li>`,
            )}
            ${count > listed.length ? html`<li>${this.t.andMore(count - listed.length)}</li>` : nothing}
          </ul>`
        : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-warnings': SvWarnings;
  }
}
