/** Base styles every element adopts: box-sizing, a visible focus ring, `.visually-hidden`, `[hidden]`. */
import { css } from 'lit';

export const sharedStyles = css`
  :host {
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [hidden] {
    display: none !important;
  }
  :focus-visible {
    outline: 2px solid var(--sv-color-focus);
    outline-offset: 2px;
    border-radius: var(--sv-radius-sm);
  }
  /* Targets of deep links get programmatic focus only; a ring around a whole section would be noise. */
  [tabindex='-1']:focus {
    outline: none;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  button {
    font: inherit;
    color: inherit;
  }
  a {
    color: var(--sv-color-accent);
    text-underline-offset: 2px;
  }
  /* "Show the rest" / "Show N more": what a long description or list offers after its first slice. */
  .sv-more {
    display: inline-block;
    margin: var(--sv-space-1, 4px) 0;
    padding: 2px 8px;
    border: 1px solid var(--sv-color-border);
    border-radius: var(--sv-radius-sm);
    background: transparent;
    color: var(--sv-color-accent);
    cursor: pointer;
  }
  code,
  kbd,
  pre {
    font-family: var(--sv-font-mono);
  }
  /* Media types, URLs and SOAP actions are long words: they wrap inside their box rather than widen the page. */
  code {
    overflow-wrap: anywhere;
  }
  /* Code, values, identifiers and URLs read left to right in any interface, each as one unit in the text around
     it (a date stays "2024-02-01T09:00:00Z" in an Arabic page). An element that says otherwise (dir) keeps that. */
  :is(code, kbd, samp, pre):not([dir]) {
    direction: ltr;
    unicode-bidi: isolate;
  }
  /* Code blocks start each line at the left in any interface: inside a right-to-left list item Firefox and WebKit
     inherit the alignment there as right, which dir="ltr" alone does not undo. */
  pre {
    text-align: left;
  }
`;
