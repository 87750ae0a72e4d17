import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DiscoveryResult, SecurityScheme } from '../../../src/index.js';
import { oauthCore } from './core.js';
import type { Discovery } from './discovery-view.js';

/** Successful documents by scheme kind, URL and transport, so reopening the panel does not fetch again. */
const discovered = new Map<string, DiscoveryResult>();

/** The OpenID Connect discovery document, or an `oauth2` scheme's authorization server metadata (RFC 8414). */
function providerDocumentUrl(scheme: SecurityScheme | undefined): string | undefined {
  if (scheme?.kind === 'openIdConnect') return scheme.openIdConnectUrl;
  return scheme?.kind === 'oauth2' ? scheme.oauth2MetadataUrl : undefined;
}

/**
 * Loads the provider document of the host's OAuth scheme whenever the scheme or the transport changes, through
 * the Try-It transport (direct, or the proxy when `proxyUrl` is set). A failure stays shown until `retry()`.
 *
 * @example
 * ```ts
 * private readonly discovery = new DiscoveryController(this, () => ({ scheme: this.scheme, proxyUrl: this.proxyUrl }));
 * // render: discoveryView(url, this.discovery.value, () => this.discovery.retry(), this.t)
 * ```
 */
export class DiscoveryController implements ReactiveController {
  /** Undefined until the scheme names a provider document. */
  value?: Discovery;
  private loadedFor?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: () => { scheme: SecurityScheme | undefined; proxyUrl: string | undefined },
  ) {
    host.addController(this);
  }

  /** The document once it has loaded, successfully or not. */
  get result(): DiscoveryResult | undefined {
    return this.value?.state === 'done' ? this.value.result : undefined;
  }

  hostUpdate(): void {
    const { scheme, proxyUrl } = this.source();
    const url = providerDocumentUrl(scheme);
    if (!scheme || url === undefined) return;
    const key = `${scheme.kind} ${url} ${proxyUrl ?? ''}`;
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    void this.discover(scheme.kind, url, key, proxyUrl);
  }

  retry(): void {
    this.loadedFor = undefined;
    this.host.requestUpdate();
  }

  private async discover(kind: SecurityScheme['kind'], url: string, key: string, proxyUrl: string | undefined): Promise<void> {
    const cached = discovered.get(key);
    if (cached) return this.set({ state: 'done', result: cached });
    this.set({ state: 'loading' });
    const options = proxyUrl ? { proxyUrl } : {};
    const core = oauthCore();
    const result = await (kind === 'oauth2' ? core.fetchServerMetadata(url, options) : core.fetchDiscovery(url, options));
    if (key !== this.loadedFor) return;
    if (result.ok) discovered.set(key, result);
    this.set({ state: 'done', result });
  }

  private set(value: Discovery): void {
    this.value = value;
    this.host.requestUpdate();
  }
}
