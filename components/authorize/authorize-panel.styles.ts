import { css } from 'lit';

/** The scheme tabs and forms, adopted by `<sv-authorize>` with the chunk that renders them. */
export const authorizePanelStyles = css`
    /* One row that scrolls sideways when the schemes do not fit; the active tab is underlined. */
    .tabs {
      display: flex;
      flex-wrap: nowrap;
      gap: var(--sv-space-1);
      overflow-x: auto;
      scrollbar-width: thin;
      box-shadow: inset 0 -1px var(--sv-color-border);
    }
    .tab {
      flex: none;
      display: inline-flex;
      align-items: center;
      gap: var(--sv-space-1);
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-xs);
      border: 0;
      border-bottom: 2px solid transparent;
      border-radius: var(--sv-radius-sm) var(--sv-radius-sm) 0 0;
      background: none;
      color: var(--sv-color-fg-muted);
    }
    .tab:focus-visible {
      outline-offset: -2px;
    }
    .tab[aria-selected='true'] {
      border-bottom-color: var(--sv-color-accent);
      color: var(--sv-color-fg);
      font-weight: 700;
    }
    .dot {
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: var(--sv-authorize-dot, var(--sv-color-success));
    }
    .tabpanel:focus-visible {
      outline-offset: 4px;
    }
    .scheme {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
      margin: 0;
    }
    .scheme-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--sv-space-2);
      flex-wrap: wrap;
    }
    .scheme-title {
      font-weight: 600;
    }
    .scheme-kind {
      color: var(--sv-color-fg-muted);
      font-weight: 400;
      margin-inline-start: var(--sv-space-1);
    }
    .applied-badge {
      font-size: var(--sv-font-size-xs);
      padding: 0 var(--sv-space-2);
      border-radius: var(--sv-radius-sm);
      border: 1px solid var(--sv-color-success);
      color: var(--sv-color-fg);
    }
    .flow {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-2);
      padding: var(--sv-space-2) var(--sv-space-3);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius-sm);
    }
    .flow-title {
      font-weight: 600;
    }
    .flow-urls {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: var(--sv-space-1) var(--sv-space-3);
      margin: 0;
    }
    .flow-urls dt {
      color: var(--sv-color-fg-muted);
    }
    .flow-urls dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .scopes {
      border-collapse: collapse;
      font-size: var(--sv-font-size-xs);
    }
    .scopes th,
    .scopes td {
      text-align: start;
      padding: var(--sv-space-1) var(--sv-space-2);
      border-bottom: 1px solid var(--sv-color-border-subtle);
    }
    .fields {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-2);
    }
    .field {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-1);
    }
    label {
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    input {
      font: inherit;
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
      background: var(--sv-color-bg);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      padding: var(--sv-space-1) var(--sv-space-2);
      width: 100%;
      min-width: 0;
    }
    .actions {
      display: flex;
      gap: var(--sv-space-2);
    }
    .status {
      margin: calc(-1 * var(--sv-space-2)) 0 0;
      min-height: 1.2em;
      font-size: var(--sv-font-size-xs);
    }
    .status.error {
      color: var(--sv-color-danger);
    }
`;
