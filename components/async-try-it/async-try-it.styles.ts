import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';

/** The AsyncAPI Try-It panel: address row, message box, log. */
export const asyncTryItStyles = [
  sharedStyles,
  // Its .hljs-* colours for the log's JSON.
  markdownStyles,
  css`
    :host {
      display: block;
      min-width: 0;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    .panel {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
      padding: var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg);
    }
    label,
    .label {
      margin: 0;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    .row,
    .choices,
    .log-bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-2);
    }
    .log-bar .label {
      margin-inline-end: auto;
    }
    input,
    textarea,
    select {
      min-width: 0;
      padding: var(--sv-space-1) var(--sv-space-2);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font: var(--sv-font-size-xs) / 1.5 var(--sv-font-mono);
    }
    input {
      flex: 1 1 16rem;
    }
    textarea {
      width: 100%;
      box-sizing: border-box;
      resize: vertical;
    }
    button {
      padding: var(--sv-space-1) var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-subtle);
      color: var(--sv-color-fg);
      font: inherit;
      cursor: pointer;
    }
    button:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
    .connect,
    .send {
      border-color: var(--sv-color-accent);
      background: var(--sv-color-accent);
      color: var(--sv-color-method-fg);
      font-weight: 600;
    }
    .state,
    .note,
    .empty {
      margin: 0;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .problem {
      margin: 0;
      color: var(--sv-color-status-4xx);
      font-size: var(--sv-font-size-xs);
    }
    .log-box {
      max-height: var(--sv-async-log-max-height, 28rem);
      overflow: auto;
    }
    .log {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-2);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .entry {
      padding: var(--sv-space-2);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-code-bg);
    }
    .entry.event {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-2);
      margin: 0 0 var(--sv-space-1);
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .direction {
      font-weight: 600;
    }
    .match.known {
      color: var(--sv-color-status-2xx);
    }
    /* A reply to a message sent from here (3.0 request/reply). */
    .entry.reply {
      border-color: var(--sv-color-accent);
      box-shadow: inset 3px 0 0 var(--sv-color-accent);
    }
    .reply-to {
      color: var(--sv-color-accent);
      font-weight: 600;
    }
    .code {
      margin: 0;
      overflow: auto;
      font: var(--sv-font-size-xs) / 1.5 var(--sv-font-mono);
      white-space: pre;
    }
  `,
];
