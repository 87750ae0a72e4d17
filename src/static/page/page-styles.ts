/**
 * The small inline stylesheet of a static page: readable before any script runs, in the theme's colours (the
 * `--sv-*` tokens, theme-tokens.ts), light or dark with the reader's colour scheme. The live page's reading layout:
 * each operation's text beside its examples column on wide screens (the column sticky within its operation),
 * one column below 900 px. Tables scroll sideways in boxes of their own, never the page. No
 * `content-visibility`: it clipped wide tables (no way to scroll to their end) and emptied the `innerText` of
 * off-screen sections for tools that read it; a split reference keeps pages small instead.
 */
import { STATIC_BASE_TOKENS, STATIC_DARK_TOKENS, STATIC_LIGHT_TOKENS } from './theme-tokens.js';

/** `--svs-x: var(--sv-x, default)` for each token: the page's own private names, defaulting to the theme's. */
function aliases(tokens: Readonly<Record<string, string>>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${name.replace(/^--sv-/, '--svs-')}:var(${name},${value})`)
    .join(';');
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace', 'query', 'other'];

/** The examples column: below the text, beside it from 900 px (sticky, scrolling inside when taller than the screen). */
const EXAMPLE_RULES = [
  '.sv-static-examples{min-width:0;margin-top:16px;font-size:var(--svs-font-size-sm)}',
  '.sv-static-examples figure{margin:0}',
  '.sv-static-examples pre{margin:4px 0 0;max-height:32em}',
  '.sv-static-examples-title{margin:0 0 4px;font-weight:600;color:var(--svs-color-fg-muted)}',
  '.sv-static-example-groups{margin-top:16px}',
  '.sv-static-example-group{margin:8px 0 0;padding:8px 12px;border:1px solid var(--svs-color-border-subtle);border-radius:var(--svs-radius)}',
  '.sv-static-example-head{margin:0;font-weight:600}',
  '.sv-static-example-head .sv-static-status{margin-inline-end:.25em}',
  '.sv-static-example-media{margin:8px 0 0}',
  '.sv-static-example{margin-top:8px}',
  '.sv-static-example figcaption{color:var(--svs-color-fg-muted)}',
  '.sv-static-generated{font-style:italic}',
  '.sv-static-example .sv-static-md>:first-child{margin-top:0}',
  '@media (min-width:900px){' +
    '.sv-static-op{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);column-gap:24px;align-items:start}' +
    '.sv-static-op-text:last-child{grid-column:1/-1}' +
    '.sv-static-examples{margin-top:0;position:sticky;top:16px;max-height:calc(100vh - 32px);overflow-y:auto;scrollbar-width:thin}' +
    '}',
  '@media (min-width:1200px){.sv-static{max-width:calc(var(--svs-content-max-width) + 320px)}}',
  '@media (max-width:640px){.sv-static-op{padding:12px}}',
];

const RULES = [
  'html{color-scheme:light dark;background:var(--svs-color-bg);color:var(--svs-color-fg)}',
  'body{margin:0}',
  'spec-viewer{display:block}',
  '.sv-static{box-sizing:border-box;max-width:var(--svs-content-max-width);margin:0 auto;padding:24px 16px 64px;font:var(--svs-font-size)/var(--svs-line-height) var(--svs-font-sans);color:var(--svs-color-fg);background:var(--svs-color-bg);overflow-wrap:anywhere}',
  '.sv-static a{color:var(--svs-color-accent)}',
  '.sv-static code,.sv-static pre{font-family:var(--svs-font-mono);font-size:var(--svs-font-size-sm)}',
  '.sv-static code{background:var(--svs-color-code-bg);color:var(--svs-color-code-fg);border-radius:var(--svs-radius-sm);padding:0 .25em}',
  '.sv-static pre{background:var(--svs-color-code-bg);color:var(--svs-color-code-fg);border-radius:var(--svs-radius);padding:12px;overflow:auto}',
  '.sv-static pre code{padding:0;background:none}',
  // Code reads left to right in a right-to-left page too (paths, JSON), set apart from the words around it.
  '.sv-static code{direction:ltr;unicode-bidi:isolate}',
  '.sv-static pre{direction:ltr;text-align:left}',
  '.sv-static h1{font-size:2em;line-height:1.25;margin:.5em 0 .25em}',
  '.sv-static h2{font-size:1.5em;line-height:1.3;margin:1.6em 0 .5em;padding-bottom:.25em;border-bottom:1px solid var(--svs-color-border)}',
  '.sv-static h3{font-size:1.2em;margin:1.2em 0 .4em}',
  '.sv-static h4,.sv-static h5,.sv-static h6{font-size:1em;margin:1em 0 .4em}',
  '.sv-static-meta,.sv-static-facts,.sv-static-more{color:var(--svs-color-fg-muted);font-size:var(--svs-font-size-sm)}',
  '.sv-static-op{margin:24px 0;padding:16px;border:1px solid var(--svs-color-border);border-radius:var(--svs-radius)}',
  '.sv-static-op-text{min-width:0}',
  '.sv-static-op-text>h2:first-child,.sv-static-op-text>h3:first-child,.sv-static-op-text>h4:first-child,.sv-static-op-text>h5:first-child{margin-top:0;border:0}',
  ...EXAMPLE_RULES,
  '.sv-static-file-note{max-width:var(--svs-content-max-width);margin:16px auto;padding:8px 12px;border:1px solid var(--svs-color-warning);border-radius:var(--svs-radius);background:var(--svs-color-bg-subtle)}',
  '.sv-static-file-note[hidden]{display:none}',
  '.sv-static-method{display:inline-block;min-width:4.5em;text-align:center;font:600 var(--svs-font-size-sm) var(--svs-font-mono);border-radius:var(--svs-radius-sm);padding:0 .4em;color:var(--svs-color-method-fg);background:var(--svs-color-method-other)}',
  ...METHODS.map((m) => `.sv-static-method-${m}{background:var(--svs-color-method-${m})}`),
  '.sv-static-method-send{background:var(--svs-color-method-post)}.sv-static-method-receive{background:var(--svs-color-method-get)}',
  '.sv-static-required{color:var(--svs-color-danger);font-size:var(--svs-font-size-sm)}',
  '.sv-static-deprecated,.sv-static-flag{color:var(--svs-color-warning);font-size:var(--svs-font-size-sm)}',
  '.sv-static-type{color:var(--svs-color-fg-muted);font-family:var(--svs-font-mono);font-size:var(--svs-font-size-sm)}',
  '.sv-static-scroll{max-width:100%;overflow-x:auto;margin:8px 0}',
  '.sv-static-table{border-collapse:collapse;width:100%;margin:8px 0;font-size:var(--svs-font-size-sm)}',
  '.sv-static-scroll>.sv-static-table{margin:0}',
  '.sv-static-table th,.sv-static-table td{border:1px solid var(--svs-color-border-subtle);padding:4px 8px;text-align:start;vertical-align:top}',
  '.sv-static-table caption{text-align:start;font-weight:600}',
  '.sv-static-table td:not(:last-child),.sv-static-table th{overflow-wrap:normal}',
  '.sv-static-schema .sv-static-md{font-size:var(--svs-font-size-sm)}.sv-static-schema .sv-static-md p{margin:.2em 0 .4em}',
  '.sv-static-table .sv-static-md>:first-child{margin-top:0}.sv-static-table .sv-static-md>:last-child{margin-bottom:0}',
  '.sv-static-schema ul{list-style:none;margin:0;padding-inline-start:16px;border-inline-start:1px solid var(--svs-color-border-subtle)}',
  '.sv-static-line{margin:4px 0}',
  '.sv-static-toc ul ul,.sv-static-index ul{list-style:none;padding-inline-start:12px}',
  '.sv-static-index li,.sv-static-toc li{margin:2px 0}',
  '.sv-static-toc a,.sv-static-index a{text-decoration:none}',
  '.sv-static-status{font-family:var(--svs-font-mono)}',
  '.sv-static-nav{display:flex;gap:16px;flex-wrap:wrap;font-size:var(--svs-font-size-sm)}',
];

/** The stylesheet's text (for a `<style>` element). */
export function pageStyles(): string {
  return [
    `:root{${aliases(STATIC_BASE_TOKENS)};${aliases(STATIC_LIGHT_TOKENS)}}`,
    `@media (prefers-color-scheme:dark){:root{${aliases(STATIC_DARK_TOKENS)}}}`,
    // Inside the element, its own tokens (set on the host, light or dark by its `theme`) win once it has upgraded.
    `spec-viewer .sv-static{${aliases(STATIC_LIGHT_TOKENS)}}`,
    `@media (prefers-color-scheme:dark){spec-viewer:not([theme=light]) .sv-static{${aliases(STATIC_DARK_TOKENS)}}}`,
    ...RULES,
  ].join('\n');
}
