import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';

export const schemaTreeStyles = [
  sharedStyles,
  markdownStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
      line-height: 1.5;
    }
    .rows {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .row {
      padding: var(--sv-space-2) 0;
      border-top: 1px solid var(--sv-color-border-subtle);
    }
    .rows > .row:first-child {
      border-top: 0;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px var(--sv-space-2);
    }
    .toggle,
    .leaf {
      display: inline-flex;
      align-items: baseline;
      gap: var(--sv-space-1);
      padding: 0;
      border: 0;
      background: none;
      text-align: start;
    }
    .toggle {
      cursor: pointer;
      margin-inline-start: -16px;
    }
    .leaf {
      padding-inline-start: 0;
    }
    .chevron {
      flex: none;
      align-self: center;
      color: var(--sv-color-fg-muted);
      transition: transform var(--sv-transition);
    }
    /* Collapsed chevrons point along the reading direction. */
    .chevron:dir(rtl) {
      transform: scaleX(-1);
    }
    .toggle[aria-expanded='true'] .chevron {
      transform: rotate(90deg);
    }
    .toggle:hover .name {
      text-decoration: underline;
      text-decoration-color: var(--sv-color-border);
    }
    .name {
      color: var(--sv-schema-tree-name-color, var(--sv-color-fg));
      font: 600 var(--sv-font-size-sm) / 1.5 var(--sv-font-mono);
      word-break: break-word;
    }
    .name.meta,
    .name.pattern {
      font-style: italic;
      font-weight: 500;
      color: var(--sv-color-fg-muted);
    }
    .type {
      color: var(--sv-schema-tree-type-color, var(--sv-color-fg-muted));
      font-family: var(--sv-font-mono);
      font-size: var(--sv-font-size-xs);
      /* "integer <int64>" reads left-to-right in a right-to-left page; a localised "array of …" keeps its own. */
      unicode-bidi: plaintext;
    }
    .required {
      color: var(--sv-color-danger);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    .flag {
      padding: 0 6px;
      border: 1px solid var(--sv-color-border);
      border-radius: 999px;
      color: var(--sv-color-fg-muted);
      font-size: 11px;
      font-weight: 600;
    }
    .flag.deprecated {
      border-color: var(--sv-color-warning);
      color: var(--sv-color-warning);
    }
    .is-deprecated > .head .name {
      text-decoration: line-through;
    }
    .details {
      margin-top: 2px;
      color: var(--sv-color-fg);
    }
    .description {
      color: var(--sv-color-fg);
    }
    .details > * + * {
      margin-top: var(--sv-space-1);
    }
    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-1);
    }
    .chip {
      padding: 0 6px;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
      color: var(--sv-color-fg-muted);
      font: var(--sv-font-size-xs) / 1.6 var(--sv-font-mono);
    }
    .kv {
      color: var(--sv-color-fg-muted);
    }
    .k {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    code {
      padding: 0 0.35em;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
      color: var(--sv-color-fg);
      font-size: var(--sv-font-size-xs);
      word-break: break-word;
    }
    .enum code {
      display: inline-block;
      margin: 1px 0;
    }
    .children {
      margin: var(--sv-space-2) 0 0 5px;
      padding-inline-start: var(--sv-space-4);
      border-inline-start: 1px solid var(--sv-schema-tree-guide-color, var(--sv-color-border));
    }
    .root {
      margin-bottom: var(--sv-space-2);
    }
    .note,
    .circular {
      margin: var(--sv-space-1) 0 0;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-style: italic;
    }
    .discriminator {
      margin: var(--sv-space-1) 0 var(--sv-space-2);
      padding: var(--sv-space-2) var(--sv-space-3);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-subtle);
    }
    .mapping {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-1) var(--sv-space-3);
      margin: var(--sv-space-1) 0 0;
      padding: 0;
      list-style: none;
    }
    .variants {
      margin-top: var(--sv-space-2);
    }
    .variant-bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-2);
      margin-bottom: var(--sv-space-2);
    }
    .variant-buttons {
      display: inline-flex;
      flex-wrap: wrap;
      gap: var(--sv-space-1);
    }
    .variant {
      padding: 2px 10px;
      border: 1px solid var(--sv-color-border);
      border-radius: 999px;
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font-size: var(--sv-font-size-xs);
      cursor: pointer;
    }
    .variant[aria-pressed='true'] {
      border-color: var(--sv-color-accent);
      background: var(--sv-color-accent-subtle);
      color: var(--sv-color-accent);
      font-weight: 600;
    }
    select {
      padding: 2px var(--sv-space-2);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font: inherit;
    }
    .variant-body {
      padding-inline-start: var(--sv-space-3);
      border-inline-start: 2px solid var(--sv-color-accent-subtle);
    }
    .link-button {
      padding: 0;
      border: 0;
      background: none;
      color: var(--sv-color-accent);
      font-size: var(--sv-font-size-xs);
      cursor: pointer;
    }
    .tree > .rows,
    .tree > .variants {
      padding-inline-start: 16px;
    }
  `,
];
