/**
 * `OAuthConfig`: what an integrator sets on `<spec-viewer>.oauth` (extended build) to prefill the Authorize
 * panel's Get Token controls. Everything is optional; `schemes` overrides the top-level values per security
 * scheme key.
 *
 * @example
 * viewer.oauth = {
 *   clientId: 'docs-portal',
 *   redirectUri: 'https://docs.example.com/oauth-callback.html',
 *   scopes: ['read:pets'],
 *   additionalParameters: { audience: 'https://api.example.com', prompt: 'consent' },
 *   schemes: { internal_oauth: { clientId: 'internal-docs' } },
 * };
 */

/** How a confidential client authenticates at the token endpoint (RFC 6749 section 2.3.1). */
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface OAuthSchemeConfig {
  clientId?: string;
  /** For confidential test clients only: whatever a page holds, its readers can see. */
  clientSecret?: string;
  /** Where the identity provider sends the browser back; defaults to `oauth-callback.html` next to the page. */
  redirectUri?: string;
  /** Scopes ticked by default (otherwise: the scopes the operation requirements list, else none). */
  scopes?: string[];
  /** Extra authorization request parameters, e.g. `audience`, `prompt`, `login_hint`. */
  additionalParameters?: Record<string, string>;
  /** Default client authentication for confidential clients; `client_secret_basic` when unset. */
  clientAuthMethod?: ClientAuthMethod;
}

export interface OAuthConfig extends OAuthSchemeConfig {
  /** Overrides by security scheme key. */
  schemes?: Record<string, OAuthSchemeConfig>;
}

/** The effective settings for one scheme: its override on top of the top-level values. */
export function oauthConfigFor(config: OAuthConfig | undefined, schemeKey: string): OAuthSchemeConfig {
  if (!config) return {};
  const { schemes, ...base } = config;
  const override = schemes?.[schemeKey] ?? {};
  const merged: OAuthSchemeConfig = { ...base, ...override };
  if (base.additionalParameters || override.additionalParameters) {
    merged.additionalParameters = { ...base.additionalParameters, ...override.additionalParameters };
  }
  return merged;
}
