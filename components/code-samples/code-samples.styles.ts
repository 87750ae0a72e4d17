import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { tabStyles } from '../../styles/tabs.js';

export const codeSamplesStyles = [
  sharedStyles,
  tabStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    .samples {
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius);
      background: var(--sv-code-samples-bg, var(--sv-color-code-bg));
      overflow: hidden;
    }
    /* Tabs and Copy share a row while the tabs fit beside it; else Copy takes a row of its own below the tabs, so a
       tab never ends cut off under it. */
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: stretch;
      justify-content: space-between;
      column-gap: var(--sv-space-2);
      border-bottom: 1px solid var(--sv-color-border-subtle);
      background: var(--sv-color-bg-subtle);
    }
    /* One row always, as wide as its tabs up to the bar's width: past that it scrolls sideways (focus scrolls the
       chosen tab in). */
    .tabs {
      display: flex;
      flex: 1 0 auto;
      flex-wrap: nowrap;
      max-width: 100%;
      min-width: 0;
      overflow-x: auto;
      scrollbar-width: thin;
    }
    .copy {
      align-self: center;
      margin-block: var(--sv-space-1);
      margin-inline: auto var(--sv-space-2);
      padding: var(--sv-space-1) var(--sv-space-2);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      font-size: var(--sv-font-size-xs);
      cursor: pointer;
      min-width: 5.5em;
    }
    .copy:hover:not(:disabled) {
      border-color: var(--sv-color-accent);
    }
    .copy:disabled {
      cursor: default;
      opacity: 0.6;
    }
    .copy[data-state='copied'] {
      color: var(--sv-color-success);
      border-color: var(--sv-color-success);
    }
    .copy[data-state='failed'] {
      color: var(--sv-color-danger);
      border-color: var(--sv-color-danger);
    }
    pre {
      margin: 0;
      padding: var(--sv-space-3);
      max-height: var(--sv-code-samples-max-height, 420px);
      overflow: auto;
      color: var(--sv-color-code-fg);
      font-size: var(--sv-font-size-xs);
      line-height: 1.5;
      tab-size: 4;
    }
    pre[aria-busy='true'] {
      min-height: 4em;
    }
    .hljs-string,
    .hljs-regexp,
    .hljs-symbol {
      color: var(--sv-color-syntax-string);
    }
    .hljs-number,
    .hljs-literal,
    .hljs-built_in {
      color: var(--sv-color-syntax-number);
    }
    .hljs-keyword,
    .hljs-meta,
    .hljs-selector-tag {
      color: var(--sv-color-syntax-keyword);
    }
    .hljs-attr,
    .hljs-attribute,
    .hljs-params {
      color: var(--sv-color-syntax-attr);
    }
    .hljs-title,
    .hljs-type,
    .hljs-variable {
      color: var(--sv-color-syntax-title);
    }
    .hljs-comment,
    .hljs-quote {
      color: var(--sv-color-syntax-comment);
      font-style: italic;
    }
  `,
];
