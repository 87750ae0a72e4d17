import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';

export const responseStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
    }
    .summary {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--sv-space-2) var(--sv-space-3);
      margin-bottom: var(--sv-space-2);
    }
    .status {
      font-weight: 600;
      font-family: var(--sv-font-mono);
      color: var(--sv-response-status-color, var(--sv-color-status-default));
    }
    .status.status-1xx { --sv-response-status-color: var(--sv-color-status-1xx); }
    .status.status-2xx { --sv-response-status-color: var(--sv-color-status-2xx); }
    .status.status-3xx { --sv-response-status-color: var(--sv-color-status-3xx); }
    .status.status-4xx { --sv-response-status-color: var(--sv-color-status-4xx); }
    .status.status-5xx { --sv-response-status-color: var(--sv-color-status-5xx); }
    .meta {
      color: var(--sv-color-fg-muted);
    }
    .badge {
      font-size: var(--sv-font-size-xs);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      padding: 0 var(--sv-space-1);
      color: var(--sv-color-fg-muted);
    }
    details {
      margin: var(--sv-space-2) 0;
    }
    summary {
      cursor: pointer;
      color: var(--sv-color-fg-muted);
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-xs);
    }
    th,
    td {
      text-align: start;
      vertical-align: top;
      padding: 2px var(--sv-space-2) 2px 0;
      overflow-wrap: anywhere;
    }
    th {
      font-weight: 500;
      color: var(--sv-color-fg-muted);
      white-space: nowrap;
    }
    pre {
      margin: 0;
      padding: var(--sv-space-3);
      max-height: var(--sv-response-max-height, 480px);
      overflow: auto;
      background: var(--sv-color-code-bg);
      color: var(--sv-color-code-fg);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius-sm);
      font-size: var(--sv-font-size-xs);
      line-height: 1.5;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .hljs-string { color: var(--sv-color-syntax-string); }
    .hljs-number, .hljs-literal { color: var(--sv-color-syntax-number); }
    .hljs-keyword, .hljs-tag { color: var(--sv-color-syntax-keyword); }
    .hljs-attr, .hljs-attribute { color: var(--sv-color-syntax-attr); }
    .hljs-comment, .hljs-meta { color: var(--sv-color-syntax-comment); }
    .hljs-name, .hljs-title { color: var(--sv-color-syntax-title); }
    .binary {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-2);
      padding: var(--sv-space-3);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-subtle);
    }
    .download,
    .copy-all {
      align-self: flex-start;
      display: inline-block;
      padding: var(--sv-space-1) var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      text-decoration: none;
      font: inherit;
      font-weight: 500;
      cursor: pointer;
    }
    .download:hover,
    .copy-all:hover {
      border-color: var(--sv-color-accent);
    }
    .preview {
      max-width: 100%;
      max-height: 320px;
      object-fit: contain;
      align-self: flex-start;
      background: var(--sv-color-bg);
    }
    .error {
      padding: var(--sv-space-3);
      border-radius: var(--sv-radius-sm);
      border: 1px solid var(--sv-color-danger);
      background: var(--sv-color-danger-subtle);
      color: var(--sv-color-fg);
    }
    .error strong {
      display: block;
      color: var(--sv-color-danger);
      margin-bottom: var(--sv-space-1);
    }
    .error.aborted {
      border-color: var(--sv-color-border);
      background: var(--sv-color-bg-subtle);
    }
    .error.aborted strong {
      color: var(--sv-color-fg-muted);
    }
    .note {
      color: var(--sv-color-fg-muted);
      margin: var(--sv-space-1) 0 0;
    }
      .stream .items {
      list-style: none;
      margin: var(--sv-space-2) 0;
      padding: 0;
      max-height: var(--sv-response-max-height, 420px);
      overflow: auto;
    }
    .stream .item {
      border-top: 1px solid var(--sv-color-border-subtle);
      padding: var(--sv-space-1) 0;
    }
    .stream .item:first-child {
      border-top: none;
    }
    .item-meta {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-1) var(--sv-space-3);
      font-size: var(--sv-font-size-xs);
      color: var(--sv-color-fg-muted);
    }
    .field-name {
      color: var(--sv-color-fg-muted);
    }
    /* Items wrap rather than scroll sideways: the list is the one scroll region (and keyboard-focusable). */
    .stream .item pre {
      margin: var(--sv-space-1) 0 0;
      max-height: none;
      overflow: visible;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .stream-end {
      margin: var(--sv-space-2) 0;
      color: var(--sv-color-fg-muted);
    }
    .stream-end.cut,
    .stream-end.limit {
      color: var(--sv-color-status-4xx);
    }
    .stream-actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-2) var(--sv-space-3);
    }
`,
];
