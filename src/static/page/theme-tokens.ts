/**
 * The default values of the `--sv-*` tokens the static page's stylesheet uses, light and dark: a copy of
 * styles/tokens.ts (the single source; src/ may not import styles/), which test/core/static-page.test.ts keeps
 * equal to it. The stylesheet reads every token as `var(--sv-…, <this default>)`, so a page's own overrides on
 * `spec-viewer` apply to the static reference too, and once the element has upgraded its tokens do.
 */
export const STATIC_BASE_TOKENS: Readonly<Record<string, string>> = {
  '--sv-font-sans': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  '--sv-font-mono': 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  '--sv-font-size': '15px',
  '--sv-font-size-sm': '13px',
  '--sv-line-height': '1.6',
  '--sv-radius': '8px',
  '--sv-radius-sm': '5px',
  '--sv-content-max-width': '1040px',
};

export const STATIC_LIGHT_TOKENS: Readonly<Record<string, string>> = {
  '--sv-color-bg': '#ffffff',
  '--sv-color-bg-subtle': '#f6f8fa',
  '--sv-color-fg': '#1f2328',
  '--sv-color-fg-muted': '#59636e',
  '--sv-color-border': '#d1d9e0',
  '--sv-color-border-subtle': '#e6eaef',
  '--sv-color-accent': '#0969da',
  '--sv-color-danger': '#c9252d',
  '--sv-color-warning': '#9a6700',
  '--sv-color-code-bg': '#f6f8fa',
  '--sv-color-code-fg': '#1f2328',
  '--sv-color-method-fg': '#ffffff',
  '--sv-color-method-get': '#0a6ad6',
  '--sv-color-method-post': '#18794e',
  '--sv-color-method-put': '#a35200',
  '--sv-color-method-patch': '#7c4dcc',
  '--sv-color-method-delete': '#c9252d',
  '--sv-color-method-head': '#5b6470',
  '--sv-color-method-options': '#0b7285',
  '--sv-color-method-trace': '#5b6470',
  '--sv-color-method-query': '#b3246b',
  '--sv-color-method-other': '#5b6470',
};

export const STATIC_DARK_TOKENS: Readonly<Record<string, string>> = {
  '--sv-color-bg': '#0d1117',
  '--sv-color-bg-subtle': '#151b23',
  '--sv-color-fg': '#e6edf3',
  '--sv-color-fg-muted': '#9198a1',
  '--sv-color-border': '#3d444d',
  '--sv-color-border-subtle': '#2a3038',
  '--sv-color-accent': '#4493f8',
  '--sv-color-danger': '#ff7b72',
  '--sv-color-warning': '#e3b341',
  '--sv-color-code-bg': '#151b23',
  '--sv-color-code-fg': '#e6edf3',
  '--sv-color-method-fg': '#0d1117',
  '--sv-color-method-get': '#58a6ff',
  '--sv-color-method-post': '#3fb950',
  '--sv-color-method-put': '#e3a03a',
  '--sv-color-method-patch': '#b392f0',
  '--sv-color-method-delete': '#ff7b72',
  '--sv-color-method-head': '#9198a1',
  '--sv-color-method-options': '#39c5cf',
  '--sv-color-method-trace': '#9198a1',
  '--sv-color-method-query': '#f778ba',
  '--sv-color-method-other': '#9198a1',
};
