/**
 * The single source of the `--sv-*` system tokens. `tokensStyles` puts them on `:host` of `<spec-viewer>`
 * (custom properties inherit through every internal shadow root); `styles/tokens.css` is generated from this
 * file by `node --import tsx styles/write-tokens-css.ts` and a test fails when the two drift apart.
 *
 * Override any token from the page, e.g. `spec-viewer { --sv-color-accent: rebeccapurple; }`: rules of the
 * outer document win over `:host` rules. Component-level tokens (`--sv-sidebar-bg` …) fall back to these.
 */
import { unsafeCSS, type CSSResult } from 'lit';

/** Tokens that do not change with the colour scheme. */
export const baseTokens: Readonly<Record<string, string>> = {
  '--sv-font-sans':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  '--sv-font-mono': 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  '--sv-font-size': '15px',
  '--sv-font-size-sm': '13px',
  '--sv-font-size-xs': '12px',
  '--sv-line-height': '1.6',
  '--sv-radius': '8px',
  '--sv-radius-sm': '5px',
  '--sv-space-1': '4px',
  '--sv-space-2': '8px',
  '--sv-space-3': '12px',
  '--sv-space-4': '16px',
  '--sv-space-5': '24px',
  '--sv-space-6': '32px',
  '--sv-space-7': '48px',
  '--sv-content-max-width': '1040px',
  '--sv-sidebar-width': '290px',
  '--sv-scroll-offset': '16px',
  '--sv-transition': '120ms ease-out',
};

/** Light colour scheme (the default). Text colours keep a WCAG AA contrast of at least 4.5:1. */
export const lightTokens: Readonly<Record<string, string>> = {
  '--sv-color-bg': '#ffffff',
  '--sv-color-bg-subtle': '#f6f8fa',
  '--sv-color-bg-muted': '#eef1f4',
  '--sv-color-fg': '#1f2328',
  '--sv-color-fg-muted': '#59636e',
  '--sv-color-border': '#d1d9e0',
  '--sv-color-border-subtle': '#e6eaef',
  '--sv-color-accent': '#0969da',
  '--sv-color-accent-subtle': '#ddf4ff',
  '--sv-color-focus': '#0969da',
  '--sv-color-danger': '#c9252d',
  '--sv-color-danger-subtle': '#ffebe9',
  '--sv-color-warning': '#9a6700',
  '--sv-color-warning-subtle': '#fff8c5',
  '--sv-color-success': '#18794e',
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
  '--sv-color-status-1xx': '#5b6470',
  '--sv-color-status-2xx': '#18794e',
  '--sv-color-status-3xx': '#0a6ad6',
  '--sv-color-status-4xx': '#a35200',
  '--sv-color-status-5xx': '#c9252d',
  '--sv-color-status-default': '#5b6470',
  '--sv-color-syntax-string': '#0a3069',
  '--sv-color-syntax-number': '#0550ae',
  '--sv-color-syntax-keyword': '#cf222e',
  '--sv-color-syntax-attr': '#116329',
  '--sv-color-syntax-comment': '#59636e',
  '--sv-color-syntax-title': '#6639ba',
  '--sv-shadow': '0 1px 2px rgba(31, 35, 40, 0.06), 0 1px 3px rgba(31, 35, 40, 0.08)',
  '--sv-shadow-overlay': '0 8px 24px rgba(31, 35, 40, 0.2)',
  '--sv-color-backdrop': 'rgba(31, 35, 40, 0.4)',
};

/** Dark colour scheme: `theme="dark"`, or the OS preference unless `theme="light"`. */
export const darkTokens: Readonly<Record<string, string>> = {
  '--sv-color-bg': '#0d1117',
  '--sv-color-bg-subtle': '#151b23',
  '--sv-color-bg-muted': '#212830',
  '--sv-color-fg': '#e6edf3',
  '--sv-color-fg-muted': '#9198a1',
  '--sv-color-border': '#3d444d',
  '--sv-color-border-subtle': '#2a3038',
  '--sv-color-accent': '#4493f8',
  '--sv-color-accent-subtle': '#12233b',
  '--sv-color-focus': '#4493f8',
  '--sv-color-danger': '#ff7b72',
  '--sv-color-danger-subtle': '#2d1517',
  '--sv-color-warning': '#e3b341',
  '--sv-color-warning-subtle': '#2b2111',
  '--sv-color-success': '#3fb950',
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
  '--sv-color-status-1xx': '#9198a1',
  '--sv-color-status-2xx': '#3fb950',
  '--sv-color-status-3xx': '#58a6ff',
  '--sv-color-status-4xx': '#e3a03a',
  '--sv-color-status-5xx': '#ff7b72',
  '--sv-color-status-default': '#9198a1',
  '--sv-color-syntax-string': '#a5d6ff',
  '--sv-color-syntax-number': '#79c0ff',
  '--sv-color-syntax-keyword': '#ff7b72',
  '--sv-color-syntax-attr': '#7ee787',
  '--sv-color-syntax-comment': '#9198a1',
  '--sv-color-syntax-title': '#d2a8ff',
  '--sv-shadow': '0 1px 2px rgba(0, 0, 0, 0.4)',
  '--sv-shadow-overlay': '0 8px 24px rgba(0, 0, 0, 0.6)',
  // Stronger than in light: dimming a near-black page needs more to show (its text drops below 3:1).
  '--sv-color-backdrop': 'rgba(1, 4, 9, 0.8)',
};

/** Every token name, for the "no undefined token" test. */
export const tokenNames: ReadonlySet<string> = new Set([
  ...Object.keys(baseTokens),
  ...Object.keys(lightTokens),
  ...Object.keys(darkTokens),
]);

function block(selector: string, tokens: Readonly<Record<string, string>>, indent = ''): string {
  const lines = Object.entries(tokens).map(([name, value]) => `${indent}  ${name}: ${value};`);
  return `${indent}${selector} {\n${lines.join('\n')}\n${indent}}`;
}

/** Selectors for the light defaults, the OS dark preference and the explicit `theme="dark"`. */
const selectors = {
  shadow: { base: ':host', prefersDark: ":host(:not([theme='light']))", dark: ":host([theme='dark'])" },
  document: { base: 'spec-viewer', prefersDark: "spec-viewer:not([theme='light'])", dark: "spec-viewer[theme='dark']" },
} as const;

/**
 * The token CSS text: inside `<spec-viewer>`'s shadow root (`shadow`) or for the page (`document`, the
 * content of styles/tokens.css). `color-scheme` makes native controls and scrollbars follow the theme.
 */
export function tokensText(where: keyof typeof selectors): string {
  const s = selectors[where];
  const dark = { ...darkTokens, 'color-scheme': 'dark' };
  return [
    block(s.base, { ...baseTokens, ...lightTokens, 'color-scheme': 'light' }),
    `@media (prefers-color-scheme: dark) {\n${block(s.prefersDark, dark, '  ')}\n}`,
    block(s.dark, dark),
  ].join('\n\n');
}

/** `:host` token definitions for `<spec-viewer>`. Our own constant text, hence `unsafeCSS`. */
export const tokensStyles: CSSResult = unsafeCSS(tokensText('shadow'));
