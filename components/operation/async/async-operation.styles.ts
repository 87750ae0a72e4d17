import { css } from 'lit';

/** Styles of the AsyncAPI parts of sv-operation (added to its styles; HTTP cards never use these classes). */
export const asyncOperationStyles = css`
  /* The badges and the link stay together, and go to the next line together when the title's last line is full
     (Firefox does not move a break back into the title to make room for a no-wrap tail). */
  .operation.async .title-row {
    white-space: normal;
  }
  .title-tail {
    white-space: nowrap;
  }
  .title-tail > .badge,
  .title-tail > .copy-link {
    margin-inline-start: var(--sv-space-2);
  }
  .method-send {
    --sv-method-color: var(--sv-color-method-post);
  }
  .method-receive {
    --sv-method-color: var(--sv-color-method-get);
  }
  .direction-sentence {
    margin: var(--sv-space-2) 0 0;
    color: var(--sv-color-fg-muted);
  }
  .muted {
    color: var(--sv-color-fg-muted);
  }
  .kv-table {
    width: 100%;
    margin-top: var(--sv-space-2);
    border-collapse: collapse;
    font-size: var(--sv-font-size-sm);
  }
  .kv-table caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: var(--sv-space-1);
  }
  .kv-table th,
  .kv-table td {
    padding: var(--sv-space-1) var(--sv-space-2);
    border-top: 1px solid var(--sv-color-border-subtle);
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  /* Column names are words: they never break inside ("Nam|e" beside a long type). */
  .kv-table thead th {
    overflow-wrap: normal;
    white-space: nowrap;
    color: var(--sv-color-fg-muted);
    font-weight: 600;
  }
  ul.servers {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul.servers > li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sv-space-2);
    align-items: baseline;
    padding: var(--sv-space-2) 0;
    border-top: 1px solid var(--sv-color-border-subtle);
  }
  ul.servers .bindings,
  ul.servers .meta-line,
  ul.servers .tag-list {
    flex-basis: 100%;
  }
  .tag-list {
    margin: var(--sv-space-2) 0 0;
    padding: 0;
    list-style: none;
    font-size: var(--sv-font-size-sm);
  }
  .tag-list > li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sv-space-2);
    align-items: baseline;
    padding: var(--sv-space-1) 0;
  }
  .tag {
    padding: 0 var(--sv-space-2);
    border: 1px solid var(--sv-color-border);
    border-radius: var(--sv-radius-sm);
    background: var(--sv-color-bg-muted);
    font-family: var(--sv-font-mono);
    overflow-wrap: anywhere;
  }
  .message {
    margin-top: var(--sv-space-3);
    padding: var(--sv-space-4);
    border: 1px solid var(--sv-color-border-subtle);
    border-radius: var(--sv-radius);
    scroll-margin-top: var(--sv-scroll-offset);
  }
  .message-heading {
    display: flex;
    gap: var(--sv-space-2);
    align-items: baseline;
  }
  .message-heading h5 {
    margin: 0;
    font-size: 1rem;
  }
  .message-part h6 {
    margin: var(--sv-space-3) 0 var(--sv-space-1);
    font-size: var(--sv-font-size-sm);
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--sv-color-fg-muted);
  }
  .message-facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--sv-space-1) var(--sv-space-3);
    margin: var(--sv-space-2) 0 0;
    font-size: var(--sv-font-size-sm);
  }
  .message-facts > div {
    display: contents;
  }
  .message-facts dt {
    color: var(--sv-color-fg-muted);
  }
  .message-facts dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .md.inline,
  .md.inline > p {
    display: inline;
  }
  .example {
    margin: var(--sv-space-2) 0 0;
  }
  .example figcaption {
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-size: var(--sv-font-size-sm);
    color: var(--sv-color-fg-muted);
  }
  .copy {
    padding: var(--sv-space-1) var(--sv-space-2);
    border: 1px solid var(--sv-color-border);
    border-radius: var(--sv-radius-sm);
    background: var(--sv-color-bg);
    color: var(--sv-color-fg);
    font: inherit;
    cursor: pointer;
  }
  .code {
    max-height: 360px;
    margin: var(--sv-space-1) 0 0;
    padding: var(--sv-space-3);
    overflow: auto;
    border-radius: var(--sv-radius-sm);
    background: var(--sv-color-bg-subtle);
    font-family: var(--sv-font-mono);
    font-size: var(--sv-font-size-sm);
  }
`;
