import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';

export const mediaContentStyles = [
  sharedStyles,
  markdownStyles,
  css`
    :host {
      display: block;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: var(--sv-space-2);
      margin-bottom: var(--sv-space-3);
    }
    .media-type {
      overflow-wrap: anywhere;
      padding: 2px 8px;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
      color: var(--sv-color-fg-muted);
      font: var(--sv-font-size-xs) / 1.6 var(--sv-font-mono);
    }
    select {
      padding: 3px var(--sv-space-2);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font: var(--sv-font-size-xs) / 1.5 var(--sv-font-mono);
    }
    .views {
      display: inline-flex;
      padding: 2px;
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg-muted);
    }
    .view {
      padding: 2px 12px;
      border: 0;
      border-radius: calc(var(--sv-radius) - 2px);
      background: none;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
      cursor: pointer;
    }
    .view[aria-pressed='true'] {
      background: var(--sv-color-bg);
      color: var(--sv-media-content-tab-active, var(--sv-color-fg));
      box-shadow: var(--sv-shadow);
    }
    .example-select {
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
      margin-bottom: var(--sv-space-2);
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    pre.code {
      max-height: 480px;
      margin: 0;
    }
    .hint,
    .stream-of,
    .empty {
      margin: 0 0 var(--sv-space-2);
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .example-description {
      margin-bottom: var(--sv-space-2);
      font-size: var(--sv-font-size-sm);
    }
    .link-button {
      margin-top: var(--sv-space-1);
      padding: 0;
      border: 0;
      background: none;
      color: var(--sv-color-accent);
      font-size: var(--sv-font-size-xs);
      cursor: pointer;
    }
    .encoding {
      margin-top: var(--sv-space-3);
      font-size: var(--sv-font-size-xs);
      color: var(--sv-color-fg-muted);
    }
    .encoding ul {
      margin: var(--sv-space-1) 0 0;
      padding: 0;
      list-style: none;
    }
    .encoding li {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-2);
    }
    .k {
      font-weight: 600;
    }
    code {
      font-family: var(--sv-font-mono);
    }
  `,
];
