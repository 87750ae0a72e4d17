import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';
import { badgeStyles } from '../../styles/badges.js';
import { copyLinkStyles } from '../shared/copy-link.js';

/** Styles shared by the GraphQL elements (types, root fields, directives, the export note). */
export const graphqlStyles = [
  sharedStyles,
  markdownStyles,
  badgeStyles,
  copyLinkStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
      line-height: 1.5;
    }
    h3,
    h4,
    h5 {
      margin: 0;
    }
    h3 {
      font-size: 1.05rem;
    }
    h4 {
      font-size: var(--sv-font-size-sm);
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--sv-color-fg-muted);
    }
    .heading {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-2);
    }
    .section {
      margin-top: var(--sv-space-4);
    }
    .rows {
      margin: var(--sv-space-2) 0 0;
      padding: 0;
      list-style: none;
    }
    .row {
      padding: var(--sv-space-2) 0;
      border-top: 1px solid var(--sv-color-border-subtle);
      scroll-margin-top: var(--sv-scroll-offset, 0px);
    }
    .rows > .row:first-child {
      border-top: 0;
    }
    .signature {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px var(--sv-space-2);
      font-family: var(--sv-font-mono);
    }
    .name {
      font-weight: 600;
      color: var(--sv-color-fg);
    }
    code,
    .signature {
      font-size: var(--sv-font-size-sm);
    }
    a {
      color: var(--sv-color-accent);
    }
    .args {
      margin: var(--sv-space-1) 0 0 var(--sv-space-4);
      padding: 0;
      list-style: none;
    }
    .args > li {
      padding: 2px 0;
    }
    .muted,
    .reason {
      color: var(--sv-color-fg-muted);
    }
    .md > :first-child {
      margin-top: var(--sv-space-1);
    }
    .md > :last-child {
      margin-bottom: 0;
    }
    .facts {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: var(--sv-space-1) var(--sv-space-3);
      margin: var(--sv-space-3) 0 0;
    }
    .facts dt {
      color: var(--sv-color-fg-muted);
    }
    .facts dd {
      margin: 0;
    }
    .links {
      display: inline;
    }
    .links > * + *::before {
      content: ', ';
      color: var(--sv-color-fg-muted);
    }
    details > summary {
      cursor: pointer;
      color: var(--sv-color-accent);
      padding: var(--sv-space-1) 0;
    }
    pre {
      margin: var(--sv-space-1) 0 var(--sv-space-3);
      padding: var(--sv-space-3);
      overflow: auto;
      max-height: 28rem;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-code-bg);
      color: var(--sv-color-code-fg);
      font: var(--sv-font-size-sm) / 1.45 var(--sv-font-mono);
    }
    button.more {
      margin-top: var(--sv-space-2);
      padding: var(--sv-space-1) var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-accent);
      font: inherit;
      cursor: pointer;
    }
    .note {
      margin: 0;
      padding: var(--sv-space-2) var(--sv-space-3);
      border-inline-start: 3px solid var(--sv-color-border);
      color: var(--sv-color-fg-muted);
    }
  `,
];
