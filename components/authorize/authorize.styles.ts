import { css } from 'lit';
import { markdownStyles } from '../../styles/markdown.js';
import { sharedStyles } from '../../styles/shared.js';
import { deprecatedFlagStyles } from './security-badge.styles.js';

export const authorizeStyles = [
  sharedStyles,
  deprecatedFlagStyles,
  markdownStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    :host(:not([inline])) {
      display: inline-block;
    }
    button {
      cursor: pointer;
      border-radius: var(--sv-radius-sm);
      padding: var(--sv-space-1) var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      background: var(--sv-color-bg);
    }
    button.primary {
      background: var(--sv-color-accent);
      border-color: var(--sv-color-accent);
      color: var(--sv-color-method-fg);
      font-weight: 600;
    }
    .trigger {
      display: inline-flex;
      align-items: center;
      gap: var(--sv-space-2);
      font-weight: 600;
    }
    .count {
      font-size: var(--sv-font-size-xs);
      font-weight: 500;
      padding: 0 var(--sv-space-2);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-accent-subtle);
      border: 1px solid var(--sv-color-accent);
    }
    .lock-icon {
      flex: none;
    }
    dialog {
      padding: 0;
      /* Its edge must show on a dimmed dark page too, where the backdrop barely changes the near-black. */
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius);
      box-shadow: var(--sv-shadow-overlay);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      width: min(720px, calc(100vw - 2 * var(--sv-space-4)));
      max-height: calc(100vh - 2 * var(--sv-space-6));
    }
    dialog::backdrop {
      background: var(--sv-color-backdrop);
    }
    .panel {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
      padding: var(--sv-space-4);
      background: var(--sv-authorize-bg, var(--sv-color-bg));
    }
    .panel.inline {
      border: 1px solid var(--sv-authorize-border, var(--sv-color-border));
      border-radius: var(--sv-radius);
    }
    .dialog-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--sv-space-2);
    }
    .panel-title {
      font-size: var(--sv-font-size);
      font-weight: 600;
    }
    .close {
      border: 0;
      background: none;
      line-height: 1;
      padding: var(--sv-space-1) var(--sv-space-2);
    }
    .intro,
    .hint {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      margin: 0;
    }
    .notice {
      padding: var(--sv-space-2);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-warning-subtle);
      color: var(--sv-color-fg);
    }
  `,
];
