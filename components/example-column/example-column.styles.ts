import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';
import { tabStyles } from '../../styles/tabs.js';

/** The examples column: its boxes (request sample, response examples, messages), tabs and the Try-It toggle. */
export const exampleColumnStyles = [
  sharedStyles,
  markdownStyles,
  tabStyles,
  css`
    :host {
      display: block;
      min-width: 0;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    .column {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
    }
    .toolbar {
      display: flex;
      align-items: center;
      justify-content: flex-end;
      gap: var(--sv-space-2);
    }
    .toolbar .label {
      margin-inline-end: auto;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    .toggle {
      padding: var(--sv-space-1) var(--sv-space-3);
      border: 1px solid var(--sv-color-accent);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-accent);
      color: var(--sv-color-method-fg);
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    .toggle[aria-expanded='true'] {
      background: var(--sv-color-bg);
      color: var(--sv-color-accent);
    }
    .box {
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius);
      background: var(--sv-color-code-bg);
      overflow: hidden;
    }
    .bar {
      display: flex;
      align-items: stretch;
      gap: var(--sv-space-2);
      border-bottom: 1px solid var(--sv-color-border-subtle);
      background: var(--sv-color-bg-subtle);
    }
    .box-title {
      align-self: center;
      padding-inline: var(--sv-space-2);
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    .tabs {
      display: flex;
      flex-wrap: wrap;
      min-width: 0;
    }
    /* Statuses read as code. */
    .status-tab {
      font: 600 var(--sv-font-size-xs) / 1.4 var(--sv-font-mono);
    }
    .status-tab.status-2xx { color: var(--sv-color-status-2xx); }
    .status-tab.status-3xx { color: var(--sv-color-status-3xx); }
    .status-tab.status-4xx { color: var(--sv-color-status-4xx); }
    .status-tab.status-5xx { color: var(--sv-color-status-5xx); }
    .panel {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-2);
      padding: var(--sv-space-3);
      min-width: 0;
    }
    .panel > .md,
    .panel > p {
      margin: 0;
    }
    .media-row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-2);
      align-items: center;
    }
    .media-type,
    .kv {
      overflow-wrap: anywhere;
      color: var(--sv-color-fg-muted);
      font: var(--sv-font-size-xs) / 1.6 var(--sv-font-mono);
    }
    select {
      max-width: 100%;
      padding: 3px var(--sv-space-2);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font-size: var(--sv-font-size-xs);
    }
    .example-select {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-2);
      font-size: var(--sv-font-size-xs);
      color: var(--sv-color-fg-muted);
    }
    .hint,
    .empty {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .generated {
      font-style: italic;
    }
    pre.code {
      margin: 0;
      padding: var(--sv-space-3);
      max-height: var(--sv-example-column-max-height, 360px);
      overflow: auto;
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-code-fg);
      font-size: var(--sv-font-size-xs);
      line-height: 1.5;
      tab-size: 4;
    }
    .form[hidden] {
      display: none;
    }
  `,
];
