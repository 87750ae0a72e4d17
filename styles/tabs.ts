/** Tab buttons of the ARIA tabs pattern on a code box's bar: code sample languages, example statuses. */
import { css } from 'lit';

export const tabStyles = css`
  [role='tab'] {
    flex: none;
    padding: var(--sv-space-2);
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: var(--sv-color-fg-muted);
    font-size: var(--sv-font-size-xs);
    font-weight: 500;
    cursor: pointer;
    white-space: nowrap;
  }
  [role='tab']:hover {
    color: var(--sv-color-fg);
    background: var(--sv-color-bg-muted);
  }
  [role='tab'][aria-selected='true'] {
    color: var(--sv-color-fg);
    border-bottom-color: var(--sv-color-accent);
  }
  [role='tab']:focus-visible {
    outline-offset: -2px;
  }
`;
