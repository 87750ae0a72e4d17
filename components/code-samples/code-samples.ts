import { html, nothing, type PropertyValues } from 'lit';
import { consume } from '@lit/context';
import { property, state } from 'lit/decorators.js';
import {
  applyCredentials,
  asyncSamples,
  defaultRequest,
  SAMPLE_LANGUAGES,
  loadSampleGenerator,
  loadedSampleGenerator,
  sampleTabs,
  type ApiModel,
  type HttpRequest,
  type Operation,
  type SampleLanguageId,
  type SampleTab,
} from '../../src/index.js';
import { AuthController } from '../controllers/auth-controller.js';
import { TabsController } from '../controllers/tabs.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext } from '../shared/context.js';
import { highlighted } from '../shared/highlight.js';
import { copyText } from '../shared/copy-text.js';
import { clipLongLines } from '../shared/clip-text.js';
import { SampleLanguagePreference } from './language-preference.js';
import { codeSamplesStyles } from './code-samples.styles.js';
import { tryItEn } from '../i18n/parts/try-it.js';

/** How long the Copy button says "Copied". */
const COPIED_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * @tagname sv-code-samples
 * @summary Code samples of one operation as language tabs, one per sample language (cURL, JavaScript, Python …).
 *
 * An AsyncAPI operation gets programs that connect to its server (WebSocket, MQTT, AMQP, Kafka, HTTP) and send its
 * example message or print the messages received, with a Shell tab in place of cURL.
 *
 * Every sample prints the request Try-It would send: set `request` from the `try-it-change` events of the
 * operation's `<sv-try-it>` so the samples follow the form as it is edited. Without it, the request of an untouched
 * form is shown. Credentials come from the Authorize panel; schemes without applied credentials show
 * placeholders such as `YOUR_API_KEY`. The spec's `x-codeSamples` replace the languages they cover and add
 * their others. The chosen language applies to every operation and is remembered (localStorage
 * `spec-viewer:sample-lang`).
 *
 * @csspart tabs - The tab list.
 * @csspart tab - Each language tab.
 * @csspart copy-button - The Copy button.
 * @csspart code - The sample (the tab panel).
 * @cssproperty --sv-code-samples-bg - Background of the sample.
 * @cssproperty --sv-code-samples-max-height - Height beyond which the sample scrolls.
 */
export class SvCodeSamples extends SvElement {
  static override styles = codeSamplesStyles;
  static override englishLabels = tryItEn;

  @property({ attribute: false }) operation?: Operation;
  /** What Try-It would send now (`try-it-change` detail `request`); default: the untouched form's request. */
  @property({ attribute: false }) request?: HttpRequest;
  /** The spec's model (servers for the default request, security schemes); defaults to the one `<spec-viewer>` provides. */
  @property({ attribute: false }) model?: ApiModel;

  @consume({ context: apiModelContext, subscribe: true })
  @state()
  private contextModel?: ApiModel;

  /** Generators whose chunk failed to load; retried when the reader picks that tab again. */
  @state() private failed = new Set<SampleLanguageId>();
  @state() private copyState: CopyState = 'idle';

  private readonly language = new SampleLanguagePreference(this);
  private readonly auth = new AuthController(this);
  private readonly tabList = new TabsController(this, {
    count: () => this.tabs.length,
    selected: () => this.selectedIndex,
    select: (index) => this.choose(index),
  });
  private tabs: SampleTab[] = [];
  private copyTimer: ReturnType<typeof setTimeout> | undefined;

  private get apiModel(): ApiModel | undefined {
    return this.model ?? this.contextModel;
  }

  private get selectedIndex(): number {
    const index = this.tabs.findIndex((t) => t.id === this.language.current);
    return index >= 0 ? index : 0;
  }

  /** The request the samples print: credentials applied, placeholders for the ones not applied yet. */
  private get sampleRequest(): HttpRequest | undefined {
    const op = this.operation;
    if (!op) return undefined;
    const model = this.apiModel;
    const request = this.request ?? defaultRequest(op, model);
    return applyCredentials(request, op, model ?? { securitySchemes: [] }, this.auth.credentials, { placeholders: true });
  }

  private get isAsync(): boolean {
    return this.operation?.kind === 'async';
  }

  /** The text of the selected tab; undefined while its generator loads. */
  get sampleText(): string | undefined {
    const tab = this.tabs[this.selectedIndex];
    if (!tab) return undefined;
    if (tab.source !== undefined) return tab.source;
    if (this.isAsync) {
      const generator = tab.generated && asyncSamples.loaded?.loadedAsyncSampleGenerator(tab.generated.id);
      const model = this.apiModel ?? { servers: [], securitySchemes: [] };
      return generator && this.operation ? generator.generate(this.operation, model, { credentials: this.auth.credentials }) : undefined;
    }
    const generator = tab.generated && loadedSampleGenerator(tab.generated.id);
    const request = this.sampleRequest;
    return generator && request ? generator.generate(request, this.operation ? { operation: this.operation } : {}) : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // An AsyncAPI card's tabs carry its languages' AsyncAPI labels (the shell tab is not cURL there).
    if (changed.has('operation')) this.tabs = sampleTabs(this.operation?.codeSamples, { async: this.isAsync });
    const generated = this.tabs[this.selectedIndex]?.generated;
    if (generated) this.load(generated.id);
  }

  /**
   * Loads the shown language's generator (the others load when the reader reaches for the tabs). A load under way
   * is joined, not started again: each update while it lasts only waits for it.
   */
  private load(id: SampleLanguageId): void {
    const [loaded, load] = this.isAsync
      ? [(i: SampleLanguageId) => asyncSamples.loaded?.loadedAsyncSampleGenerator(i), (i: SampleLanguageId) => asyncSamples.load().then((r) => r.loadAsyncSampleGenerator(i))]
      : [loadedSampleGenerator, loadSampleGenerator];
    if (loaded(id) || this.failed.has(id)) return;
    load(id).then(
      () => this.requestUpdate(),
      () => {
        if (!this.failed.has(id)) this.failed = new Set(this.failed).add(id);
      },
    );
  }

  /**
   * A pointer over the tabs or focus on them: the other languages' generators load now, so switching tabs does
   * not wait, while a reader who never looks at another language downloads only the one shown.
   */
  private readonly preloadOthers = (): void => {
    const load = this.isAsync ? (id: SampleLanguageId) => asyncSamples.load().then((r) => r.loadAsyncSampleGenerator(id)) : loadSampleGenerator;
    for (const language of SAMPLE_LANGUAGES) void load(language.id).catch(() => undefined);
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.copyTimer);
  }

  private choose(index: number): void {
    const tab = this.tabs[index];
    if (!tab) return;
    if (tab.generated && this.failed.has(tab.generated.id)) {
      const failed = new Set(this.failed);
      failed.delete(tab.generated.id);
      this.failed = failed;
    }
    this.language.choose(tab.id);
    this.copyState = 'idle';
  }

  private async copy(): Promise<void> {
    const text = this.sampleText;
    if (text === undefined) return;
    const ok = await copyText(text);
    this.copyState = ok ? 'copied' : 'failed';
    clearTimeout(this.copyTimer);
    this.copyTimer = setTimeout(() => (this.copyState = 'idle'), COPIED_FEEDBACK_MS);
  }

  private get copyLabel(): string {
    return { idle: this.t.copy, copied: this.t.copied, failed: this.t.copyFailed }[this.copyState];
  }

  protected override render(): unknown {
    if (!this.operation || this.tabs.length === 0) return nothing;
    const selected = this.selectedIndex;
    const tab = this.tabs[selected]!;
    const text = this.sampleText;
    return html`<div class="samples">
      <div class="bar">
        <div class="tabs" role="tablist" aria-label=${this.t.sampleLanguage} part="tabs" @keydown=${this.tabList.onKeydown} @pointerenter=${this.preloadOthers} @focusin=${this.preloadOthers}>
          ${this.tabs.map(
            (t, i) => html`<button
              type="button"
              role="tab"
              part="tab"
              id=${`tab-${i}`}
              aria-selected=${i === selected ? 'true' : 'false'}
              aria-controls="panel"
              tabindex=${i === selected ? 0 : -1}
              @click=${() => this.tabList.select(i, false)}
            >
              <span dir="ltr">${t.title}</span>
            </button>`,
          )}
        </div>
        <button type="button" class="copy" part="copy-button" data-state=${this.copyState} ?disabled=${text === undefined} @click=${this.copy}>
          ${this.copyLabel}
        </button>
        <span class="visually-hidden" role="status">${this.copyState === 'idle' ? '' : this.t.copiedSample(this.copyLabel, tab.title)}</span>
      </div>
      <pre id="panel" dir="ltr" role="tabpanel" part="code" tabindex="0" aria-labelledby=${`tab-${selected}`} aria-busy=${text === undefined ? 'true' : 'false'}><code>${text === undefined
        ? tab.generated && this.failed.has(tab.generated.id)
          ? this.t.sampleFailed
          : nothing
        : highlighted(clipLongLines(text), tab.highlight)}</code></pre>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-code-samples': SvCodeSamples;
  }
}
