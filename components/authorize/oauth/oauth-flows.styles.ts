import { css } from 'lit';
import { authorizeStyles } from '../authorize.styles.js';

/** The Authorize panel's own look (buttons, inputs, flows) plus what only the Get Token controls need. */
export const oauthFlowsStyles = [
  ...authorizeStyles,
  css`
    :host,
    :host(:not([inline])) {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
    }
    fieldset {
      border: 0;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-1);
      min-width: 0;
    }
    legend {
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
      padding: 0;
      margin-bottom: var(--sv-space-1);
    }
    .choice {
      display: flex;
      align-items: baseline;
      gap: var(--sv-space-2);
      font-weight: 400;
      font-size: var(--sv-font-size-sm);
    }
    .choice input {
      width: auto;
      flex: none;
    }
    .scope-text {
      color: var(--sv-color-fg-muted);
    }
    select {
      font: inherit;
      color: var(--sv-color-fg);
      background: var(--sv-color-bg);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      padding: var(--sv-space-1) var(--sv-space-2);
    }
    .variables {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-2);
    }
    .redirect {
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
      flex-wrap: wrap;
    }
    .oauth-error {
      margin: 0;
      padding: var(--sv-space-2) var(--sv-space-3);
      border: 1px solid var(--sv-color-danger);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-danger-subtle);
      color: var(--sv-color-fg);
      overflow-wrap: anywhere;
    }
    .flow .status {
      margin: 0;
    }
    button:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
];
