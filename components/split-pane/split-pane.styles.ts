import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';

export const splitPaneStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .pane {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto var(--sv-split-pane-aside-width, 420px);
      align-items: stretch;
    }
    .main,
    .aside {
      min-width: 0;
    }
    .separator {
      position: relative;
      width: 13px;
      cursor: col-resize;
      touch-action: none;
      display: flex;
      justify-content: center;
    }
    .separator::before {
      content: '';
      width: 1px;
      height: 100%;
      background: var(--sv-split-pane-separator-color, var(--sv-color-border));
      transition: background var(--sv-transition), width var(--sv-transition);
    }
    .separator:hover::before,
    .separator.dragging::before,
    .separator:focus-visible::before {
      width: 3px;
      background: var(--sv-split-pane-separator-active-color, var(--sv-color-accent));
    }
    .separator:focus-visible {
      outline-offset: -2px;
    }
    :host([stacked]) .pane {
      grid-template-columns: minmax(0, 1fr);
    }
    :host([stacked]) .separator {
      display: none;
    }
    :host([stacked]) .aside {
      margin-top: var(--sv-space-4);
    }
  `,
];
