/**
 * What one flow's form shows (flow-form.ts renders it): the reader's saved settings over the configured ones, the
 * flow's URLs with `x-flowVariables` substituted and resolved against the chosen server, and the flow's run state.
 * Also the check Get Token makes of it before any request.
 */
import type { ApiModel, FlowSettings, OAuthFlow, OAuthSchemeConfig } from '../../../src/index.js';
import type { Labels } from '../../i18n/en.js';
import { oauthCore } from './core.js';
import type { FlowSettingsView, FlowView } from './flow-form.js';
import type { FlowRuns } from './flow-runs.js';

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** What a flow's view is built from. */
export interface FlowViewSource {
  /** The scheme's position in the panel (for unique ids). */
  index: number;
  model: ApiModel | undefined;
  config: OAuthSchemeConfig;
  /** What the reader saved for the flow (sessionStorage). */
  saved: FlowSettings;
  /** A stored refresh token comes with the applied credential. */
  canRefresh: boolean;
  /** The page is a secure context (tokens and PKCE need one). */
  secureContext: boolean;
  runs: FlowRuns;
  t: Labels;
}

function flowSettings(flow: OAuthFlow, source: FlowViewSource): FlowSettingsView {
  const { saved, config } = source;
  const scopes = saved.scopes ?? config.scopes ?? [];
  return {
    clientId: saved.clientId ?? config.clientId ?? '',
    clientSecret: saved.clientSecret ?? config.clientSecret ?? '',
    confidential: flow.type === 'clientCredentials' || (saved.confidential ?? !!config.clientSecret),
    method: saved.clientAuthMethod ?? config.clientAuthMethod ?? 'client_secret_basic',
    scopes,
    variables: { ...oauthCore().flowVariableDefaults(flow.flowVariables), ...saved.variables },
    serverIndex: Math.min(saved.serverIndex ?? 0, Math.max(0, (source.model?.servers.length ?? 1) - 1)),
  };
}

function serverUrl(model: ApiModel | undefined, index: number): string | undefined {
  const server = model?.servers[index];
  return server ? oauthCore().resolveServerUrl(server, {}, oauthCore().specBaseUrl(model)) : undefined;
}

export function flowView(flow: OAuthFlow, flowIndex: number, source: FlowViewSource): FlowView {
  const { runs, model } = source;
  const settings = flowSettings(flow, source);
  const context = { variables: settings.variables, declared: flow.flowVariables, serverUrl: serverUrl(model, settings.serverIndex) };
  const resolve = (u: string | undefined) => (u === undefined ? undefined : oauthCore().resolveFlowUrl(u, context));
  const declared = Object.entries(flow.scopes);
  const extra = settings.scopes.filter((s) => !(s in flow.scopes)).map((s): [string, string] => [s, '']);
  const relative = [flow.tokenUrl, flow.authorizationUrl, flow.deviceAuthorizationUrl, flow.refreshUrl].some(
    (u) => u !== undefined && !ABSOLUTE_HTTP.test(oauthCore().substituteFlowVariables(u, settings.variables, flow.flowVariables)),
  );
  const servers = model?.servers ?? [];
  const view: FlowView = {
    flow,
    id: `oauth-${source.index}-${flowIndex}`,
    settings,
    scopes: [...declared, ...extra],
    busy: runs.busy(flowIndex),
    waiting: runs.waiting(flowIndex),
    canRefresh: source.canRefresh,
  };
  const authorizationUrl = flow.type === 'authorizationCode' ? resolve(flow.authorizationUrl) : undefined;
  if (authorizationUrl !== undefined) view.authorizationUrl = authorizationUrl;
  const deviceAuthorizationUrl = flow.type === 'deviceAuthorization' ? resolve(flow.deviceAuthorizationUrl) : undefined;
  if (deviceAuthorizationUrl !== undefined) view.deviceAuthorizationUrl = deviceAuthorizationUrl;
  const device = runs.device(flowIndex);
  if (device) view.device = device;
  const tokenUrl = resolve(flow.tokenUrl);
  if (tokenUrl !== undefined) view.tokenUrl = tokenUrl;
  const refreshUrl = resolve(flow.refreshUrl);
  if (refreshUrl !== undefined) view.refreshUrl = refreshUrl;
  if (relative && servers.length > 1) view.servers = servers.map((s) => (s.description ? `${s.description} — ${s.url}` : s.url));
  if (flow.type === 'authorizationCode') view.redirectUri = new URL(source.config.redirectUri ?? 'oauth-callback.html', window.location.href).href;
  const status = runs.status(flowIndex);
  if (status) view.status = status;
  if (!source.secureContext || (flow.type === 'authorizationCode' && !oauthCore().canUsePkce())) view.disabledReason = source.t.insecureContext;
  return view;
}

/** Why Get Token cannot start with what the form holds, or undefined. */
export function flowInputProblem(view: FlowView, t: Labels): string | undefined {
  if (view.disabledReason) return view.disabledReason;
  if (!view.settings.clientId.trim()) return t.enterClientId;
  if (view.settings.confidential && !view.settings.clientSecret) return t.enterClientSecret;
  if (!view.tokenUrl || !ABSOLUTE_HTTP.test(view.tokenUrl)) return t.tokenUrlNotAbsolute(view.tokenUrl ?? '');
  if (view.flow.type === 'deviceAuthorization' && !ABSOLUTE_HTTP.test(view.deviceAuthorizationUrl ?? '')) {
    return t.deviceAuthorizationUrlNotAbsolute(view.deviceAuthorizationUrl ?? '');
  }
  if (view.flow.type !== 'authorizationCode') return undefined;
  if (!view.authorizationUrl || !ABSOLUTE_HTTP.test(view.authorizationUrl)) {
    return t.authorizationUrlNotAbsolute(view.authorizationUrl ?? '');
  }
  const redirect = new URL(view.redirectUri ?? '', window.location.href);
  if (redirect.origin !== window.location.origin) {
    return t.redirectOtherOrigin(redirect.href, window.location.origin);
  }
  return undefined;
}
