import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';
import { badgeStyles } from '../../styles/badges.js';
import { copyLinkStyles } from '../shared/copy-link.js';

export const contentStyles = [
  sharedStyles,
  markdownStyles,
  badgeStyles,
  copyLinkStyles,
  css`
    :host {
      display: block;
      min-width: 0;
    }
    .content {
      max-width: var(--sv-content-max-width);
      margin: 0 auto;
      padding: var(--sv-content-padding, var(--sv-space-7) var(--sv-space-6) 40vh);
    }
    .authorize {
      margin-top: var(--sv-space-4);
    }
    .warnings {
      margin-top: var(--sv-space-5);
    }
    .empty {
      margin-top: var(--sv-space-6);
      color: var(--sv-color-fg-muted);
    }
    .group-title {
      margin: var(--sv-space-7) 0 0;
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 700;
      letter-spacing: 0.08em;
      text-transform: uppercase;
    }
    .tag,
    .schemas {
      margin-top: var(--sv-space-7);
    }
    .group-title + .tag {
      margin-top: var(--sv-space-2);
    }
    .tag-heading,
    .schema-heading {
      display: flex;
      align-items: center;
      gap: var(--sv-space-1);
      scroll-margin-top: var(--sv-scroll-offset);
    }
    .tag-heading h2 {
      margin: 0;
      font-size: 1.6rem;
      font-weight: 700;
      letter-spacing: -0.015em;
    }
    .tag,
    .schemas,
    .schema {
      scroll-margin-top: var(--sv-scroll-offset);
    }
    .tag-description {
      max-width: 72ch;
      margin-top: var(--sv-space-3);
      color: var(--sv-color-fg);
    }
    .external-docs {
      margin: var(--sv-space-2) 0 0;
      font-size: var(--sv-font-size-sm);
    }
    .slot {
      display: block;
      margin-top: var(--sv-space-5);
      scroll-margin-top: var(--sv-scroll-offset);
    }
    sv-operation.slot:not(.eager) {
      /* Cards far off screen skip layout and paint; their last size is remembered. Not the cards rendered with the
         page: the browser lays such a card out empty first and then a second time once it finds it on screen,
         which delayed a large page's first paint by a second layout of the whole page. */
      content-visibility: auto;
      contain-intrinsic-size: auto 720px;
    }
    /* Placeholders: title as text, method badge and path drawn from data attributes. Off-screen ones skip layout. */
    .placeholder {
      min-height: var(--sv-content-placeholder-height, 560px);
      padding: var(--sv-space-6);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg);
      font-size: 1.35rem;
      font-weight: 650;
      line-height: 1.3;
      content-visibility: auto;
      contain-intrinsic-size: auto var(--sv-content-placeholder-height, 560px);
    }
    .slot.placeholder::after {
      content: attr(data-method) '\\2003' attr(data-path);
      display: block;
      margin-top: var(--sv-space-3);
      padding: var(--sv-space-2) var(--sv-space-3);
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg-subtle);
      color: var(--sv-color-fg-muted);
      font: 600 var(--sv-font-size-sm) / 1.5 var(--sv-font-mono);
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .pending {
      height: calc(var(--sv-pending-count, 1) * (var(--sv-content-placeholder-height, 560px) + var(--sv-space-5)));
    }
    .schemas-pending {
      height: calc(var(--sv-pending-count, 1) * 136px);
    }
    .op-reference {
      display: flex;
      align-items: center;
      gap: var(--sv-space-3);
      margin-top: var(--sv-space-3);
      padding: var(--sv-space-2) var(--sv-space-3);
      border: 1px dashed var(--sv-color-border);
      border-radius: var(--sv-radius);
      color: var(--sv-color-fg);
      font-size: var(--sv-font-size-sm);
      text-decoration: none;
    }
    .op-reference:hover {
      border-color: var(--sv-color-accent);
    }
    .op-reference-title {
      color: var(--sv-color-fg-muted);
    }
    .schema {
      margin-top: var(--sv-space-4);
      padding: var(--sv-space-4) var(--sv-space-5);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg);
    }
    .schema.placeholder {
      min-height: 120px;
      font: 650 1.05rem / 1.4 var(--sv-font-mono);
      contain-intrinsic-size: auto 120px;
    }
    .schema-heading h3 {
      margin: 0;
      font: 650 1.05rem / 1.4 var(--sv-font-mono);
      overflow-wrap: anywhere;
    }
    .schema sv-schema-tree {
      margin-top: var(--sv-space-3);
    }
    @media (max-width: 900px) {
      .content {
        padding: var(--sv-content-padding, var(--sv-space-5) var(--sv-space-4) 40vh);
      }
      .placeholder {
        padding: var(--sv-space-4);
      }
    }
  `,
];
