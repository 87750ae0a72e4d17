import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';
import { badgeStyles } from '../../styles/badges.js';
import { copyLinkStyles } from '../shared/copy-link.js';
import { responsesStyles } from './responses.styles.js';

export const operationStyles = [
  sharedStyles,
  markdownStyles,
  badgeStyles,
  copyLinkStyles,
  css`
    :host {
      display: block;
      scroll-margin-top: var(--sv-scroll-offset);
    }
    .operation {
      padding: var(--sv-operation-padding, var(--sv-space-5));
      border: 1px solid var(--sv-operation-border, var(--sv-color-border-subtle));
      border-radius: var(--sv-operation-radius, var(--sv-radius));
      background: var(--sv-operation-bg, var(--sv-color-bg));
      box-shadow: var(--sv-shadow);
    }
    :host([compact]) .operation {
      padding: var(--sv-space-4);
      box-shadow: none;
      background: var(--sv-color-bg-subtle);
    }
    .header {
      margin-bottom: var(--sv-space-4);
    }
    /*
     * Inline flow, not flex: badges and the copy-link icon follow the title's last line instead of wrapping onto
     * a line of their own. The row is nowrap so nothing breaks between the title's last word and them (the
     * nearest common ancestor decides); the title itself wraps normally.
     */
    .title-row {
      margin-bottom: var(--sv-space-3);
      font-size: 1.35rem;
      line-height: 1.3;
      white-space: nowrap;
    }
    .title {
      display: inline;
      margin: 0;
      font-size: inherit;
      font-weight: 650;
      letter-spacing: -0.01em;
      white-space: normal;
      /* Names without spaces (operation ids such as receiveOutgoingMessage) break rather than overflow a narrow card. */
      overflow-wrap: anywhere;
    }
    .title-row > .badge,
    .title-row > .copy-link {
      margin-inline-start: var(--sv-space-2);
    }
    :host([compact]) .title-row {
      font-size: 1rem;
    }
    .is-deprecated .title {
      text-decoration: line-through;
      text-decoration-color: var(--sv-color-fg-muted);
    }
    .endpoint {
      display: flex;
      align-items: center;
      gap: var(--sv-space-3);
      max-width: 100%;
      padding: var(--sv-space-2) var(--sv-space-3);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg-subtle);
    }
    .path {
      min-width: 0;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    .path-piece {
      display: inline-block;
      max-width: 100%;
      overflow-wrap: anywhere;
    }
    .path-param {
      color: var(--sv-color-accent);
      font-weight: 600;
    }
    .description {
      margin-bottom: var(--sv-space-4);
    }
    .section > .md {
      margin-bottom: var(--sv-space-3);
    }
    .external-docs {
      margin: 0 0 var(--sv-space-4);
      font-size: var(--sv-font-size-sm);
    }
    .meta-line {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--sv-space-1) var(--sv-space-2);
      margin-bottom: var(--sv-space-3);
      font-size: var(--sv-font-size-sm);
    }
    .meta-label {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    .meta-line code {
      padding: 0 0.4em;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .auth-or,
    .auth-and,
    .scopes {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .section {
      margin-top: var(--sv-space-5);
    }
    .section-heading {
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
      margin-bottom: var(--sv-space-3);
      padding-bottom: var(--sv-space-2);
      border-bottom: 1px solid var(--sv-color-border-subtle);
    }
    .section-heading h4 {
      margin: 0;
      font-size: 1rem;
      font-weight: 650;
      scroll-margin-top: var(--sv-scroll-offset);
    }
    .required {
      color: var(--sv-color-danger);
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    table.params {
      width: 100%;
      margin-bottom: var(--sv-space-3);
      border-collapse: collapse;
      font-size: var(--sv-font-size-sm);
    }
    table.params caption {
      padding: var(--sv-space-2) 0;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 700;
      letter-spacing: 0.04em;
      text-align: start;
      text-transform: uppercase;
    }
    table.params tr + tr > * {
      border-top: 1px solid var(--sv-color-border-subtle);
    }
    .param-name {
      width: 32%;
      padding: var(--sv-space-2) var(--sv-space-3) var(--sv-space-2) 0;
      font-weight: normal;
      text-align: start;
      vertical-align: top;
      overflow-wrap: anywhere;
    }
    .param-name .name {
      font-weight: 600;
    }
    .param-name .required {
      margin-inline-start: var(--sv-space-1);
    }
    .whole-query {
      font-size: var(--sv-font-size-xs);
      font-style: italic;
    }
    .type {
      color: var(--sv-color-fg-muted);
      font: var(--sv-font-size-xs) / 1.5 var(--sv-font-mono);
      unicode-bidi: plaintext;
    }
    .param-description {
      padding: var(--sv-space-2) 0;
      vertical-align: top;
    }
    .param-description > * + * {
      margin-top: var(--sv-space-1);
    }
    .is-deprecated .name {
      text-decoration: line-through;
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
      font-size: var(--sv-font-size-sm);
    }
    .k {
      font-size: var(--sv-font-size-xs);
      font-weight: 600;
    }
    .kv code,
    .param-description code:not(pre code),
    .links code {
      padding: 0 0.35em;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
      color: var(--sv-color-fg);
      font-size: var(--sv-font-size-xs);
    }
    /*
     * The examples column beside the card stays in view while its operation scrolls (the aside is as tall as the
     * card); a column taller than the screen scrolls inside. Stacked under the card, it follows the text.
     */
    .aside {
      min-width: 0;
    }
    sv-split-pane:not([stacked]) sv-example-column {
      position: sticky;
      top: var(--sv-scroll-offset);
      max-height: calc(100vh - 2 * var(--sv-scroll-offset));
      overflow-y: auto;
      scrollbar-width: thin;
    }
    @media (max-width: 640px) {
      .operation {
        padding: var(--sv-space-4);
      }
      .param-name {
        width: 40%;
      }
    }
  `,
  responsesStyles,
];
