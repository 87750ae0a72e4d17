import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { isCallable, sectionId, type ApiModel, type Operation, navigationOf, usesTagTree } from '../../src/index.js';
import { requestPanels, tagTreeViews } from '../shared/lazy-elements.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext } from '../shared/context.js';
import { copyLinkButton } from '../shared/copy-link.js';
import { markdown } from '../shared/markdown.js';
import { operationTitle } from '../shared/labels.js';
import { safeHref } from '../shared/safe-url.js';
import { ShownItems } from '../shared/show-more.js';
import { parametersSection } from './parameters.js';
import { defaultOpenStatus, responsesSection } from './responses.js';
import {
  callbacksSection,
  effectiveSecurity,
  endpointLine,
  requestBodySection,
  securityLine,
  serversLine,
} from './operation-parts.js';
import { operationStyles } from './operation.styles.js';
import { formatView, loadFormatView, registerFormatView, type FormatView } from '../shared/format-views.js';
import { adoptStyles } from '../shared/adopt-styles.js';

// The AsyncAPI and SOAP pieces of the card are lazy chunks: an OpenAPI page never downloads them. The viewer
// loads its model's view before the page renders; a card used on its own loads it on first render.
const loadAsyncView = () => import('./async/view.js').then((m) => m.asyncView);
registerFormatView('asyncapi-2', loadAsyncView);
registerFormatView('asyncapi-3', loadAsyncView);
registerFormatView('wsdl', () => import('./soap/view.js').then((m) => m.soapView));
import type { RevealsMembers } from '../shared/target.js';

/**
 * @tagname sv-operation
 * @summary One operation: endpoint, description, parameters, request body, responses, callbacks.
 *
 * Section headings are deep-link targets (`#<id>-parameters`, `#<id>-request-body`, `#<id>-responses`) with a
 * copy-link button; `compact` cards (callback operations) have neither.
 *
 * @csspart operation - The card.
 * @csspart endpoint - The method + path line.
 * @csspart method-badge - The HTTP method badge.
 * @csspart parameters - The parameters section.
 * @csspart request-body - The request body section.
 * @csspart responses - The responses section.
 * @csspart callbacks - The callbacks section.
 * @csspart security - The authorization line.
 * @csspart copy-link - The copy-link buttons.
 * @csspart tag-badge - Badges of the operation's `kind: badge` tags.
 * @csspart tag-labels - The operation's audience (and other label) tags.
 * @cssproperty --sv-operation-bg - Card background.
 * @cssproperty --sv-operation-border - Card border colour.
 * @cssproperty --sv-operation-radius - Card corner radius.
 * @cssproperty --sv-operation-padding - Card padding.
 */
/** Message blocks an AsyncAPI card renders at once: more than a first screen holds. */
const EAGER_MESSAGES = 4;

export class SvOperation extends SvElement {
  static override styles = operationStyles;
  static override viewportMedia = true;

  @property({ attribute: false }) operation?: Operation;

  /** A nested card (callback operation): smaller, without anchors. */
  @property({ type: Boolean, reflect: true }) compact = false;

  @consume({ context: apiModelContext, subscribe: true })
  @state()
  private model?: ApiModel;

  /** Response statuses whose open state differs from the default. */
  @state() private toggledResponses = new Set<string>();

  /** First slices of long parameter, response and enum lists. */
  private readonly lists = new ShownItems(this);

  /**
   * An AsyncAPI card renders its first messages, and the rest once the reader nears them or a link targets one
   * (Slack's RTM API lists 48 messages in one operation, each with its schema tree and example).
   */
  @state() private allMessages = false;
  private restObserver?: IntersectionObserver;
  private restWatched?: Element;

  /** The heading, for focus after a deep-link jump. */
  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('.title')?.focus({ preventScroll: true });
  }

  /** The element of a section (`#<id>-responses`, `#message-<id>` …) inside this card, if it renders one. */
  async sectionElement(id: string): Promise<HTMLElement | null> {
    await this.renderAllMessages();
    return (this.renderRoot as ShadowRoot).getElementById?.(id) ?? null;
  }

  private async renderAllMessages(): Promise<void> {
    if (this.allMessages || this.operation?.kind !== 'async') return;
    this.allMessages = true;
    await this.updateComplete;
  }

  /**
   * Shows the row with deep-link id `id` (a parameter, a response, a request-body, response or message payload
   * property), widening "Show more" slices and opening the response and schema nodes above it, and returns it;
   * null when the card has no such row.
   */
  async revealMember(id: string): Promise<HTMLElement | null> {
    const op = this.operation;
    if (!op || this.compact) return null;
    await this.updateComplete;
    await this.renderAllMessages();
    const root = this.renderRoot as ShadowRoot;
    const param = op.parameters.find((p) => sectionId.parameter(op.id, p.in, p.name) === id);
    if (param) {
      this.lists.reveal(`params:${param.in}`, op.parameters.filter((p) => p.in === param.in).indexOf(param));
      this.requestUpdate();
      await this.updateComplete;
      return root.getElementById(id);
    }
    const index = op.responses.findIndex((r) => id === sectionId.response(op.id, r.status) || id.startsWith(`${sectionId.response(op.id, r.status)}/`));
    const response = op.responses[index];
    if (response) {
      this.lists.reveal('responses', index);
      const open = (response.status === this.openResponse(op)) !== this.toggledResponses.has(response.status);
      if (!open) this.toggledResponses = new Set(this.toggledResponses).add(response.status);
      this.requestUpdate();
      await this.updateComplete;
      const row = root.getElementById(sectionId.response(op.id, response.status));
      return row?.id === id ? row : ((await row?.querySelector<RevealsMembers>('sv-media-content')?.revealMember(id)) ?? null);
    }
    if (id.startsWith(`${sectionId.requestBody(op.id)}/`)) {
      return (await root.querySelector<RevealsMembers>('.request-body sv-media-content')?.revealMember(id)) ?? null;
    }
    // A tree anchored in the card itself (an AsyncAPI message's payload): the one whose anchor prefixes the id.
    const tree = [...root.querySelectorAll<RevealsMembers>('sv-schema-tree[anchor-id]')].find((t) => id.startsWith(`${t.getAttribute('anchor-id')}/`));
    return (await tree?.revealMember(id)) ?? null;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('operation') && changed.get('operation') !== undefined) {
      this.toggledResponses = new Set();
      this.lists.reset();
      this.allMessages = false;
    }
  }

  /** Badges and labels of the operation's non-section tags: their views are in the tag tree's chunk, fetched only for models with such tags. */
  private tagMarks(op: Operation): { badges: unknown; labels: unknown } | undefined {
    const model = this.model;
    if (!model || op.tags.length === 0 || !usesTagTree(model)) return undefined;
    const views = tagTreeViews.forRender(this, (loaded) => loaded.tagMarkStyles);
    if (!views) return undefined;
    const marks = views.operationTagMarks(model, op);
    return { badges: views.tagBadges(marks), labels: views.tagLabels(marks, this.t) };
  }

  /** The view of the operation's format when the card has pieces of it (AsyncAPI, SOAP); loads it if needed. */
  private formatParts(op: Operation): FormatView | undefined {
    if (op.kind !== 'async' && op.kind !== 'soap') return undefined;
    const type = this.model?.specType ?? (op.kind === 'soap' ? 'wsdl' : 'asyncapi-3');
    const view = formatView(type);
    if (!view) void loadFormatView(type).then(() => this.requestUpdate());
    return view;
  }

  protected override updated(): void {
    const styles = this.operation && this.formatParts(this.operation)?.operationStyles;
    if (styles) adoptStyles(this.renderRoot as ShadowRoot, styles);
    this.watchMessagesRest();
    // An AsyncAPI card's code samples come with the request panels' chunk, which its page's first view does not
    // need: fetched in a later task, once the card is on screen.
    if (this.operation?.kind === 'async' && this.hasColumn && !requestPanels.loaded) setTimeout(() => void requestPanels.load());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.watchMessagesRest(); // moved in the DOM: watch the placeholder again
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.restObserver?.disconnect();
    this.restObserver = undefined;
    this.restWatched = undefined;
  }

  /** Renders the remaining messages when their placeholder comes within a screen or two of the viewport. */
  private watchMessagesRest(): void {
    const rest = this.renderRoot.querySelector('.messages-rest') ?? undefined;
    if (rest === this.restWatched) return; // the same placeholder (or none) as after the last update
    this.restObserver?.disconnect();
    this.restObserver = undefined;
    this.restWatched = rest;
    if (!rest || typeof IntersectionObserver !== 'function') return;
    this.restObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void this.renderAllMessages();
      },
      { rootMargin: '1500px 0px' },
    );
    this.restObserver.observe(rest);
  }

  protected override render(): unknown {
    const op = this.operation;
    if (!op) return nothing;
    const parts = this.formatParts(op);
    // The panels' chunk: the viewer starts it earlier; a card rendered outside one fetches it here.
    if (this.hasColumn && op.kind !== 'async') void requestPanels.load();
    if (op.kind === 'async') {
      return this.withColumn(op, parts?.operationCard?.(op, this.model, !this.compact, this.t, this.allMessages ? Infinity : EAGER_MESSAGES, nothing) ?? nothing);
    }
    const title = operationTitle(op);
    const anchored = !this.compact;
    const anchor = (id: string, what: string) => (anchored ? { id, label: this.t.sectionOf(what, title) } : undefined);
    const docs = safeHref(op.externalDocs?.url);
    const openByDefault = this.openResponse(op);
    const responsesState = {
      isOpen: (status: string) => (status === openByDefault) !== this.toggledResponses.has(status),
      toggle: (status: string) => {
        const next = new Set(this.toggledResponses);
        if (!next.delete(status)) next.add(status);
        this.toggledResponses = next;
      },
      hasOperation: (id: string) => (this.model ? navigationOf(this.model).byId.has(id) : false),
      ...(anchored ? { rowId: (status: string) => sectionId.response(op.id, status) } : {}),
    };

    const marks = this.tagMarks(op);
    const card = html`<article class="operation ${op.deprecated ? 'is-deprecated' : ''}" part="operation" aria-labelledby="title">
      <header class="header">
        <div class="title-row anchored">
          <h3 class="title" id="title" tabindex="-1"><bdi>${title}</bdi></h3>
          ${op.kind === 'webhook' ? html`<span class="badge accent">${this.t.webhook}</span>` : nothing}
          ${op.deprecated ? html`<span class="badge deprecated">${this.t.deprecated}</span>` : nothing}
          ${marks?.badges ?? nothing}
          ${anchored ? copyLinkButton(sectionId.operation(op.id), title, this.t) : nothing}
        </div>
        ${op.kind === 'soap' ? parts?.endpointLine?.(op, this.t) : endpointLine(op)}
        ${marks?.labels ?? nothing}
      </header>
      ${op.description ? html`<div class="md description">${markdown(op.description)}</div>` : nothing}
      ${docs
        ? html`<p class="external-docs">
            <a href=${docs} target="_blank" rel="noopener noreferrer">${op.externalDocs?.description ?? this.t.externalDocs}</a>
          </p>`
        : nothing}
      ${this.compact ? securityLine(effectiveSecurity(op, this.model), this.t) : html`<sv-security-badge part="security" .operation=${op}></sv-security-badge>`}
      ${op.kind === 'graphql'
        ? html`<sv-graphql-operation .operation=${op} .model=${this.model}></sv-graphql-operation>`
        : html`${op.kind === 'soap' ? parts?.operationDetails?.(op, this.t) : serversLine(op.servers, this.t)}
            ${parametersSection(op.parameters, anchor(sectionId.parameters(op.id), this.t.parameters), this.t, this.lists, anchored ? (p) => sectionId.parameter(op.id, p.in, p.name) : undefined)}
            ${requestBodySection(op, anchor(sectionId.requestBody(op.id), this.t.requestBody), this.t)}
            ${responsesSection(op, anchor(sectionId.responses(op.id), this.t.responses), responsesState, this.t, this.lists)}
            ${callbacksSection(op, this.t)}`}
    </article>`;
    return this.withColumn(op, card);
  }

  /**
   * The response row open at first: none beside an examples column, which shows that response's example (the
   * row's schema is one click away); the first success with a body on cards without one (callbacks, webhooks).
   */
  private openResponse(op: Operation): string | undefined {
    return this.hasColumn ? undefined : defaultOpenStatus(op);
  }

  /** Full cards of operations a reader can call or connect to get the examples column. */
  private get hasColumn(): boolean {
    const op = this.operation;
    return !this.compact && op !== undefined && (isCallable(op) || op.kind === 'async');
  }

  /** Wraps the card in a split pane with the examples column (request sample, response examples, Try-It on demand). */
  private withColumn(op: Operation, card: unknown): unknown {
    if (!this.hasColumn) return card;
    return html`<sv-split-pane separator-label=${this.t.resizeTryIt(operationTitle(op))}>
      <div slot="main" class="main">${card}</div>
      <div slot="aside" class="aside"><sv-example-column exportparts="try-it-toggle" .operation=${op} .model=${this.model}></sv-example-column></div>
    </sv-split-pane>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-operation': SvOperation;
  }
}
