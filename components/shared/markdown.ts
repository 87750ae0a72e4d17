/**
 * Markdown (CommonMark + GFM tables) → sanitized HTML → DOM. Descriptions come from the spec, which the
 * reader does not control: everything goes through DOMPurify (markdown-engine.ts → sanitize.ts) before
 * `unsafeHTML`, and fenced code is highlighted lazily afterwards.
 *
 * The engine is a lazy chunk, fetched when the first description renders (fetched beside the spec, its 27 KB
 * and their compile sat before the first operation): until it has loaded, a description shows as plain text and
 * is upgraded in place.
 */
import { html, noChange, nothing } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';
import type { Part } from 'lit';
import { en, type Labels } from '../i18n/en.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { lazyModule, RENDER_LIMITS } from '../../src/index.js';
import { highlightToHtml, languageFor, loadHighlighter } from './highlight.js';

type Engine = typeof import('./markdown-engine.js');
/** The engine warms up in the first idle period after it arrives. */
const engineModule = lazyModule<Engine>(() =>
  import('./markdown-engine.js').then((m) => {
    whenIdle(() => {
      try {
        m.warmUp();
      } catch {
        // Only an optimization.
      }
    });
    return m;
  }),
);

/** Loads marked + DOMPurify once (the first description does; call it earlier to have it ready). */
export function loadMarkdown(): Promise<Engine> {
  return engineModule.load();
}

/**
 * In a truly idle period only (no timeout): a warm-up forced in between the spec's parse and its first render
 * would put on the first render's path the cost of constructs (tables, fences, HTML) it may not even use.
 */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  else setTimeout(callback, 0);
}

/** Sanitized HTML for a Markdown text shown below a heading of `headingLevel` (loads the engine if needed). */
export async function markdownToSafeHtml(text: string, headingLevel?: number): Promise<string> {
  return (await loadMarkdown()).markdownToSafeHtml(text, headingLevel);
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

/**
 * Where the next rendered piece of a long text ends: at most RENDER_LIMITS.markdownChars further, at a blank
 * line when there is one in the second half (so paragraphs and fences are rarely cut).
 */
function pieceEnd(text: string, start: number): number {
  const limit = start + RENDER_LIMITS.markdownChars;
  if (limit >= text.length) return text.length;
  const blank = text.lastIndexOf('\n\n', limit);
  return blank > start + RENDER_LIMITS.markdownChars / 2 ? blank : limit;
}

/**
 * Renders a description piece by piece: one piece of at most RENDER_LIMITS.markdownChars at first, then one
 * more per press of "Show the rest", so a 5 MB description never blocks the tab in one long task.
 */
class MarkdownDirective extends AsyncDirective {
  private text: string | undefined;
  /** The level of the heading the text sits below; its own headings are fitted under it. */
  private headingLevel: number | undefined;
  /** Sanitized HTML (or plain text until the engine loads) of the pieces shown so far. */
  private pieces: unknown[] = [];
  private end = 0;
  /** The labels of the element rendering this description (its "Show the rest" button follows its locale). */
  private t: Labels = en;

  override update(part: Part, [text, headingLevel]: [string | undefined, number?]): unknown {
    const t = (part.options?.host as { t?: Labels } | undefined)?.t ?? en;
    if (t !== this.t) {
      this.t = t;
      if (text && text === this.text && headingLevel === this.headingLevel) return this.view(text);
    }
    return this.render(text, headingLevel);
  }

  render(text: string | undefined, headingLevel?: number): unknown {
    if (text === this.text && headingLevel === this.headingLevel) return noChange;
    this.text = text;
    this.headingLevel = headingLevel;
    this.pieces = [];
    this.end = 0;
    if (!text) return nothing;
    this.end = pieceEnd(text, 0);
    const first = text.slice(0, this.end);
    const engine = engineModule.loaded;
    if (engine) {
      this.pieces = [this.rendered(engine, first, 0, text)];
      return this.view(text);
    }
    this.pieces = [first];
    void loadMarkdown().then(
      (e) => {
        if (this.text === text && this.isConnected) {
          this.pieces[0] = this.rendered(e, first, 0, text);
          this.setValue(this.view(text));
        }
      },
      () => undefined, // the plain text stays
    );
    return this.view(text);
  }

  private view(text: string): unknown {
    const rest = text.length - this.end;
    if (rest <= 0) return this.pieces.length === 1 ? this.pieces[0] : html`${this.pieces}`;
    return html`${this.pieces}<button class="sv-more" type="button" @click=${() => this.more(text)}>
        ${this.t.showRest(rest)}
      </button>`;
  }

  private more(text: string): void {
    if (this.text !== text) return;
    const start = this.end;
    this.end = pieceEnd(text, start);
    const piece = text.slice(start, this.end);
    const engine = engineModule.loaded;
    this.pieces = [...this.pieces, engine ? this.rendered(engine, piece, this.pieces.length, text) : piece];
    this.setValue(this.view(text));
  }

  private rendered(e: Engine, piece: string, index: number, text: string): unknown {
    const safe = e.markdownToSafeHtml(piece, this.headingLevel);
    if (safe.includes('<pre>')) {
      void highlightCodeBlocks(safe, e.sanitizeHtml).then((h) => {
        if (h === undefined || this.text !== text || !this.isConnected || index >= this.pieces.length) return;
        this.pieces = this.pieces.map((p, i) => (i === index ? unsafeHTML(h) : p));
        this.setValue(this.view(text));
      });
    }
    return unsafeHTML(safe);
  }
}


/**
 * Renders a Markdown text safely. Put it in an element with class `md` to get the prose styles. `headingLevel`
 * is the level of the heading the text sits below (default 3: an operation's or schema's title); the text's own
 * headings are fitted below it.
 *
 * @example
 * ```ts
 * html`<div class="md">${markdown(operation.description)}</div>`
 * ```
 */
export const markdown = directive(MarkdownDirective);
