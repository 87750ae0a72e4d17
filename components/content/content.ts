import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { styleProperties } from '../shared/style-properties.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { consume } from '@lit/context';
import { fragmentFor, operationMethodLabel, sectionId, type ApiModel, type Operation, type Schema, type SpecError, navigationOf, schemaAnchorId, WEBHOOKS_SECTION_ID, type Navigation } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { viewerOptionsContext, type ViewerOptions } from '../shared/context.js';
import { copyLinkButton } from '../shared/copy-link.js';
import { methodClass, operationTitle } from '../shared/labels.js';
import { resolveTarget, type Target } from './resolve-target.js';
import { landOn } from './land-target.js';
import { authorizePanel, problemViews, tagTreeViews } from '../shared/lazy-elements.js';
import { ActiveTracker } from './active-tracker.js';
import { DIRECTIVES_KEY, operationRenderKeys, pageKey, SCHEMAS_KEY, schemaKey, shownEntries, WEBHOOKS_KEY } from './card-pages.js';
import { tagSection, type TagSectionHost } from './tag-section.js';
import { contentStyles } from './content.styles.js';

/**
 * Operations rendered with the page, before any observer fires. One: the first screen rarely shows more than the
 * first card's top, and each further card (with its Try-It form and code samples) delayed the first frame by
 * ~20 ms on GitHub's and Stripe's descriptions; the placeholders below it show method and path until they render.
 */
const EAGER_OPERATIONS = 1;
/** How far outside the viewport placeholders start rendering. */
const RENDER_MARGIN = '1500px 0px';


/**
 * @tagname sv-content
 * @summary The reading column: API header, problems, tag sections with operation cards, webhooks, schemas.
 *
 * Rendering is lazy at two levels, so a 1,000-operation spec opens as fast as a small one: a tag section far
 * from the viewport is one spacer sized for its cards; once near, each card is a one-element placeholder
 * (no shadow root) that becomes a full `sv-operation` when it nears the viewport. A deep link renders its
 * target (and the section around it) directly.
 *
 * @fires sv-active-change - The operation or schema at the top of the viewport changed.
 * @csspart content - The column: a `<main>` landmark, or a plain `<div>` with `host-provides-main`.
 * @csspart tag - A tag section.
 * @csspart operation - Operation cards (forwarded from sv-operation).
 * @csspart schemas - The schemas section.
 * @cssproperty --sv-content-max-width - Width of the reading column.
 * @cssproperty --sv-content-padding - Padding around the column.
 */
export class SvContent extends SvElement {
  static override styles = contentStyles;
  static override viewportMedia = true;

  @property({ attribute: false }) model?: ApiModel;
  /** Problems found after loading (the viewer's `validate` option), listed after the model's own. */
  @property({ attribute: false }) extraWarnings: SpecError[] = [];

  /** The column is the page's `main` landmark unless this says the host page has one around the viewer. */
  @property({ type: Boolean, attribute: 'host-provides-main' }) hostProvidesMain = false;

  @consume({ context: viewerOptionsContext, subscribe: true })
  @state()
  private options?: ViewerOptions;

  /** Keys whose full view is rendered: sections (`tag:<name>`, `webhooks`, `schemas`) and their further pages of cards (card-pages.ts), operation ids, `schema:<name>`. */
  @state() private rendered = new Set<string>();
  /** Operations rendered with the page: laid out with it, never skipped (see the styles). */
  private eager: ReadonlySet<string> = new Set();

  private observer?: IntersectionObserver;
  private observed = new WeakSet<Element>();
  private readonly tracker = new ActiveTracker(this, () => this.renderRoot, (id) => this.emit('sv-active-change', { id }));

  /**
   * Renders the element with id `id` (an operation, one of its sections, `schemas`, a schema) if needed,
   * scrolls it into view, waits for the layout around it to settle and focuses it. False when the id is
   * not on this page. A row inside a section (parameter, response, property) has its ancestors expanded, is
   * focused and briefly highlighted; a row that does not render falls back to its section.
   */
  async reveal(id: string): Promise<boolean> {
    const model = this.model;
    if (!model) return false;
    const target = resolveTarget(id, model);
    if (!target) return false;
    const missing = target.renderKeys.filter((key) => !this.rendered.has(key));
    if (missing.length > 0) this.rendered = new Set([...this.rendered, ...missing]);
    await this.updateComplete;
    return landOn(this.renderRoot as ShadowRoot, target);
  }

  /** Moves focus to the start of the content (the API title), for "Skip to content". */
  async focusStart(): Promise<void> {
    await this.updateComplete;
    const info = this.renderRoot.querySelector('sv-info');
    await info?.updateComplete;
    info?.focusTitle();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer = new IntersectionObserver((entries) => this.onIntersect(entries), { rootMargin: RENDER_MARGIN });
    if (this.hasUpdated) this.observeLazy(); // moved in the DOM: observe the existing placeholders again
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = undefined;
    this.observed = new WeakSet();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('model') && this.model) {
      const nav = navigationOf(this.model);
      const first = nav.order.slice(0, EAGER_OPERATIONS);
      this.eager = new Set(first.map((op) => op.id));
      this.rendered = new Set(first.flatMap((op) => operationRenderKeys(nav, op.id)));
    }
  }

  protected override updated(): void {
    this.observeLazy();
    this.tracker.refresh();
  }

  /** Starts observing placeholders and spacers that are new since the last render. */
  private observeLazy(): void {
    const observer = this.observer;
    if (!observer) return;
    for (const el of this.renderRoot.querySelectorAll<HTMLElement>('[data-lazy]')) {
      if (this.observed.has(el)) continue;
      this.observed.add(el);
      observer.observe(el);
    }
  }

  protected override render(): unknown {
    const model = this.model;
    if (!model) return nothing;
    const nav = navigationOf(model);
    const empty = nav.order.length === 0;
    const sections = this.tagSectionHost();
    const tree = nav.groups.some((group) => group.tags.some((tag) => tag.children.length > 0)) ? this.nestedSections() : undefined;
    // The viewer fetches the Authorize panel's chunk before it renders; content rendered outside one fetches it here.
    if (model.securitySchemes.length > 0) void authorizePanel.load();
    const column = html`<sv-info .model=${model} ?hide-download=${this.options?.hideDownload === true}></sv-info>
      ${model.securitySchemes.length > 0
        ? html`<sv-authorize class="authorize" proxy-url=${ifDefined(this.options?.proxyUrl)} .oauth=${this.options?.oauth}></sv-authorize>`
        : nothing}
      ${this.warningsBar(model)} ${model.graphql ? html`<sv-graphql-note class="warnings" .model=${model}></sv-graphql-note>` : nothing}
      ${empty ? html`<p class="empty">${this.t.noOperations}</p>` : nothing}
      ${nav.groups.map(
        (group) => html`${group.name ? html`<p class="group-title">${group.name}</p>` : nothing}
        ${group.tags.map((tag) => (tree && tag.children.length > 0 ? tree(tag, nav, sections) : tagSection(tag, nav, sections)))}`,
      )}
      ${this.webhooksSection(nav)} ${this.schemasSection(nav)} ${this.directivesSection(model)}`;
    return this.hostProvidesMain
      ? html`<div class="content" part="content">${column}</div>`
      : html`<main class="content" part="content">${column}</main>`;
  }

  private warningsBar(model: ApiModel): TemplateResult | typeof nothing {
    const warnings = this.extraWarnings.length ? [...model.warnings, ...this.extraWarnings] : model.warnings;
    if (warnings.length === 0) return nothing;
    // Late findings (validation) may come after the page rendered: their element's chunk is fetched then.
    void problemViews.load();
    return html`<sv-warnings class="warnings" .warnings=${warnings}></sv-warnings>`;
  }

  /**
   * Nested sections come with the tag tree's chunk: until it has arrived (the viewer fetches it with the model),
   * the top-level sections render alone.
   */
  private nestedSections() {
    return tagTreeViews.forRender(this, (views) => views.nestedTagStyles)?.nestedTagSection;
  }

  /** What tag sections (tag-section.ts) use of this element at this render. */
  private tagSectionHost(): TagSectionHost {
    return {
      t: this.t,
      rendered: this.rendered,
      cards: (key, operations, isHome) => this.sectionCards(key, operations, isHome),
      pending: (key, operations) => this.pendingCards(key, operations),
    };
  }

  /** A rendered section's cards (a page at a time, see card-pages.ts); `isHome`: shown in full here, else a link. */
  private sectionCards(key: string, operations: Operation[], isHome: (op: Operation) => boolean): unknown {
    const shown = shownEntries(key, operations.length, this.rendered);
    const rest = operations.slice(shown).filter(isHome);
    return html`${operations.slice(0, shown).map((op) => (isHome(op) ? this.operationSlot(op) : this.operationReference(op)))}
    ${shown < operations.length ? this.pendingCards(pageKey(key, shown), rest.length > 0 ? rest : operations.slice(shown)) : nothing}`;
  }

  /** A not-yet-rendered run of cards: one spacer as tall as their placeholders would be. */
  private pendingCards(key: string, operations: Operation[]): TemplateResult | typeof nothing {
    if (operations.length === 0) return nothing;
    return html`<div
      class="pending"
      data-lazy=${key}
      data-nav-id=${operations[0]?.id ?? nothing}
      style=${styleProperties({ '--sv-pending-count': String(operations.length) })}
    ></div>`;
  }

  private webhooksSection(nav: Navigation): TemplateResult | typeof nothing {
    if (nav.webhooks.length === 0) return nothing;
    return html`<section class="tag webhooks" part="tag" id=${WEBHOOKS_SECTION_ID}>
      <div class="tag-heading anchored"><h2 tabindex="-1">${this.t.webhooks}</h2>${copyLinkButton(WEBHOOKS_SECTION_ID, this.t.webhooks, this.t)}</div>
      ${this.rendered.has(WEBHOOKS_KEY) ? this.sectionCards(WEBHOOKS_KEY, nav.webhooks, () => true) : this.pendingCards(WEBHOOKS_KEY, nav.webhooks)}
    </section>`;
  }

  /**
   * The full card once rendered; until then a placeholder: one element and its title text (method and path
   * are drawn from data attributes by CSS), so a thousand of them stay cheap.
   */
  private operationSlot(op: Operation): TemplateResult {
    if (this.rendered.has(op.id)) {
      return html`<sv-operation class="slot ${this.eager.has(op.id) ? 'eager' : ''}" id=${op.id} data-nav-id=${op.id} exportparts="operation, method-badge, endpoint, try-it-toggle" .operation=${op}></sv-operation>`;
    }
    return html`<div
      class="slot placeholder ${methodClass(op)}"
      id=${op.id}
      data-nav-id=${op.id}
      data-lazy=${op.id}
      data-method=${operationMethodLabel(op)}
      data-path=${op.path}
    >${operationTitle(op)}</div>`;
  }

  /** An operation listed under a second tag: a link to its card under the first. */
  private operationReference(op: Operation): TemplateResult {
    return html`<a class="op-reference" href=${`#${fragmentFor(op.id)}`}>
      <span class="method ${methodClass(op)}">${operationMethodLabel(op)}</span>
      <code>${op.path}</code><span class="op-reference-title">${operationTitle(op)}</span>
    </a>`;
  }

  private schemasSection(nav: Navigation): TemplateResult | typeof nothing {
    if (nav.schemas.length === 0) return nothing;
    const id = sectionId.schemas();
    return html`<section class="schemas" part="schemas" id=${id}>
      <div class="tag-heading anchored">
        <h2 id="schemas-title" tabindex="-1">${this.model?.graphql ? this.t.types : this.t.schemas}</h2>
        ${copyLinkButton(id, this.model?.graphql ? this.t.types : this.t.schemas, this.t)}
      </div>
      ${this.rendered.has(SCHEMAS_KEY)
        ? nav.schemas.map(([name, schema]) => this.schemaSlot(name, schema))
        : html`<div class="pending schemas-pending" data-lazy=${SCHEMAS_KEY} style=${styleProperties({ '--sv-pending-count': String(nav.schemas.length) })}></div>`}
    </section>`;
  }

  /** GraphQL directive definitions: a spacer until the reader nears the end of the page or links to one. */
  private directivesSection(model: ApiModel): TemplateResult | typeof nothing {
    const count = model.graphql?.directives.length ?? 0;
    if (count === 0) return nothing;
    if (!this.rendered.has(DIRECTIVES_KEY)) {
      return html`<div class="pending schemas-pending" data-lazy=${DIRECTIVES_KEY} style=${styleProperties({ '--sv-pending-count': String(count) })}></div>`;
    }
    return html`<sv-graphql-directives class="schemas" id=${sectionId.graphqlDirectives()} .model=${model}></sv-graphql-directives>`;
  }

  private schemaSlot(name: string, schema: Schema): TemplateResult {
    const id = this.model ? schemaAnchorId(this.model, name) : sectionId.schema(name);
    if (!this.rendered.has(schemaKey(name))) {
      return html`<div class="schema placeholder" id=${id} data-nav-id=${id} data-lazy=${schemaKey(name)}>${name}</div>`;
    }
    if (schema.graphql) {
      return html`<sv-graphql-type class="schema" id=${id} data-nav-id=${id} .schema=${schema} .model=${this.model}></sv-graphql-type>`;
    }
    return html`<div class="schema" id=${id} data-nav-id=${id}>
      <div class="schema-heading anchored">
        <h3 tabindex="-1"><bdi>${name}</bdi></h3>
        ${copyLinkButton(id, this.t.anchorSchema(name), this.t)}
      </div>
      <sv-schema-tree .schema=${schema} anchor-id=${id}></sv-schema-tree>
    </div>`;
  }

  private onIntersect(entries: IntersectionObserverEntry[]): void {
    const keys: string[] = [];
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const key = (entry.target as HTMLElement).dataset['lazy'];
      this.observer?.unobserve(entry.target);
      if (key && !this.rendered.has(key)) keys.push(key);
    }
    if (keys.length > 0) this.rendered = new Set([...this.rendered, ...keys]);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-content': SvContent;
  }
}
