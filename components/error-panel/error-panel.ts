import { html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import type { SpecError } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { coreText } from '../i18n/core-text.js';
import { safeHref } from '../shared/safe-url.js';
import { errorPanelStyles } from './error-panel.styles.js';
import { problemsEn } from '../i18n/parts/problems.js';

const alertIcon = svg`<svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M6.457 1.047c.659-1.234 2.427-1.234 3.086 0l6.082 11.378A1.75 1.75 0 0 1 14.082 15H1.918a1.75 1.75 0 0 1-1.543-2.575Zm1.763.707a.25.25 0 0 0-.44 0L1.698 13.132a.25.25 0 0 0 .22.368h12.164a.25.25 0 0 0 .22-.368Zm.53 3.996v2.5a.75.75 0 0 1-1.5 0v-2.5a.75.75 0 0 1 1.5 0ZM9 11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"/></svg>`;

/**
 * @tagname sv-error-panel
 * @summary Why a spec could not be shown: a headline per error code, the precise message, where, and which URL.
 *
 * @fires sv-retry - The reader asked to load the spec again.
 * @csspart error-panel - The panel.
 * @csspart retry - The retry button.
 * @cssproperty --sv-error-panel-bg - Panel background.
 * @cssproperty --sv-error-panel-border - Panel border colour.
 * @cssproperty --sv-error-panel-accent - Icon and headline colour.
 */
export class SvErrorPanel extends SvElement {
  static override styles = errorPanelStyles;
  static override englishLabels = problemsEn;

  @property({ attribute: false }) error?: SpecError;

  /** The spec URL that failed, shown so the reader can check it. */
  @property({ attribute: 'spec-url' }) specUrl?: string;

  protected override render(): unknown {
    const error = this.error;
    if (!error) return nothing;
    const href = safeHref(this.specUrl);
    return html`<div class="panel" part="error-panel" role="alert">
      <div class="icon">${alertIcon}</div>
      <div class="body">
        <h2 class="title">${this.t.errorTitles[error.code] ?? this.t.errorTitles.internal}</h2>
        <p class="message">${coreText(this.t, error)}</p>
        <dl class="facts">
          ${error.location
            ? html`<div><dt>${this.t.location}</dt><dd><code>${error.location}</code></dd></div>`
            : nothing}
          ${this.specUrl
            ? html`<div><dt>${this.t.specUrl}</dt><dd>${href ? html`<a href=${href} target="_blank" rel="noopener noreferrer">${this.specUrl}</a>` : html`<code>${this.specUrl}</code>`}</dd></div>`
            : nothing}
          <div><dt>${this.t.errorCode}</dt><dd><code>${error.code}</code></dd></div>
        </dl>
        <button class="retry" part="retry" type="button" @click=${() => this.emit('sv-retry', null)}>${this.t.tryAgain}</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-error-panel': SvErrorPanel;
  }
}
