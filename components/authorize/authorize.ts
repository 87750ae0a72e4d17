import { html, nothing, type TemplateResult } from 'lit';
import { consume } from '@lit/context';
import { property, query, state } from 'lit/decorators.js';
import type { ApiModel, Credential, CredentialField, OAuthConfig, PageOffers, SecurityScheme } from '../../src/index.js';
import { AuthSession, credentialFields, pageOffers } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext, viewerOptionsContext, type ViewerOptions } from '../shared/context.js';
import { deepActiveElement } from '../shared/land-highlight.js';
import { AuthController } from '../controllers/auth-controller.js';
import { TabsController } from '../controllers/tabs.js';
import { authPluginFor, loadAuthPlugin } from './auth-plugins.js';
import { authorizeStyles } from './authorize.styles.js';
import { appliedText, credentialUseText } from './credential-use.js';
import { lockIcon } from './lock-icon.js';
import type { SchemesPanelHost } from './authorize-panel.js';
import { OpenRequestsController } from './open-requests.js';
import { PanelChunkController } from './panel-chunk.js';
import { fieldLabel } from './scheme-labels.js';

type Status = { text: string; error: boolean };

/** A copy of `record` without `key`. */
function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/**
 * @tagname sv-authorize
 * @summary The Authorize panel: one form per security scheme of the spec; the credentials applied here go on
 * Try-It requests and code samples, where the page has them (its text says which).
 *
 * With more than one scheme the forms sit behind tabs (ARIA tabs pattern; a dot marks each tab whose credentials
 * are applied); with one scheme its form is shown directly. By default the panel is a modal dialog opened by an
 * "Authorize" button (or by `show()`, or through the session by a security badge or by Try-It's "Authorize…" button
 * beside a disabled Send, which it closes for once the credentials satisfy that operation); `inline` renders it in place.
 * Credentials live in the AuthSession from `authSessionContext` (sessionStorage only).
 *
 * @csspart trigger - The "Authorize" button that opens the dialog.
 * @csspart dialog - The dialog.
 * @csspart tab - Each scheme tab.
 * @csspart tab-dot - The dot of a tab whose credentials are applied.
 * @csspart scheme - A scheme's form.
 * @csspart applied-badge - The "Applied" badge of a scheme.
 * @csspart apply - The Apply buttons.
 * @csspart clear - The Clear buttons.
 * @cssproperty --sv-authorize-bg - Panel background.
 * @cssproperty --sv-authorize-border - Panel border colour.
 * @cssproperty --sv-authorize-dot - Colour of the applied dot.
 */
export class SvAuthorize extends SvElement implements SchemesPanelHost {
  static override styles = authorizeStyles;

  /** The spec's model; defaults to the one provided by `<spec-viewer>`. */
  @property({ attribute: false }) model?: ApiModel;
  /** The credentials; defaults to the session provided by `<spec-viewer>` (a private one when there is none). */
  @property({ attribute: false }) session?: AuthSession;
  /** Try-It's proxy endpoint: in proxy mode cookie API keys can be sent. */
  @property({ attribute: 'proxy-url' }) proxyUrl?: string;
  /** Extended build: settings of the OAuth 2.0 / OpenID Connect Get Token controls (see `OAuthConfig`). */
  @property({ attribute: false }) oauth?: OAuthConfig;
  /** Renders the panel in place instead of a dialog behind a button. */
  @property({ type: Boolean, reflect: true }) inline = false;
  /** Level of the panel's heading (scheme titles use the next level). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  @consume({ context: apiModelContext, subscribe: true })
  @state()
  private contextModel?: ApiModel;

  @consume({ context: viewerOptionsContext, subscribe: true })
  @state()
  private options?: ViewerOptions;

  @state() selected = 0;
  @state() private drafts: Record<string, Credential> = {};
  @state() private statuses: Record<string, Status> = {};
  /** Set when the panel first opens: plugin chunks (OAuth) load then, not with the page. */
  @state() private opened = false;

  @query('dialog') private dialog?: HTMLDialogElement;

  private readonly auth = new AuthController(this, () => this.session);
  /** The scheme tabs and forms: a chunk of their own, imported by `loadPanel`. */
  private readonly panelChunk = new PanelChunkController(this, () => this.inline && this.schemes.length > 0);
  private readonly tabs = new TabsController(this, {
    count: () => this.schemes.length,
    selected: () => this.selected,
    select: (index) => (this.selected = index),
  });
  private readonly openRequests = new OpenRequestsController(this, () => this.activeSession, (key) => void this.show(key), () => this.close());
  private privateSession?: AuthSession;
  private returnFocus?: HTMLElement;

  get proxied(): boolean {
    return !!this.proxyUrl;
  }

  private get apiModel(): ApiModel | undefined {
    return this.model ?? this.contextModel;
  }

  /** What the page offers that credentials are used in (standalone: as if Try-It were on). */
  private get offers(): PageOffers {
    const model = this.apiModel;
    return model ? pageOffers(model, this.options?.allowTryIt ?? true) : { tryIt: false, codeSamples: false };
  }

  private get schemes(): readonly SecurityScheme[] {
    return this.apiModel?.securitySchemes ?? [];
  }

  /** The session in use: given, provided, or (standalone) a private one for the current model. */
  get activeSession(): AuthSession | undefined {
    const shared = this.auth.session;
    if (shared) return shared;
    const model = this.apiModel;
    if (!model) return undefined;
    if (this.privateSession?.schemes !== model.securitySchemes) this.privateSession = new AuthSession(model);
    return this.privateSession;
  }

  /** Opens the panel (the dialog unless `inline`) on `schemeKey`'s form, and focuses its first input. */
  async show(schemeKey?: string): Promise<void> {
    const index = schemeKey === undefined ? -1 : this.schemes.findIndex((s) => s.key === schemeKey);
    if (index >= 0) this.selected = index;
    this.opened = true;
    await this.loadPanel();
    await this.updateComplete;
    if (!this.inline && this.dialog && !this.dialog.open) {
      this.returnFocus = deepActiveElement() ?? undefined;
      this.dialog.showModal();
    }
    const target =
      this.renderRoot.querySelector<HTMLElement>('.tabpanel:not([hidden]) input, .single input') ??
      this.renderRoot.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
    if (this.inline) target?.scrollIntoView?.({ block: 'nearest' });
  }

  close(): void {
    this.dialog?.close();
  }

  /** Imports the scheme tabs and forms (once) and adopts their styles; `show()` and `inline` do it themselves. */
  loadPanel(): Promise<void> {
    return this.panelChunk.load();
  }

  /** Also waits for the forms' chunk while it loads, so a caller awaiting `updateComplete` sees them rendered. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    const loading = this.panelChunk.loading;
    if (loading) {
      await loading;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  private readonly preloadPanel = (): void => void this.loadPanel();

  // SchemeFormHost
  draft(key: string): Credential {
    return this.drafts[key] ?? this.activeSession?.credentials[key] ?? {};
  }

  isApplied(key: string): boolean {
    return this.activeSession?.isApplied(key) ?? false;
  }

  status(key: string): Status | undefined {
    return this.statuses[key];
  }

  edit(key: string, field: CredentialField, value: string): void {
    this.drafts = { ...this.drafts, [key]: { ...this.draft(key), [field]: value } };
    if (this.statuses[key]) this.setStatus(key, undefined);
  }

  apply(key: string): void {
    const scheme = this.schemes.find((s) => s.key === key);
    const session = this.activeSession;
    if (!scheme || !session) return;
    if (session.apply(key, this.draft(key))) {
      this.drafts = without(this.drafts, key); // the inputs show the applied values again
      this.setStatus(key, { text: appliedText(this.offers, key, this.t), error: false });
    } else {
      const first = credentialFields(scheme)[0];
      this.setStatus(key, { text: this.t.enterFirst(first ? fieldLabel(first, scheme, this.t) : undefined), error: true });
    }
  }

  clear(key: string): void {
    this.activeSession?.clear(key);
    this.drafts = { ...this.drafts, [key]: {} };
    this.setStatus(key, { text: this.t.cleared, error: false });
  }

  extension(scheme: SecurityScheme, index: number): TemplateResult | undefined {
    const plugin = authPluginFor(scheme);
    // Called by the forms, so their chunk (with the read-only details) is there.
    const panel = this.panelChunk.module;
    if (!plugin || !panel || !(this.opened || this.inline)) return undefined;
    void loadAuthPlugin(plugin).catch(() => undefined); // on failure the fallback (read-only details) stays
    return plugin.render({
      scheme,
      index,
      session: this.activeSession,
      model: this.apiModel,
      proxyUrl: this.proxyUrl,
      oauth: this.oauth,
      fallback: panel.schemeDetails(scheme, index, this.proxied, this.t),
    });
  }

  private setStatus(key: string, status: Status | undefined): void {
    this.statuses = status ? { ...this.statuses, [key]: status } : without(this.statuses, key);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('model') || changed.has('contextModel')) {
      const previous = (changed.get('model') as ApiModel | undefined) ?? (changed.get('contextModel') as ApiModel | undefined);
      if (previous && previous !== this.apiModel) {
        this.selected = 0;
        this.drafts = {};
        this.statuses = {};
      }
    }
  }

  select(index: number, focus: boolean): void {
    this.tabs.select(index, focus);
  }

  readonly onTabKeydown = (event: KeyboardEvent): void => this.tabs.onKeydown(event);

  private readonly onDialogClose = (): void => {
    const target = this.returnFocus;
    this.returnFocus = undefined;
    if (target?.isConnected && deepActiveElement() !== target) target.focus();
    this.openRequests.settle(); // closed before its opener got what it waited for
  };

  private panel(schemes: readonly SecurityScheme[]): unknown {
    return this.panelChunk.module?.schemesPanel(this, schemes, Math.min(6, this.headingLevel + 1)) ?? nothing;
  }

  protected override render(): unknown {
    const schemes = this.schemes;
    if (schemes.length === 0) return nothing;
    const level = Math.min(6, this.headingLevel);
    const intro = html`<p class="intro">
      ${credentialUseText(this.offers, this.t)} ${this.t.credentialsKept}
    </p>`;
    if (this.inline) {
      return html`<section class="panel inline" aria-labelledby="authorize-title">
        <div class="panel-title" id="authorize-title" role="heading" aria-level=${level}>${this.t.authorize}</div>
        ${intro} ${this.panel(schemes)}
      </section>`;
    }
    const applied = schemes.filter((s) => this.isApplied(s.key)).length;
    return html`<button
        type="button"
        class="trigger"
        part="trigger"
        aria-haspopup="dialog"
        @pointerenter=${this.preloadPanel}
        @focus=${this.preloadPanel}
        @click=${() => void this.show()}
      >
        ${lockIcon(applied === 0)} ${this.t.authorize}${applied > 0 ? html` <span class="count">${this.t.appliedCount(applied)}</span>` : nothing}
      </button>
      <dialog part="dialog" aria-labelledby="authorize-title" @close=${this.onDialogClose}>
        <div class="panel">
          <div class="dialog-head">
            <div class="panel-title" id="authorize-title" role="heading" aria-level=${level}>${this.t.authorize}</div>
            <button type="button" class="close" aria-label=${this.t.close} @click=${() => this.close()}>✕</button>
          </div>
          ${intro} ${this.panel(schemes)}
        </div>
      </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-authorize': SvAuthorize;
  }
}
