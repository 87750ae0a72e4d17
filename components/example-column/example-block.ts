/**
 * One body's examples as the examples column shows them: a picker when the document names several, the chosen
 * example's description, its code (and, for OpenAPI 3.2, its data beside the serialized form), and a mark on
 * generated ones. Stateless: the host keeps which example is chosen.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ShownExample } from '../../src/index.js';
import { highlighted, languageFor } from '../shared/highlight.js';
import { markdown } from '../shared/markdown.js';
import { safeHref } from '../shared/safe-url.js';
import type { Labels } from '../i18n/en.js';

/** Examples longer than this are cut in the column: the whole text is one Copy or one Try-It away. */
const PREVIEW_CHARS = 12_000;

export interface ExampleBlockInput {
  examples: readonly ShownExample[];
  chosen: number;
  choose: (index: number) => void;
  /** Media type (or language) of the text, for highlighting. */
  mediaType: string | undefined;
  /** Accessible name of the block ("Response 200 example"). */
  label: string;
  t: Labels;
}

export function codeBlock(text: string, language: string | undefined, label: string, extraClass = ''): TemplateResult {
  const shown = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}\n…` : text;
  return html`<pre class="code ${extraClass}" part="example" dir="ltr" tabindex="0" aria-label=${label}><code>${highlighted(shown, language ?? 'plaintext')}</code></pre>`;
}

export function exampleBlock({ examples, chosen, choose, mediaType, label, t }: ExampleBlockInput): TemplateResult {
  if (examples.length === 0) return html`<p class="empty">${t.noSchemaOrExample}</p>`;
  const index = Math.min(chosen, examples.length - 1);
  const example = examples[index]!;
  const language = example.json ? 'json' : languageFor(mediaType);
  const external = safeHref(example.externalValue);
  return html`${examples.length > 1
      ? html`<label class="example-select">
          <span>${t.example}</span>
          <select @change=${(e: Event) => choose((e.target as HTMLSelectElement).selectedIndex)}>
            ${examples.map((ex, i) => html`<option ?selected=${i === index}>${ex.label}</option>`)}
          </select>
        </label>`
      : nothing}
    ${example.generated ? html`<p class="hint generated">${t.generatedFromSchema}</p>` : nothing}
    ${example.description ? html`<div class="md example-description" dir="auto">${markdown(example.description)}</div>` : nothing}
    ${example.dataText !== undefined
      ? html`<p class="kv">${t.exampleData}</p>${codeBlock(example.dataText, 'json', `${label} (${t.exampleData})`)}<p class="kv">${t.exampleSerialized}</p>`
      : nothing}
    ${example.text !== undefined ? codeBlock(example.text, language, label) : nothing}
    ${external
      ? html`<p class="hint">${t.exampleAt} <a dir="ltr" href=${external} target="_blank" rel="noopener noreferrer">${external}</a></p>`
      : nothing}`;
}
