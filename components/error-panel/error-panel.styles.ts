import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';

export const errorPanelStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .panel {
      display: flex;
      gap: var(--sv-space-4);
      max-width: 760px;
      padding: var(--sv-space-5);
      border: 1px solid var(--sv-error-panel-border, var(--sv-color-danger));
      border-radius: var(--sv-radius);
      background: var(--sv-error-panel-bg, var(--sv-color-danger-subtle));
      color: var(--sv-color-fg);
    }
    .icon {
      flex: none;
      color: var(--sv-error-panel-accent, var(--sv-color-danger));
    }
    .body {
      min-width: 0;
    }
    .title {
      margin: 0 0 var(--sv-space-2);
      color: var(--sv-error-panel-accent, var(--sv-color-danger));
      font-size: 1.15rem;
      line-height: 1.3;
    }
    .message {
      margin: 0 0 var(--sv-space-3);
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .facts {
      display: grid;
      gap: var(--sv-space-1);
      margin: 0 0 var(--sv-space-4);
      font-size: var(--sv-font-size-sm);
    }
    .facts div {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-2);
    }
    dt {
      min-width: 6.5em;
      color: var(--sv-color-fg-muted);
      font-weight: 600;
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .retry {
      padding: var(--sv-space-1) var(--sv-space-4);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      font-size: var(--sv-font-size-sm);
      font-weight: 600;
      cursor: pointer;
    }
    .retry:hover {
      border-color: var(--sv-color-fg-muted);
    }
  `,
];
