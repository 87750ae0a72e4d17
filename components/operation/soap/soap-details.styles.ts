import { css } from 'lit';

/** Styles of the SOAP facts list inside an operation card. */
export const soapDetailsStyles = css`
  .soap-facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--sv-space-1) var(--sv-space-3);
    margin: 0;
    font-size: var(--sv-font-size-sm);
  }
  .soap-facts dt {
    color: var(--sv-color-fg-muted);
    font-size: var(--sv-font-size-xs);
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .soap-facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .soap-facts code {
    padding: 0 0.4em;
    border-radius: var(--sv-radius-sm);
    background: var(--sv-color-bg-muted);
    font-size: var(--sv-font-size-xs);
  }
  .soap-facts .muted {
    color: var(--sv-color-fg-muted);
  }
`;
