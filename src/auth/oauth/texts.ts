/** The English sentences of the OAuth core: discovery, token endpoint answers, sign-in results. */

/** Which OAuth request a sentence is about. */
export type OAuthRequestKind = 'token' | 'discovery' | 'device';
const REQUESTS: Record<OAuthRequestKind, string> = { token: 'token request', discovery: 'discovery request', device: 'device authorization request' };

export const oauthMessages = {
  discoveryNotObject: (url: string) => `The discovery document at ${url} is not a JSON object.`,
  discoveryMissing: (url: string, names: string) => `The discovery document at ${url} has no ${names}.`,
  discoveryEndpointNotAbsolute: (name: string, endpoint: string) => `The discovery document's ${name} “${endpoint}” is not an absolute URL.`,
  discoveryEndpointOrigin: (name: string, endpoint: string) =>
    `The discovery document's ${name} “${endpoint}” is on a disallowed origin (only https, or http on the discovery document's own origin, is accepted).`,
  discoveryNoS256: (methods: string) =>
    `The provider does not support PKCE with S256 (code_challenge_methods_supported: ${methods || 'none'}); the viewer never falls back to plain.`,
  discoveryUrlNotAbsolute: (url: string) => `The discovery URL “${url}” is not an absolute URL.`,
  discoveryStatus: (url: string, status: number) => `The discovery document at ${url} answered HTTP ${status}.`,
  discoveryNotJson: (url: string) => `The discovery document at ${url} is not valid JSON.`,
  oauthProxyUnreachable: (what: OAuthRequestKind, origin: string) => `The ${REQUESTS[what]} at ${origin} could not be reached through the proxy.`,
  oauthCors: (what: OAuthRequestKind, origin: string) =>
    `The browser could not complete the ${REQUESTS[what]} to ${origin}: most likely the identity provider does not allow ` +
    'cross-origin requests from this page (CORS), or it is unreachable. Configure `proxy-url` to send it through the proxy.',
  oauthRequestFailed: (what: OAuthRequestKind, reason: string) => `The ${REQUESTS[what]} failed: ${reason}`,
  tokenEndpointError: (status: number, error: string, description: string) => `The token endpoint answered HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  tokenNotJson: (status: number, body: string) => `The token endpoint answered HTTP ${status} with a body that is not a JSON object${body ? `: ${body}` : ''}`,
  tokenNoAccessToken: (status: number) => `The token endpoint answered HTTP ${status} without an access_token.`,
  deviceAuthorizationError: (status: number, error: string, description: string) =>
    `The device authorization endpoint answered HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  deviceAuthorizationInvalid: (status: number) =>
    `The device authorization endpoint answered HTTP ${status} without a usable device_code, user_code and verification_uri.`,
  stateMismatch: () =>
    'State mismatch: the sign-in result does not belong to the request this tab made, so its authorization code was discarded. Press Get Token to start again.',
  issuerMismatch: (issuer: string, expected: string) =>
    `Issuer mismatch: the sign-in result came from “${issuer}”, not from the discovered issuer “${expected}”; its authorization code was discarded.`,
  providerError: (error: string, description: string) => `The identity provider answered ${error}${description ? `: ${description}` : '.'}`,
  noCodeNoError: () => 'The sign-in result carries neither an authorization code nor an error.',
};
