import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { badgeStyles } from '../../styles/badges.js';

export const sidebarStyles = [
  sharedStyles,
  badgeStyles,
  css`
    :host {
      display: block;
      height: 100%;
      min-height: 0;
      background: var(--sv-sidebar-bg, var(--sv-color-bg-subtle));
      color: var(--sv-sidebar-fg, var(--sv-color-fg));
      font-size: var(--sv-font-size-sm);
    }
    .sidebar {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    .brand {
      display: flex;
      flex: none;
      align-items: baseline;
      gap: var(--sv-space-2);
      padding: var(--sv-space-4) var(--sv-space-4) 0;
    }
    .brand-title {
      min-width: 0;
      overflow: hidden;
      font-size: var(--sv-font-size);
      font-weight: 700;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .brand-version {
      flex: none;
      color: var(--sv-color-fg-muted);
      font: var(--sv-font-size-xs) / 1.4 var(--sv-font-mono);
    }
    .search {
      flex: none;
      display: flex;
      gap: var(--sv-space-2);
      padding: var(--sv-space-3) var(--sv-space-4);
    }
    .search-button {
      flex: none;
      padding: 0 var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-subtle);
      color: var(--sv-color-fg);
      font: inherit;
      cursor: pointer;
    }
    input {
      width: 100%;
      padding: 7px var(--sv-space-3);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font: inherit;
    }
    input::placeholder {
      color: var(--sv-color-fg-muted);
      opacity: 1;
    }
    input:focus-visible {
      outline-offset: 0;
      border-color: var(--sv-color-focus);
    }
    .list {
      flex: 1 1 auto;
      min-height: 0;
      overflow-y: auto;
      overscroll-behavior: contain;
      padding: 0 var(--sv-space-2) var(--sv-space-6);
      scrollbar-width: thin;
    }
    ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .group-title {
      margin: var(--sv-space-4) var(--sv-space-2) var(--sv-space-1);
      color: var(--sv-color-fg-muted);
      font-size: 11px;
      font-weight: 700;
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    .group + .group {
      margin-top: 2px;
    }
    .group-toggle {
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
      width: 100%;
      padding: 6px var(--sv-space-2);
      border: 0;
      border-radius: var(--sv-radius-sm);
      background: none;
      font-weight: 600;
      text-align: start;
      cursor: pointer;
    }
    .group-toggle:hover {
      background: var(--sv-color-bg-muted);
    }
    .chevron {
      flex: none;
      color: var(--sv-color-fg-muted);
      transition: transform var(--sv-transition);
    }
    /* Collapsed chevrons point along the reading direction. */
    .chevron:dir(rtl) {
      transform: scaleX(-1);
    }
    .group-toggle[aria-expanded='true'] .chevron {
      transform: rotate(90deg);
    }
    .group-name {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .count {
      color: var(--sv-color-fg-muted);
      font-size: 11px;
      font-weight: 500;
    }
    .entries {
      margin: 2px 0 var(--sv-space-2);
      padding-inline-start: 18px;
    }
    .entry {
      display: flex;
      align-items: baseline;
      gap: var(--sv-space-2);
      padding: 4px var(--sv-space-2);
      border-radius: var(--sv-radius-sm);
      color: var(--sv-sidebar-fg, var(--sv-color-fg));
      line-height: 1.4;
      text-decoration: none;
    }
    .entry:hover {
      background: var(--sv-color-bg-muted);
    }
    .entry[aria-current='true'] {
      background: var(--sv-sidebar-active-bg, var(--sv-color-accent-subtle));
      color: var(--sv-sidebar-active-fg, var(--sv-color-fg));
      font-weight: 600;
    }
    .entry .method {
      flex: none;
    }
    .entry .label {
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .entry.deprecated .label {
      text-decoration: line-through;
      color: var(--sv-color-fg-muted);
    }
    .empty {
      padding: var(--sv-space-3);
      color: var(--sv-color-fg-muted);
    }
  `,
];
