/**
 * Syntax highlighting, loaded lazily: `highlighted(code, language)` renders plain text at once and swaps in
 * the highlighted markup when highlight.js has loaded. The core loads once; each grammar loads the first time
 * a text in its language is shown (highlight-languages.ts). highlight.js escapes its input; the result still
 * goes through DOMPurify (see markdown.ts) before it reaches the DOM.
 */
import { noChange, nothing } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { HLJSApi } from 'highlight.js';
import { lazyModule, lazyModules } from '../../src/index.js';
import { GRAMMARS, GRAMMAR_ALIASES } from './highlight-languages.js';

/** Larger texts stay plain: highlighting megabytes of example JSON would block the main thread. */
export const MAX_HIGHLIGHT_CHARS = 100_000;

type Sanitize = (typeof import('./sanitize.js'))['sanitizeHtml'];
const highlighter = lazyModule(() =>
  Promise.all([import('highlight.js/lib/core'), import('./sanitize.js')]).then(([core, sanitizer]) => ({
    hljs: core.default as HLJSApi,
    sanitize: sanitizer.sanitizeHtml as Sanitize,
  })),
);

/** Registers a grammar (by its name in GRAMMARS) with its aliases, once. */
const grammars = lazyModules(async (name: string) => {
  const [{ hljs }, grammar] = await Promise.all([highlighter.load(), GRAMMARS[name]!()]);
  hljs.registerLanguage(name, grammar.default);
  const aliases = Object.keys(GRAMMAR_ALIASES).filter((alias) => GRAMMAR_ALIASES[alias] === name);
  if (aliases.length > 0) hljs.registerAliases(aliases, { languageName: name });
});

/** Loads the highlight.js core and the sanitizer, once (lazy chunks in the build); grammars load on demand. */
export function loadHighlighter(): Promise<{ hljs: HLJSApi; sanitize: Sanitize }> {
  return highlighter.load();
}

/** Registers the grammar of `language` (a name or alias) the first time it is needed; false when there is none. */
async function loadGrammar(hljs: HLJSApi, language: string): Promise<boolean> {
  if (hljs.getLanguage(language)) return true;
  const name = GRAMMAR_ALIASES[language] ?? language;
  if (!GRAMMARS[name]) return false;
  await grammars(name).load();
  return hljs.getLanguage(language) !== undefined;
}

/** The highlight.js language for a media type or a fence info string; undefined when we have no grammar. */
export function languageFor(mediaTypeOrLang: string | undefined): string | undefined {
  if (!mediaTypeOrLang) return undefined;
  const t = mediaTypeOrLang.toLowerCase();
  if (/json/.test(t)) return 'json';
  if (/xml|soap|html/.test(t)) return 'xml';
  if (/yaml|yml/.test(t)) return 'yaml';
  if (/graphql/.test(t)) return 'graphql';
  if (/^(text\/plain|text|txt|plaintext)$/.test(t)) return 'plaintext';
  return /^[a-z#+-]+$/.test(t) ? t.replace('c#', 'csharp') : undefined;
}

/**
 * Highlighted, sanitized HTML for `code`; undefined when the language is unknown, the text too large, or
 * highlight.js could not be loaded (the text then simply stays plain).
 */
export async function highlightToHtml(code: string, language: string | undefined): Promise<string | undefined> {
  if (!language || code.length > MAX_HIGHLIGHT_CHARS) return undefined;
  try {
    const { hljs, sanitize } = await loadHighlighter();
    if (!(await loadGrammar(hljs, language))) return undefined;
    return sanitize(hljs.highlight(code, { language, ignoreIllegals: true }).value);
  } catch {
    return undefined;
  }
}

class HighlightDirective extends AsyncDirective {
  private key = '';

  render(code: string, language?: string): unknown {
    const key = `${language ?? ''}\u0000${code}`;
    if (key === this.key) return noChange;
    this.key = key;
    void highlightToHtml(code, language).then((html) => {
      if (html !== undefined && this.key === key && this.isConnected) this.setValue(unsafeHTML(html));
    });
    return code === '' ? nothing : code;
  }
}

/**
 * Renders `code` as text, then as highlighted markup once highlight.js is loaded.
 *
 * @example
 * ```ts
 * html`<pre class="code"><code>${highlighted(JSON.stringify(value, null, 2), 'json')}</code></pre>`
 * ```
 */
export const highlighted = directive(HighlightDirective);
