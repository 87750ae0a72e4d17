/**
 * Markdown (CommonMark + GFM tables) → sanitized HTML → DOM. Descriptions come from the spec, which the
 * reader does not control: everything goes through DOMPurify (markdown-engine.ts → sanitize.ts) before
 * `unsafeHTML`, and fenced code is highlighted lazily afterwards.
 *
 * The engine is a lazy chunk: until it has loaded (normally before the spec has), a description shows as
 * plain text and is upgraded in place.
 */
import { noChange, nothing } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { highlightToHtml, languageFor, loadHighlighter } from './highlight.js';

type Engine = typeof import('./markdown-engine.js');
let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;

/**
 * Loads marked + DOMPurify once. Call early (the viewer does when a load starts) to have it ready; the engine
 * then warms up in the next idle period, normally while the spec is still downloading.
 */
export function loadMarkdown(): Promise<Engine> {
  loading ??= import('./markdown-engine.js').then(
    (m) => {
      whenIdle(() => {
        try {
          m.warmUp();
        } catch {
          // Only an optimization.
        }
      });
      return (engine = m);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 200 });
  else setTimeout(callback, 0);
}

/** Sanitized HTML for a Markdown text (loads the engine if needed). */
export async function markdownToSafeHtml(text: string): Promise<string> {
  return (await loadMarkdown()).markdownToSafeHtml(text);
}

/** Re-renders the `<pre><code>` blocks of sanitized HTML with syntax highlighting; sanitized again. */
async function highlightCodeBlocks(safeHtml: string, sanitize: Engine['sanitizeHtml']): Promise<string | undefined> {
  try {
    await loadHighlighter();
  } catch {
    return undefined; // stays plain
  }
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  for (const code of template.content.querySelectorAll('pre > code')) {
    const fence = /(?:^|\s)language-([\w#+-]+)/.exec(code.className)?.[1];
    const highlightedHtml = await highlightToHtml(code.textContent ?? '', languageFor(fence) ?? 'plaintext');
    if (highlightedHtml !== undefined) code.innerHTML = highlightedHtml;
  }
  return sanitize(template.innerHTML);
}

class MarkdownDirective extends AsyncDirective {
  private text: string | undefined;

  render(text: string | undefined): unknown {
    if (text === this.text) return noChange;
    this.text = text;
    if (!text) return nothing;
    if (engine) return this.rendered(engine, text);
    void loadMarkdown().then(
      (e) => {
        if (this.text === text && this.isConnected) this.setValue(this.rendered(e, text));
      },
      () => undefined, // the plain text stays
    );
    return text;
  }

  private rendered(e: Engine, text: string): unknown {
    const html = e.markdownToSafeHtml(text);
    if (html.includes('<pre>')) {
      void highlightCodeBlocks(html, e.sanitizeHtml).then((h) => {
        if (h !== undefined && this.text === text && this.isConnected) this.setValue(unsafeHTML(h));
      });
    }
    return unsafeHTML(html);
  }
}

/**
 * Renders a Markdown text safely. Put it in an element with class `md` to get the prose styles.
 *
 * @example
 * ```ts
 * html`<div class="md">${markdown(operation.description)}</div>`
 * ```
 */
export const markdown = directive(MarkdownDirective);
