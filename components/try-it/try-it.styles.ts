import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';

export const tryItStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    .panel {
      background: var(--sv-try-it-bg, var(--sv-color-bg-subtle));
      border: 1px solid var(--sv-try-it-border, var(--sv-color-border));
      border-radius: var(--sv-radius);
      padding: var(--sv-space-4);
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
    }
    .header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--sv-space-2);
    }
    .heading {
      font-size: var(--sv-font-size);
      font-weight: 600;
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
    }
    .badge {
      font-size: var(--sv-font-size-xs);
      font-weight: 500;
      padding: 0 var(--sv-space-2);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-accent-subtle);
      color: var(--sv-color-fg);
      border: 1px solid var(--sv-color-accent);
    }
    form {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
    }
    .group {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-2);
    }
    .group-title {
      font-weight: 600;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    .field {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-1);
      margin: 0;
      min-width: 0;
    }
    fieldset.field {
      border: 0;
      padding: 0;
    }
    legend {
      padding: 0;
      margin-bottom: var(--sv-space-1);
    }
    label,
    legend {
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-xs);
    }
    .label-row {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
    }
    .required {
      color: var(--sv-color-danger);
      margin-inline-start: 2px;
    }
    .type {
      color: var(--sv-color-fg-muted);
      font-family: var(--sv-font-sans);
      unicode-bidi: plaintext;
    }
    input[type='text'],
    input[type='number'],
    select,
    textarea {
      font: inherit;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
      background: var(--sv-color-bg);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      padding: var(--sv-space-1) var(--sv-space-2);
      min-width: 0;
      width: 100%;
    }
    input[type='file'] {
      font-size: var(--sv-font-size-xs);
    }
    textarea.code {
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-xs);
      line-height: 1.5;
      resize: vertical;
      tab-size: 2;
    }
    textarea[aria-invalid='true'] {
      border-color: var(--sv-color-warning);
    }
    .checks {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-1) var(--sv-space-3);
    }
    .check {
      display: inline-flex;
      align-items: center;
      gap: var(--sv-space-1);
    }
    .row {
      display: flex;
      gap: var(--sv-space-2);
      align-items: center;
    }
    .hint {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      margin: 0;
    }
    .warning {
      color: var(--sv-color-warning);
    }
    .notice {
      padding: var(--sv-space-2);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-warning-subtle);
      color: var(--sv-color-fg);
    }
    .server-url,
    .request-line {
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-xs);
    }
    /* breakableUrl(): lines break between the pieces of a URL only. */
    .url-part {
      display: inline-block;
      max-width: 100%;
      overflow-wrap: anywhere;
    }
    .method {
      font-weight: 700;
    }
    button {
      cursor: pointer;
      border-radius: var(--sv-radius-sm);
      padding: var(--sv-space-1) var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      background: var(--sv-color-bg);
    }
    button:disabled,
    button[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }
    button.primary {
      background: var(--sv-color-accent);
      border-color: var(--sv-color-accent);
      color: var(--sv-color-method-fg);
      font-weight: 600;
    }
    /* Unavailable, yet readable (no opacity): muted text on a muted surface keeps 4.5:1 in both themes. */
    button.primary:disabled,
    button.primary[aria-disabled='true'] {
      opacity: 1;
      background: var(--sv-color-bg-muted);
      border-color: var(--sv-color-border);
      color: var(--sv-color-fg-muted);
    }
    button.link {
      align-self: flex-start;
      border: 0;
      background: none;
      padding: 0;
      color: var(--sv-color-accent);
    }
    button.icon {
      padding: 0 var(--sv-space-2);
      line-height: 1.6;
    }
    .send-row {
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
      flex-wrap: wrap;
    }
    /* The URL gets the whole row (so its pieces rarely need to break inside), the buttons sit right below it. */
    .send-row .request-line {
      flex: 1 1 100%;
      min-width: 0;
    }
    .send-row > button:first-of-type {
      margin-inline-start: auto;
    }
    .blockers {
      margin: 0;
      padding: var(--sv-space-2) var(--sv-space-2) var(--sv-space-2) var(--sv-space-5);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-warning-subtle);
      color: var(--sv-color-fg);
    }
    /* Missing credentials: the "Authorize…" button follows its message. */
    .blockers .authorize-to-send {
      margin-inline-start: var(--sv-space-2);
    }
  `,
];
