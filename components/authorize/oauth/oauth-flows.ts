import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type {
  ApiModel,
  AuthSession,
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
import { discoveryView } from './discovery-view.js';
import { DiscoveryController } from './discovery-controller.js';
import { metadataView } from './metadata-view.js';
import { runAuthorizationCode } from './code-run.js';
import { runDeviceGetToken } from './device-run.js';
import { storedToken } from './stored-token.js';
import { flowForm, verbatimFlow, type FlowFormHost, type FlowSettingsView, type FlowView } from './flow-form.js';
import { FlowRuns, type FlowStatus } from './flow-runs.js';
import { flowInputProblem, flowView } from './flow-view.js';
import { oauthFlowsStyles } from './oauth-flows.styles.js';
import { openSignInWindow } from './popup-flow.js';
import { rich } from '../../i18n/rich.js';
import { coreText } from '../../i18n/core-text.js';
import { oauthEn } from '../../i18n/parts/oauth.js';

const INTERACTIVE = new Set<OAuthFlow['type']>(['authorizationCode', 'clientCredentials', 'deviceAuthorization']);

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
  /**
   * Whether the page is a secure context, read once. A property so that a test can render the insecure case:
   * WebKit's property cache may keep answering the built-in value after a page redefines `isSecureContext`.
   */
  @property({ attribute: false }) secureContext = globalThis.isSecureContext;

  /** Bumped when stored settings or tokens change. */
  @state() private revision = 0;

  private readonly auth = new AuthController(this, () => this.session);
  private readonly discovery = new DiscoveryController(this, () => ({ scheme: this.scheme, proxyUrl: this.proxyUrl }));
  private readonly runs = new FlowRuns(this, (i) =>
    this.renderRoot.querySelector(`section[aria-labelledby="oauth-${this.index}-${i}-title"] button.get-token`),
  );

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
  }

  private flows(): OAuthFlow[] {
    const scheme = this.scheme;
    if (scheme?.kind === 'oauth2') return scheme.flows;
    const result = this.discovery.result;
    if (scheme?.kind === 'openIdConnect' && result?.ok) return result.provider.flows;
    return [];
  }

  private view(flow: OAuthFlow, flowIndex: number): FlowView {
    const key = this.scheme?.key ?? '';
    return flowView(flow, flowIndex, {
      index: this.index,
      model: this.model,
      config: this.config,
      saved: this.settingsStore.get(key, flow.type),
      canRefresh: !!this.tokenStore.get(key)?.refreshToken && this.auth.session?.isApplied(key) === true,
      secureContext: this.secureContext,
      runs: this.runs,
      t: this.t,
    });
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
      this.runs.setStatus(flowIndex(view), { text: ok ? this.t.redirectCopied : this.t.redirectCopyFailed, error: !ok }),
    );
  }

  cancel(view: FlowView): void {
    this.runs.cancel(flowIndex(view));
  }

  getToken(view: FlowView): void {
    const i = flowIndex(view);
    const problem = flowInputProblem(view, this.t);
    if (problem) return this.runs.setStatus(i, { text: problem, error: true });
    if (view.flow.type === 'clientCredentials') {
      void this.runs.run(i, () => this.redeem(view, { grantType: 'client_credentials', scopes: view.settings.scopes }, view.tokenUrl!));
      return;
    }
    if (view.flow.type === 'deviceAuthorization') {
      void this.runs.run(i, () => this.runDevice(view, i));
      return;
    }
    // Opened before any await: browsers allow a popup only in direct response to the click.
    const popup = openSignInWindow('about:blank');
    if (!popup) return this.runs.setStatus(i, { text: this.t.popupBlocked, error: true });
    void this.runs.run(i, () => this.authorize(view, i, popup));
  }

  refresh(view: FlowView): void {
    const token = this.tokenStore.get(this.scheme?.key ?? '');
    if (!token?.refreshToken) return;
    const url = view.refreshUrl ?? view.tokenUrl ?? token.tokenUrl;
    void this.runs.run(flowIndex(view), () => this.redeem(view, { grantType: 'refresh_token', refreshToken: token.refreshToken!, scopes: [] }, url, token));
  }

  // --- flows -------------------------------------------------------------------------------------------------

  private authorize(view: FlowView, i: number, popup: Window): Promise<FlowStatus> {
    const discovered = this.scheme!.kind === 'openIdConnect' ? this.discovery.result : undefined;
    return runAuthorizationCode(view, popup, {
      t: this.t,
      schemeKey: this.scheme!.key,
      issuer: discovered?.ok ? discovered.provider.issuer : undefined,
      extraParameters: this.config.additionalParameters ?? {},
      wait: () => this.runs.wait(i),
      setStatus: (status) => this.runs.setStatus(i, status),
      answeredVia: (via) => (this.dataset['callbackVia'] = via),
      redeem: (grant, tokenUrl) => this.redeem(view, grant, tokenUrl),
    });
  }

  private async redeem(view: FlowView, grant: TokenGrant, tokenUrl: string, previous?: StoredToken): Promise<FlowStatus> {
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

  private runDevice(view: FlowView, i: number): Promise<FlowStatus> {
    const signal = this.runs.wait(i);
    const { settings } = view;
    return runDeviceGetToken(view, {
      t: this.t,
      proxyUrl: this.proxyUrl,
      client: { clientId: settings.clientId.trim(), clientSecret: settings.confidential ? settings.clientSecret : '', method: settings.method },
      signal,
      showCode: (device) => this.runs.showDevice(i, device),
      setStatus: (status) => this.runs.setStatus(i, status),
      apply: (token) => this.applyToken(view, token, view.tokenUrl!, false),
    });
  }

  /** Keeps the token (sessionStorage) and applies it as the scheme's Bearer credential. */
  private applyToken(view: FlowView, token: TokenSet, tokenUrl: string, refreshed: boolean, previous?: StoredToken): FlowStatus {
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

  // --- render ------------------------------------------------------------------------------------------------

  protected override render(): unknown {
    void this.revision;
    const scheme = this.scheme;
    if (!scheme || (scheme.kind !== 'oauth2' && scheme.kind !== 'openIdConnect')) return nothing;
    const retry = () => this.discovery.retry();
    return html`${scheme.kind === 'openIdConnect' ? discoveryView(scheme.openIdConnectUrl, this.discovery.value, retry, this.t) : nothing}
      ${scheme.kind === 'oauth2' && scheme.oauth2MetadataUrl
        ? metadataView(scheme.oauth2MetadataUrl, this.discovery.value, oauthCore().METADATA_ENDPOINTS, retry, this.t)
        : nothing}
      ${this.flows().map((flow, i) =>
        INTERACTIVE.has(flow.type) ? flowForm(this, this.view(flow, i)) : verbatimFlow(flow, `oauth-${this.index}-${i}`, this.t),
      )}
      <p class="hint">${rich(this.t.pasteTokenElsewhere())}</p>`;
  }
}

/** The flow a view belongs to: the last part of its id. */
function flowIndex(view: FlowView): number {
  return Number(view.id.split('-').pop());
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-oauth-flows': SvOAuthFlows;
  }
}
