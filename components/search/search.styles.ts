import { css } from 'lit';

export const searchStyles = css`
  dialog {
    width: var(--sv-search-width, min(640px, calc(100vw - 24px)));
    max-height: min(70vh, 640px);
    margin: 10vh auto auto;
    padding: 0;
    border: 1px solid var(--sv-color-border, #d1d9e0);
    border-radius: var(--sv-radius, 8px);
    background: var(--sv-search-bg, var(--sv-color-bg, #fff));
    color: var(--sv-search-fg, var(--sv-color-fg, #1f2328));
    font: var(--sv-font-size, 15px) / 1.4 var(--sv-font-sans, system-ui, sans-serif);
    box-shadow: 0 16px 48px rgb(0 0 0 / 0.25);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: var(--sv-search-backdrop, rgb(0 0 0 / 0.35));
  }
  .bar {
    display: flex;
    gap: var(--sv-space-2, 8px);
    align-items: center;
    padding: var(--sv-space-3, 12px);
    border-bottom: 1px solid var(--sv-color-border, #d1d9e0);
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--sv-color-border, #d1d9e0);
    border-radius: var(--sv-radius-sm, 5px);
  }
  input:focus-visible {
    outline: 2px solid var(--sv-color-focus, #0969da);
    outline-offset: 1px;
  }
  .close {
    font: inherit;
    font-size: var(--sv-font-size-sm, 13px);
    padding: 6px 10px;
    color: inherit;
    background: var(--sv-color-bg-subtle, #f6f8fa);
    border: 1px solid var(--sv-color-border, #d1d9e0);
    border-radius: var(--sv-radius-sm, 5px);
    cursor: pointer;
  }
  [role='listbox'] {
    overflow-y: auto;
    margin: 0;
    padding: var(--sv-space-2, 8px);
    list-style: none;
  }
  .group-label {
    padding: 8px 8px 4px;
    font-size: var(--sv-font-size-xs, 12px);
    font-weight: 600;
    text-transform: uppercase;
    color: var(--sv-search-muted, var(--sv-color-fg-muted, #59636e));
  }
  [role='option'] {
    display: grid;
    gap: 2px;
    padding: 6px 8px;
    border-radius: var(--sv-radius-sm, 5px);
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: var(--sv-search-active-bg, var(--sv-color-accent-subtle, #ddf4ff));
  }
  .line {
    display: flex;
    gap: 8px;
    align-items: baseline;
    min-width: 0;
  }
  .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .sub {
    font-size: var(--sv-font-size-sm, 13px);
    color: var(--sv-search-muted, var(--sv-color-fg-muted, #59636e));
    overflow-wrap: anywhere;
  }
  .path {
    font-family: var(--sv-font-mono, monospace);
  }
  .method {
    flex: none;
    font: 700 11px / 1.6 var(--sv-font-mono, monospace);
    padding: 0 6px;
    border-radius: 4px;
    color: var(--sv-color-fg, #1f2328);
    background: var(--sv-color-bg-muted, #eef1f4);
  }
  mark {
    background: var(--sv-search-mark-bg, var(--sv-color-warning-subtle));
    color: inherit;
    border-radius: 2px;
  }
  .status {
    padding: var(--sv-space-3, 12px);
    color: var(--sv-search-muted, var(--sv-color-fg-muted, #59636e));
  }
`;
