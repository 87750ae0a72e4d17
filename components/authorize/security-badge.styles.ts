import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';

/** The "deprecated" flag of a security scheme, in the badge and in the Authorize panel. */
export const deprecatedFlagStyles = css`
    .flag.deprecated {
      font-size: var(--sv-font-size-xs);
      font-weight: 400;
      padding: 0 var(--sv-space-1);
      border: 1px solid var(--sv-color-warning);
      border-radius: var(--sv-radius-sm);
      color: var(--sv-color-fg-muted);
    }
`;

export const securityBadgeStyles = [
  deprecatedFlagStyles,
  sharedStyles,
  css`
    :host {
      display: block;
      font-size: var(--sv-font-size-sm);
      color: var(--sv-color-fg);
    }
    .security {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-1) var(--sv-space-2);
    }
    .label {
      font-weight: 600;
      color: var(--sv-color-fg-muted);
    }
    .state {
      display: inline-flex;
      align-items: center;
      gap: var(--sv-space-1);
      font-weight: 600;
    }
    .unsatisfied .lock-icon {
      color: var(--sv-security-badge-locked, var(--sv-color-warning));
    }
    .satisfied .lock-icon,
    .optional .lock-icon {
      color: var(--sv-security-badge-unlocked, var(--sv-color-success));
    }
    .alternatives {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-1) var(--sv-space-2);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .group {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-1);
    }
    .or,
    .and {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .entry code {
      font-size: var(--sv-font-size-xs);
      padding: 0 var(--sv-space-1);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-code-bg);
      border: 1px solid var(--sv-color-border-subtle);
    }
    .entry.applied code {
      border-color: var(--sv-color-success);
    }
    .scopes {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
    }
    .check {
      color: var(--sv-color-success);
      margin-inline-start: 2px;
    }
    .authorize {
      cursor: pointer;
      font-size: var(--sv-font-size-xs);
      border-radius: var(--sv-radius-sm);
      padding: 0 var(--sv-space-2);
      border: 1px solid var(--sv-color-border);
      background: var(--sv-color-bg);
    }
  `,
];
