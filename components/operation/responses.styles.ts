import { css } from 'lit';

/** Styles of the last sections of an operation card: Responses (a disclosure row per status, with its links) and Callbacks. */
export const responsesStyles = css`
  .response-list {
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--sv-color-border-subtle);
    border-radius: var(--sv-radius);
  }
  .response + .response {
    border-top: 1px solid var(--sv-color-border-subtle);
  }
  .response-toggle {
    display: flex;
    align-items: center;
    gap: var(--sv-space-3);
    width: 100%;
    padding: var(--sv-space-2) var(--sv-space-4);
    border: 0;
    background: none;
    font-size: var(--sv-font-size-sm);
    text-align: start;
  }
  button.response-toggle {
    cursor: pointer;
  }
  button.response-toggle:hover {
    background: var(--sv-color-bg-subtle);
  }
  .response-toggle.static {
    padding-inline-start: calc(var(--sv-space-4) + 12px + var(--sv-space-3));
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
  [aria-expanded='true'] > .chevron {
    transform: rotate(90deg);
  }
  .response-summary {
    color: var(--sv-color-fg);
  }
  .response-body {
    padding: 0 var(--sv-space-4) var(--sv-space-4) calc(var(--sv-space-4) + 12px + var(--sv-space-3));
  }
  .response-body > * + * {
    margin-top: var(--sv-space-3);
  }
  .links h5,
  .callback-name {
    margin: 0 0 var(--sv-space-2);
    font-size: var(--sv-font-size-sm);
  }
  .links ul {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--sv-font-size-sm);
  }
  .callback + .callback {
    margin-top: var(--sv-space-4);
  }
  .callback-name {
    font-family: var(--sv-font-mono);
  }
`;
