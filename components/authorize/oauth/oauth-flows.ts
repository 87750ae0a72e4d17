import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type {
  ApiModel,
  AuthSession,
  DeviceAuthorization,
  DiscoveryResult,
  OAuthConfig,
  OAuthCore,
  OAuthFlow,
  OAuthSchemeConfig,
  SecurityScheme,
  StoredToken,
  TokenGrant,
  TokenResult,
  TokenSet,
} from '../../../src/index.js';
import { SvElement } from '../../shared/base-element.js';
import { copyText } from '../../shared/copy-text.js';
import { AuthController } from '../../controllers/auth-controller.js';
import { oauthCore } from './core.js';
import { discoveryView, type Discovery } from './discovery-view.js';
import { metadataView } from './metadata-view.js';
import { runDeviceGetToken } from './device-run.js';
import { storedToken } from './stored-token.js';
import { flowForm, verbatimFlow, type FlowFormHost, type FlowSettingsView, type FlowView } from './flow-form.js';
import { oauthFlowsStyles } from './oauth-flows.styles.js';
import { openSignInWindow, waitForCallback } from './popup-flow.js';
import { rich } from '../../i18n/rich.js';
import { coreText } from '../../i18n/core-text.js';
import { oauthEn } from '../../i18n/parts/oauth.js';

type Status = { text: string; error: boolean };

const INTERACTIVE = new Set<OAuthFlow['type']>(['authorizationCode', 'clientCredentials', 'deviceAuthorization']);
const ABSOLUTE_HTTP = /^https?:\/\//i;
/** Successful discovery documents by URL (and transport), so reopening the panel does not fetch again. */
const discovered = new Map<string, DiscoveryResult>();


/**
 * @tagname sv-oauth-flows
 * @summary Extended build, inside `<sv-authorize>`: Get Token for an `oauth2` or `openIdConnect` scheme —
 * Authorization Code with PKCE (S256) in a popup, or Client Credentials — applying the token as the scheme's
 * Bearer credential. Loaded as a lazy chunk the first time the Authorize panel opens on such a scheme.
 *
 * Settings (client ID and secret, client authentication, scopes, `x-flowVariables` values) and tokens are kept in
 * sessionStorage only. Token and discovery requests go through the Try-It transport: direct, or the proxy when
 * `proxyUrl` is set.
 */
export class SvOAuthFlows extends SvElement implements FlowFormHost {
  static override englishLabels = oauthEn;
  static override styles = oauthFlowsStyles;

  @property({ attribute: false }) scheme?: SecurityScheme;
  @property({ type: Number }) index = 0;
  @property({ attribute: false }) session?: AuthSession;
  @property({ attribute: false }) model?: ApiModel;
  @property({ attribute: false }) proxyUrl?: string;
  @property({ attribute: false }) oauth?: OAuthConfig;

  @state() private discovery?: Discovery;
  @state() private statuses: Record<number, Status> = {};
  @state() private busy: Record<number, boolean> = {};
  @state() private waiting: Record<number, AbortController> = {};
  /** Device flows waiting for the user: the code shown, by flow. */
  @state() private devices: Record<number, DeviceAuthorization> = {};
  /** Bumped when stored settings or tokens change. */
  @state() private revision = 0;

  private readonly auth = new AuthController(this, () => this.session);
  private discoveryFor?: string;

  private get info(): { title: string; version: string } {
    return this.model?.info ?? { title: '', version: '' };
  }

  private get config(): OAuthSchemeConfig {
    return oauthCore().oauthConfigFor(this.oauth, this.scheme?.key ?? '');
  }

  private get settingsStore(): InstanceType<OAuthCore['FlowSettingsStore']> {
    return new (oauthCore().FlowSettingsStore)(this.info);
  }

  private get tokenStore(): InstanceType<OAuthCore['OAuthTokenStore']> {
    return new (oauthCore().OAuthTokenStore)(this.info);
  }

  protected override willUpdate(): void {
    const scheme = this.scheme;
    // Clear in the panel removed the applied token: forget the refresh token that came with it too.
    if (scheme && this.session && !this.session.isApplied(scheme.key) && this.tokenStore.get(scheme.key)) this.tokenStore.remove(scheme.key);
    const url = this.providerDocumentUrl();
    if (url === undefined) return;
    const key = `${scheme?.kind} ${url} ${this.proxyUrl ?? ''}`;
    if (key === this.discoveryFor) return;
    this.discoveryFor = key;
    void this.discover(url, key);
  }

  /** The OpenID Connect discovery document, or an `oauth2` scheme's authorization server metadata (RFC 8414). */
  private providerDocumentUrl(): string | undefined {
    const scheme = this.scheme;
    if (scheme?.kind === 'openIdConnect') return scheme.openIdConnectUrl;
    return scheme?.kind === 'oauth2' ? scheme.oauth2MetadataUrl : undefined;
  }

  private async discover(url: string, key: string): Promise<void> {
    const cached = discovered.get(key);
    if (cached) {
      this.discovery = { state: 'done', result: cached };
      return;
    }
    this.discovery = { state: 'loading' };
    const options = this.proxyUrl ? { proxyUrl: this.proxyUrl } : {};
    const core = oauthCore();
    const result = await (this.scheme?.kind === 'oauth2' ? core.fetchServerMetadata(url, options) : core.fetchDiscovery(url, options));
    if (key !== this.discoveryFor) return;
    if (result.ok) discovered.set(key, result);
    this.discovery = { state: 'done', result };
  }

  private retryDiscovery(): void {
    this.discoveryFor = undefined;
    this.requestUpdate();
  }

  // --- views -------------------------------------------------------------------------------------------------

  private flows(): OAuthFlow[] {
    const scheme = this.scheme;
    if (scheme?.kind === 'oauth2') return scheme.flows;
    if (scheme?.kind === 'openIdConnect' && this.discovery?.state === 'done' && this.discovery.result.ok) return this.discovery.result.provider.flows;
    return [];
  }

  private settings(flow: OAuthFlow): FlowSettingsView {
    const saved = this.settingsStore.get(this.scheme?.key ?? '', flow.type);
    const config = this.config;
    const scopes = saved.scopes ?? config.scopes ?? [];
    return {
      clientId: saved.clientId ?? config.clientId ?? '',
      clientSecret: saved.clientSecret ?? config.clientSecret ?? '',
      confidential: flow.type === 'clientCredentials' || (saved.confidential ?? !!config.clientSecret),
      method: saved.clientAuthMethod ?? config.clientAuthMethod ?? 'client_secret_basic',
      scopes,
      variables: { ...oauthCore().flowVariableDefaults(flow.flowVariables), ...saved.variables },
      serverIndex: Math.min(saved.serverIndex ?? 0, Math.max(0, (this.model?.servers.length ?? 1) - 1)),
    };
  }

  private serverUrl(index: number): string | undefined {
    const server = this.model?.servers[index];
    return server ? oauthCore().resolveServerUrl(server, {}, oauthCore().specBaseUrl(this.model)) : undefined;
  }

  private redirectUri(): string {
    return new URL(this.config.redirectUri ?? 'oauth-callback.html', window.location.href).href;
  }

  private view(flow: OAuthFlow, flowIndex: number): FlowView {
    const settings = this.settings(flow);
    const context = { variables: settings.variables, declared: flow.flowVariables, serverUrl: this.serverUrl(settings.serverIndex) };
    const resolve = (u: string | undefined) => (u === undefined ? undefined : oauthCore().resolveFlowUrl(u, context));
    const declared = Object.entries(flow.scopes);
    const extra = settings.scopes.filter((s) => !(s in flow.scopes)).map((s): [string, string] => [s, '']);
    const relative = [flow.tokenUrl, flow.authorizationUrl, flow.deviceAuthorizationUrl, flow.refreshUrl].some(
      (u) => u !== undefined && !ABSOLUTE_HTTP.test(oauthCore().substituteFlowVariables(u, settings.variables, flow.flowVariables)),
    );
    const servers = this.model?.servers ?? [];
    const token = this.tokenStore.get(this.scheme?.key ?? '');
    const view: FlowView = {
      flow,
      id: `oauth-${this.index}-${flowIndex}`,
      settings,
      scopes: [...declared, ...extra],
      busy: !!this.busy[flowIndex],
      waiting: !!this.waiting[flowIndex],
      canRefresh: !!token?.refreshToken && this.auth.session?.isApplied(this.scheme?.key ?? '') === true,
    };
    const authorizationUrl = flow.type === 'authorizationCode' ? resolve(flow.authorizationUrl) : undefined;
    if (authorizationUrl !== undefined) view.authorizationUrl = authorizationUrl;
    const deviceAuthorizationUrl = flow.type === 'deviceAuthorization' ? resolve(flow.deviceAuthorizationUrl) : undefined;
    if (deviceAuthorizationUrl !== undefined) view.deviceAuthorizationUrl = deviceAuthorizationUrl;
    const device = this.devices[flowIndex];
    if (device) view.device = device;
    const tokenUrl = resolve(flow.tokenUrl);
    if (tokenUrl !== undefined) view.tokenUrl = tokenUrl;
    const refreshUrl = resolve(flow.refreshUrl);
    if (refreshUrl !== undefined) view.refreshUrl = refreshUrl;
    if (relative && servers.length > 1) view.servers = servers.map((s) => (s.description ? `${s.description} — ${s.url}` : s.url));
    if (flow.type === 'authorizationCode') view.redirectUri = this.redirectUri();
    const status = this.statuses[flowIndex];
    if (status) view.status = status;
    if (!window.isSecureContext || (flow.type === 'authorizationCode' && !oauthCore().canUsePkce())) view.disabledReason = this.t.insecureContext;
    return view;
  }

  // --- FlowFormHost ------------------------------------------------------------------------------------------

  change(view: FlowView, patch: Partial<FlowSettingsView>): void {
    const next = { ...view.settings, ...patch };
    this.settingsStore.set(this.scheme?.key ?? '', view.flow.type, {
      clientId: next.clientId,
      clientSecret: next.clientSecret,
      confidential: next.confidential,
      clientAuthMethod: next.method,
      scopes: [...next.scopes],
      variables: { ...next.variables },
      serverIndex: next.serverIndex,
    });
    this.revision++;
  }

  copy(view: FlowView, text: string): void {
    void copyText(text).then((ok) =>
      this.setStatus(this.flowIndex(view), { text: ok ? this.t.redirectCopied : this.t.redirectCopyFailed, error: !ok }),
    );
  }

  cancel(view: FlowView): void {
    this.waiting[this.flowIndex(view)]?.abort();
  }

  getToken(view: FlowView): void {
    const i = this.flowIndex(view);
    const problem = this.checkInputs(view);
    if (problem) return this.setStatus(i, { text: problem, error: true });
    if (view.flow.type === 'clientCredentials') {
      void this.run(i, () => this.redeem(view, { grantType: 'client_credentials', scopes: view.settings.scopes }, view.tokenUrl!));
      return;
    }
    if (view.flow.type === 'deviceAuthorization') {
      void this.run(i, () => this.runDevice(view, i));
      return;
    }
    // Opened before any await: browsers allow a popup only in direct response to the click.
    const popup = openSignInWindow('about:blank');
    if (!popup) return this.setStatus(i, { text: this.t.popupBlocked, error: true });
    void this.run(i, () => this.authorize(view, popup));
  }

  refresh(view: FlowView): void {
    const i = this.flowIndex(view);
    const token = this.tokenStore.get(this.scheme?.key ?? '');
    if (!token?.refreshToken) return;
    const url = view.refreshUrl ?? view.tokenUrl ?? token.tokenUrl;
    void this.run(i, () => this.redeem(view, { grantType: 'refresh_token', refreshToken: token.refreshToken!, scopes: [] }, url, token));
  }

  // --- flows -------------------------------------------------------------------------------------------------

  private flowIndex(view: FlowView): number {
    return Number(view.id.split('-').pop());
  }

  private checkInputs(view: FlowView): string | undefined {
    if (view.disabledReason) return view.disabledReason;
    if (!view.settings.clientId.trim()) return this.t.enterClientId;
    if (view.settings.confidential && !view.settings.clientSecret) return this.t.enterClientSecret;
    if (!view.tokenUrl || !ABSOLUTE_HTTP.test(view.tokenUrl)) return this.t.tokenUrlNotAbsolute(view.tokenUrl ?? '');
    if (view.flow.type === 'deviceAuthorization' && !ABSOLUTE_HTTP.test(view.deviceAuthorizationUrl ?? '')) {
      return this.t.deviceAuthorizationUrlNotAbsolute(view.deviceAuthorizationUrl ?? '');
    }
    if (view.flow.type !== 'authorizationCode') return undefined;
    if (!view.authorizationUrl || !ABSOLUTE_HTTP.test(view.authorizationUrl)) {
      return this.t.authorizationUrlNotAbsolute(view.authorizationUrl ?? '');
    }
    const redirect = new URL(view.redirectUri ?? '', window.location.href);
    if (redirect.origin !== window.location.origin) {
      return this.t.redirectOtherOrigin(redirect.href, window.location.origin);
    }
    return undefined;
  }

  private async run(flowIndex: number, task: () => Promise<Status>): Promise<void> {
    this.busy = { ...this.busy, [flowIndex]: true };
    this.setStatus(flowIndex, undefined);
    try {
      this.setStatus(flowIndex, await task());
    } catch (e) {
      this.setStatus(flowIndex, { text: e instanceof Error ? e.message : String(e), error: true });
    } finally {
      // Cancel disappears with the wait: its focus moves to Get Token rather than to the page.
      const cancelFocused = this.shadowRoot?.activeElement?.classList.contains('cancel') === true;
      this.busy = { ...this.busy, [flowIndex]: false };
      const waiting = { ...this.waiting };
      delete waiting[flowIndex];
      this.waiting = waiting;
      if (cancelFocused) void this.updateComplete.then(() => this.flowButton(flowIndex, 'get-token')?.focus());
    }
  }

  private flowButton(flowIndex: number, cls: string): HTMLButtonElement | null {
    return this.renderRoot.querySelector(`section[aria-labelledby="oauth-${this.index}-${flowIndex}-title"] button.${cls}`);
  }

  private async authorize(view: FlowView, popup: Window): Promise<Status> {
    try {
      return await this.authorizeIn(view, popup);
    } finally {
      if (!popup.closed) popup.close(); // also when something threw before the sign-in page was shown
    }
  }

  private async authorizeIn(view: FlowView, popup: Window): Promise<Status> {
    const i = this.flowIndex(view);
    const scheme = this.scheme!;
    const state = oauthCore().createState();
    const pkce = await oauthCore().createPkce();
    const pending = new (oauthCore().PendingAuthorizations)();
    const redirectUri = view.redirectUri!;
    const discovered = scheme.kind === 'openIdConnect' && this.discovery?.state === 'done' ? this.discovery.result : undefined;
    const issuer = discovered?.ok ? discovered.provider.issuer : undefined;
    pending.save({ state, verifier: pkce.verifier, schemeKey: scheme.key, tokenUrl: view.tokenUrl!, redirectUri, createdAt: Date.now(), ...(issuer ? { issuer } : {}) });
    const controller = new AbortController();
    this.waiting = { ...this.waiting, [i]: controller };
    this.setStatus(i, { text: this.t.waitingForSignIn, error: false });
    popup.location.href = oauthCore().buildAuthorizationUrl({
      authorizationUrl: view.authorizationUrl!,
      clientId: view.settings.clientId.trim(),
      redirectUri,
      scopes: view.settings.scopes,
      state,
      codeChallenge: pkce.challenge,
      extraParameters: this.config.additionalParameters ?? {},
    });
    const outcome = await waitForCallback(popup, state, {
      signal: controller.signal,
      onSevered: () =>
        this.setStatus(i, {
          text: this.t.waitingSevered,
          error: false,
        }),
    });
    if (outcome.kind !== 'message') {
      pending.discard(state);
      if (outcome.kind === 'cancelled') return { text: this.t.signInCancelled, error: false };
      if (outcome.kind === 'timeout') return { text: this.t.signInTimeout, error: true };
      return { text: this.t.popupClosed, error: true };
    }
    this.dataset['callbackVia'] = outcome.via; // how the result came back (tests, debugging)
    const check = oauthCore().checkCallback(outcome.message, state, pending.take(outcome.message.state));
    pending.discard(state);
    if (!check.ok) return { text: coreText(this.t, check), error: true };
    const grant: TokenGrant = { grantType: 'authorization_code', code: check.code, redirectUri, codeVerifier: check.pending.verifier };
    return this.redeem(view, grant, check.pending.tokenUrl);
  }

  private async redeem(view: FlowView, grant: TokenGrant, tokenUrl: string, previous?: StoredToken): Promise<Status> {
    const { settings } = view;
    const extra = grant.grantType === 'client_credentials' ? this.tokenParameters() : {};
    const request = oauthCore().buildTokenRequest(tokenUrl, grant, {
      clientId: settings.clientId.trim(),
      clientSecret: settings.confidential ? settings.clientSecret : '',
      method: settings.method,
      extraParameters: extra,
    });
    const result: TokenResult = await oauthCore().requestToken(request, this.proxyUrl ? { proxyUrl: this.proxyUrl } : {});
    if (!result.ok) return { text: coreText(this.t, result.error), error: true };
    return this.applyToken(view, result.token, tokenUrl, grant.grantType === 'refresh_token', previous);
  }

  private runDevice(view: FlowView, flowIndex: number): Promise<Status> {
    const controller = new AbortController();
    this.waiting = { ...this.waiting, [flowIndex]: controller };
    const { settings } = view;
    return runDeviceGetToken(view, {
      t: this.t,
      proxyUrl: this.proxyUrl,
      client: { clientId: settings.clientId.trim(), clientSecret: settings.confidential ? settings.clientSecret : '', method: settings.method },
      signal: controller.signal,
      showCode: (device) => {
        const devices = { ...this.devices };
        if (device) devices[flowIndex] = device;
        else delete devices[flowIndex];
        this.devices = devices;
      },
      setStatus: (status) => this.setStatus(flowIndex, status),
      apply: (token) => this.applyToken(view, token, view.tokenUrl!, false),
    });
  }

  /** Keeps the token (sessionStorage) and applies it as the scheme's Bearer credential. */
  private applyToken(view: FlowView, token: TokenSet, tokenUrl: string, refreshed: boolean, previous?: StoredToken): Status {
    const scheme = this.scheme!;
    const stored = storedToken(view, token, tokenUrl, previous);
    this.tokenStore.set(scheme.key, stored);
    this.session?.apply(scheme.key, { token: token.accessToken });
    this.revision++;
    return { text: this.t.tokenApplied(refreshed, token.expiresIn), error: false };
  }

  /** `audience` / `resource` also go on client credentials token requests (providers such as Auth0 need them there). */
  private tokenParameters(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.config.additionalParameters ?? {})) {
      if (name === 'audience' || name === 'resource') out[name] = value;
    }
    return out;
  }

  private setStatus(flowIndex: number, status: Status | undefined): void {
    const next = { ...this.statuses };
    if (status) next[flowIndex] = status;
    else delete next[flowIndex];
    this.statuses = next;
  }

  // --- render ------------------------------------------------------------------------------------------------

  protected override render(): unknown {
    void this.revision;
    const scheme = this.scheme;
    if (!scheme || (scheme.kind !== 'oauth2' && scheme.kind !== 'openIdConnect')) return nothing;
    const retry = () => this.retryDiscovery();
    return html`${scheme.kind === 'openIdConnect' ? discoveryView(scheme.openIdConnectUrl, this.discovery, retry, this.t) : nothing}
      ${scheme.kind === 'oauth2' && scheme.oauth2MetadataUrl
        ? metadataView(scheme.oauth2MetadataUrl, this.discovery, oauthCore().METADATA_ENDPOINTS, retry, this.t)
        : nothing}
      ${this.flows().map((flow, i) =>
        INTERACTIVE.has(flow.type) ? flowForm(this, this.view(flow, i)) : verbatimFlow(flow, `oauth-${this.index}-${i}`, this.t),
      )}
      <p class="hint">${rich(this.t.pasteTokenElsewhere())}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-oauth-flows': SvOAuthFlows;
  }
}
