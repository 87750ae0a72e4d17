import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { documentExamples, mediaExamples, type Encoding, type MediaType } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { markdown } from '../shared/markdown.js';
import { highlighted, languageFor } from '../shared/highlight.js';
import { safeHref } from '../shared/safe-url.js';
import { mediaContentStyles } from './media-content.styles.js';
import { streamEncodings, streamExampleText, streamSchema } from './stream-parts.js';
import type { RevealsMembers } from '../shared/target.js';

/** Examples longer than this are cut until the reader asks for all of it. */
const EXAMPLE_PREVIEW_CHARS = 20_000;

type View = 'schema' | 'example';

/**
 * @tagname sv-media-content
 * @summary The body of a request or response: a media-type switcher, the schema tree and the examples.
 *
 * @csspart media-type - The media type switcher or label.
 * @csspart example - The example code block.
 * @cssproperty --sv-media-content-tab-active - Colour of the selected Schema/Example tab.
 */
export class SvMediaContent extends SvElement {
  static override styles = mediaContentStyles;

  /** The media types offered (request body `content` or response `content`). */
  @property({ attribute: false }) content: MediaType[] = [];

  /** Prefix for the accessible names of the controls ("Request body", "Response 200"); default: the locale's "Body". */
  @property() label?: string;

  /** Whether this is a request or a response body: generated examples leave out readOnly resp. writeOnly properties. */
  @property() kind: 'request' | 'response' = 'response';

  /** Deep-link id of the body (request body, response row): its schema tree's property rows get ids below it. */
  @property({ attribute: 'anchor-id' }) anchorId?: string;

  @state() private selected = 0;
  @state() private view: View = 'schema';
  @state() private exampleIndex = 0;
  @state() private fullExample = false;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('content')) {
      this.selected = 0;
      this.exampleIndex = 0;
      this.fullExample = false;
      this.view = schemaOf(this.content[0]) ? 'schema' : 'example';
    }
  }

  /**
   * Shows the property row with deep-link id `id` in the schema view of the first media type that has it, and
   * returns it; null when no media type's schema does.
   */
  async revealMember(id: string): Promise<HTMLElement | null> {
    const order = [this.selected, ...this.content.keys()].filter((i, n, all) => all.indexOf(i) === n && schemaOf(this.content[i]));
    for (const index of order) {
      this.selected = index;
      this.view = 'schema';
      await this.updateComplete;
      const tree = this.renderRoot.querySelector<RevealsMembers>('sv-schema-tree');
      const row = await tree?.revealMember(id);
      if (row) return row;
    }
    return null;
  }

  protected override render(): unknown {
    const media = this.content[Math.min(this.selected, this.content.length - 1)];
    if (!media) return nothing;
    const hasSchema = schemaOf(media) !== undefined;
    const canExample = documentExamples(media).length > 0 || hasSchema;
    const view: View = !hasSchema ? 'example' : this.view === 'example' && canExample ? 'example' : 'schema';
    return html`
      <div class="bar">
        ${this.mediaTypeSwitcher(media)}
        ${hasSchema && canExample
          ? html`<div class="views" role="group" aria-label=${this.t.viewOf(this.label ?? this.t.body)}>
              ${(['schema', 'example'] as const).map(
                (v) => html`<button
                  type="button"
                  class="view"
                  aria-pressed=${view === v ? 'true' : 'false'}
                  @click=${() => (this.view = v)}
                >
                  ${v === 'schema' ? this.t.schema : this.t.example}
                </button>`,
              )}
            </div>`
          : nothing}
      </div>
      ${view === 'schema' && media.itemSchema
        ? streamSchema(media, this.t, this.anchorId)
        : view === 'schema' && media.schema
          ? html`<sv-schema-tree .schema=${media.schema} anchor-id=${this.anchorId ?? nothing}></sv-schema-tree>`
          : this.examplesView(media)}
      ${this.encoding(media)}
    `;
  }

  private mediaTypeSwitcher(media: MediaType): TemplateResult {
    if (this.content.length === 1) {
      return html`<span class="media-type" part="media-type"><span class="visually-hidden">${this.t.mediaType} </span>${media.mediaType}</span>`;
    }
    return html`<label class="media-type-select" part="media-type">
      <span class="visually-hidden">${this.t.mediaTypeOf(this.label ?? this.t.body)}</span>
      <select
        @change=${(e: Event) => {
          this.selected = (e.target as HTMLSelectElement).selectedIndex;
          this.exampleIndex = 0;
          this.fullExample = false;
        }}
      >
        ${this.content.map((m, i) => html`<option ?selected=${i === this.selected}>${m.mediaType}</option>`)}
      </select>
    </label>`;
  }

  private examplesView(media: MediaType): TemplateResult {
    const examples = mediaExamples(media, this.kind, (m, mode) => streamExampleText(m, mode, () => this.requestUpdate()));
    if (examples.length === 0) return media.itemSchema ? html`` : html`<p class="empty">${this.t.noSchemaOrExample}</p>`;
    const index = Math.min(this.exampleIndex, examples.length - 1);
    const example = examples[index]!;
    const external = safeHref(example.externalValue);
    return html`
      ${examples.length > 1
        ? html`<label class="example-select">
            <span>${this.t.example}</span>
            <select @change=${(e: Event) => {
              this.exampleIndex = (e.target as HTMLSelectElement).selectedIndex;
              this.fullExample = false;
            }}>
              ${examples.map((ex, i) => html`<option ?selected=${i === index}>${ex.label}</option>`)}
            </select>
          </label>`
        : nothing}
      ${example.generated ? html`<p class="hint">${this.t.generatedFromSchema}</p>` : nothing}
      ${example.description ? html`<div class="md example-description">${markdown(example.description)}</div>` : nothing}
      ${example.text !== undefined ? this.code(example.text, example.json ? 'json' : media.itemSchema && example.generated ? 'plaintext' : languageFor(media.mediaType)) : nothing}
      ${external
        ? html`<p class="hint">${this.t.exampleAt} <a dir="ltr" href=${external} target="_blank" rel="noopener noreferrer">${external}</a></p>`
        : nothing}
    `;
  }

  private code(text: string, language: string | undefined): TemplateResult {
    const long = text.length > EXAMPLE_PREVIEW_CHARS && !this.fullExample;
    const shown = long ? `${text.slice(0, EXAMPLE_PREVIEW_CHARS)}\n…` : text;
    return html`<pre class="code" part="example" tabindex="0" aria-label=${this.t.exampleOf(this.label ?? this.t.body)}><code>${highlighted(
      shown,
      language ?? 'plaintext',
    )}</code></pre>
      ${long
        ? html`<button class="link-button" type="button" @click=${() => (this.fullExample = true)}>
            ${this.t.showWholeExample(text.length)}
          </button>`
        : nothing}`;
  }

  private encoding(media: MediaType): TemplateResult | typeof nothing {
    const entries: Array<[string, Encoding]> = [...Object.entries(media.encoding ?? {}), ...streamEncodings(media, this.t)];
    if (entries.length === 0) return nothing;
    return html`<div class="encoding">
      <span class="k">${this.t.encoding}</span>
      <ul role="list">
        ${entries.map(
          ([part, enc]) => html`<li>
            <code>${part}</code>
            ${enc.contentType ? html`<span>${enc.contentType}</span>` : nothing}
            ${enc.style ? html`<span>${this.t.encodingStyle(enc.style)}</span>` : nothing}
            ${enc.explode !== undefined ? html`<span>${this.t.encodingExplode(enc.explode)}</span>` : nothing}
            ${enc.headers?.length ? html`<span>${this.t.encodingHeaders(enc.headers.map((h) => h.name).join(', '))}</span>` : nothing}
          </li>`,
        )}
      </ul>
    </div>`;
  }
}

/** The schema a media type shows: a stream's item schema, else its schema. */
function schemaOf(media: MediaType | undefined) {
  return media?.itemSchema ?? media?.schema;
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-media-content': SvMediaContent;
  }
}
