/**
 * Authorize panel plugins: a build registers extra UI for some scheme kinds (the extended build: OAuth 2.0 and
 * OpenID Connect Get Token). Like format plugins, the registration is tiny and the code sits behind `load()`,
 * a lazy chunk fetched the first time the panel opens on such a scheme; the base build registers none and
 * shows those schemes verbatim.
 *
 * @example
 * ```ts
 * registerAuthPlugin({
 *   kinds: ['oauth2', 'openIdConnect'],
 *   load: () => import('./oauth/oauth-flows.js').then((m) => m.SvOAuthFlows.define('sv-oauth-flows')),
 *   render: (ctx) => html`<sv-oauth-flows .scheme=${ctx.scheme}>${ctx.fallback}</sv-oauth-flows>`,
 * });
 * ```
 */
import type { nothing, TemplateResult } from 'lit';
import { lazyModules, type ApiModel, type AuthSession, type OAuthConfig, type SecurityScheme } from '../../src/index.js';

/** What a plugin's element gets from `<sv-authorize>`. */
export interface AuthPluginContext {
  scheme: SecurityScheme;
  /** The scheme's position in the panel (for unique ids). */
  index: number;
  session: AuthSession | undefined;
  model: ApiModel | undefined;
  proxyUrl: string | undefined;
  oauth: OAuthConfig | undefined;
  /** The base tier's read-only details, shown until (or if) the chunk fails to load. */
  fallback: TemplateResult | typeof nothing;
}

export interface AuthPlugin {
  kinds: readonly SecurityScheme['kind'][];
  /** Loads the chunk and defines its element(s). */
  load(): Promise<void>;
  render(context: AuthPluginContext): TemplateResult;
}

const plugins: AuthPlugin[] = [];
const chunks = lazyModules((plugin: AuthPlugin) => plugin.load());

/** Registering twice is a no-op. */
export function registerAuthPlugin(plugin: AuthPlugin): void {
  if (!plugins.includes(plugin)) plugins.push(plugin);
}

export function authPluginFor(scheme: SecurityScheme): AuthPlugin | undefined {
  return plugins.find((p) => p.kinds.includes(scheme.kind));
}

/** The plugin's chunk, loaded once; a failed load may be retried on the next open. */
export function loadAuthPlugin(plugin: AuthPlugin): Promise<void> {
  return chunks(plugin).load();
}
