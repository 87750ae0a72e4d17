/**
 * The OAuth 2.0 / OpenID Connect core of the extended build, loaded through `loadOAuth()` (src/index.ts): PKCE,
 * state, authorization and token requests, discovery, flow URLs, the callback message, sessionStorage stores.
 */
export { createPkce, codeChallengeS256, canUsePkce, VERIFIER_PATTERN } from './pkce.js';
export { createState, base64Url, randomBase64Url } from './random.js';
export { oauthConfigFor } from './oauth-config.js';
export { resolveFlowUrl, substituteFlowVariables, flowVariableDefaults } from './flow-urls.js';
export { buildAuthorizationUrl } from './authorization-url.js';
export { buildTokenRequest, clientSecretBasic, formUrlEncode, isConfidential, DEVICE_CODE_GRANT_TYPE } from './token-request.js';
export { parseTokenResponse } from './token-response.js';
export { mapDiscovery, endpointProblem } from './discovery.js';
export { mapServerMetadata, METADATA_ENDPOINTS } from './server-metadata.js';
export { buildDeviceAuthorizationRequest, parseDeviceAuthorization, DEFAULT_POLL_INTERVAL_SECONDS } from './device-authorization.js';
export { runDeviceFlow, SLOW_DOWN_SECONDS } from './device-flow.js';
export { requestToken, requestDeviceAuthorization, fetchDiscovery, fetchServerMetadata, corsFailureMessage } from './send-oauth-request.js';
export { CALLBACK_MESSAGE_TYPE, callbackChannelName, callbackMessageFromUrl, isCallbackMessage } from './callback-message.js';
export { PendingAuthorizations, checkCallback, PENDING_KEY_PREFIX } from './pending-authorization.js';
export { OAuthTokenStore, TOKEN_KEY_PREFIX } from './oauth-token-store.js';
export { FlowSettingsStore, SETTINGS_KEY_PREFIX } from './flow-settings-store.js';
export { resolveServerUrl, specBaseUrl } from '../../request/servers.js';
export type * from './pkce.js';
export type * from './oauth-config.js';
export type * from './flow-urls.js';
export type * from './authorization-url.js';
export type * from './token-request.js';
export type * from './token-response.js';
export type * from './discovery.js';
export type * from './device-authorization.js';
export type * from './device-flow.js';
export type * from './send-oauth-request.js';
export type * from './callback-message.js';
export type * from './pending-authorization.js';
export type * from './oauth-token-store.js';
export type * from './flow-settings-store.js';
export type { HttpRequest } from '../../model/index.js';
