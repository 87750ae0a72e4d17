/** Prose styles for sanitized Markdown output (`.md` containers) and highlighted code (`.hljs-*`). */
import { css } from 'lit';

export const markdownStyles = css`
  /* A last resort only: inline code carries break opportunities after = & ? , / (markdown-engine.ts), taken first. */
  .md {
    overflow-wrap: anywhere;
  }
  /* Spec prose keeps its own direction in a right-to-left interface: each block takes the direction of its first
     strong character (an English description reads left-to-right in the Arabic interface). Left-to-right pages
     skip it: the extra bidi pass is measurable on multi-megabyte descriptions. Lists carry dir="auto" from the
     sanitizer instead. */
  :host(:dir(rtl)) .md p,
  :host(:dir(rtl)) .md blockquote,
  :host(:dir(rtl)) .md h1,
  :host(:dir(rtl)) .md h2,
  :host(:dir(rtl)) .md h3,
  :host(:dir(rtl)) .md h4,
  :host(:dir(rtl)) .md h5,
  :host(:dir(rtl)) .md h6,
  :host(:dir(rtl)) .md td,
  :host(:dir(rtl)) .md th {
    unicode-bidi: plaintext;
  }
  .md pre {
    direction: ltr;
  }
  .md > :first-child {
    margin-top: 0;
  }
  .md > :last-child {
    margin-bottom: 0;
  }
  .md p,
  .md ul,
  .md ol,
  .md blockquote,
  .md table,
  .md pre {
    margin: 0 0 var(--sv-space-3);
  }
  .md h1,
  .md h2,
  .md h3,
  .md h4,
  .md h5,
  .md h6 {
    margin: var(--sv-space-4) 0 var(--sv-space-2);
    font-size: 1.05em;
    line-height: 1.3;
  }
  .md h1 {
    font-size: 1.3em;
  }
  .md h2 {
    font-size: 1.2em;
  }
  .md ul,
  .md ol {
    padding-inline-start: 1.5em;
  }
  .md li + li {
    margin-top: 2px;
  }
  .md img {
    max-width: 100%;
  }
  .md blockquote {
    padding: 0 var(--sv-space-3);
    border-inline-start: 3px solid var(--sv-color-border);
    color: var(--sv-color-fg-muted);
  }
  .md code {
    padding: 0.1em 0.35em;
    border-radius: var(--sv-radius-sm);
    background: var(--sv-color-bg-muted);
    font-size: 0.88em;
  }
  .md pre,
  pre.code {
    overflow: auto;
    padding: var(--sv-space-3) var(--sv-space-4);
    border: 1px solid var(--sv-color-border-subtle);
    border-radius: var(--sv-radius);
    background: var(--sv-color-code-bg);
    color: var(--sv-color-code-fg);
    font-size: var(--sv-font-size-sm);
    line-height: 1.5;
    tab-size: 2;
  }
  .md pre code {
    padding: 0;
    background: none;
    font-size: inherit;
  }
  .md table {
    display: block;
    overflow: auto;
    border-collapse: collapse;
    font-size: var(--sv-font-size-sm);
  }
  .md th,
  .md td {
    padding: var(--sv-space-1) var(--sv-space-3);
    border: 1px solid var(--sv-color-border);
    text-align: start;
  }
  .md th {
    background: var(--sv-color-bg-subtle);
  }
  .md hr {
    border: 0;
    border-top: 1px solid var(--sv-color-border);
  }

  .hljs-string,
  .hljs-regexp,
  .hljs-symbol {
    color: var(--sv-color-syntax-string);
  }
  .hljs-number,
  .hljs-literal,
  .hljs-built_in {
    color: var(--sv-color-syntax-number);
  }
  .hljs-keyword,
  .hljs-selector-tag,
  .hljs-meta,
  .hljs-deletion {
    color: var(--sv-color-syntax-keyword);
  }
  .hljs-attr,
  .hljs-attribute,
  .hljs-name,
  .hljs-tag,
  .hljs-addition {
    color: var(--sv-color-syntax-attr);
  }
  .hljs-title,
  .hljs-section,
  .hljs-type,
  .hljs-variable {
    color: var(--sv-color-syntax-title);
  }
  .hljs-comment,
  .hljs-quote {
    color: var(--sv-color-syntax-comment);
    font-style: italic;
  }
`;
