/** Words for security schemes, their inputs and OAuth flows, shared by the Authorize panel and the badges. */
import type { CredentialField, OAuthFlow, SecurityScheme } from '../../src/index.js';

/** "API key (header X-API-KEY)", "HTTP Bearer (JWT)", "OAuth 2.0" … */
export function schemeSummary(scheme: SecurityScheme): string {
  switch (scheme.kind) {
    case 'apiKey':
      return `API key (${scheme.in} ${scheme.name})`;
    case 'http':
      if (scheme.scheme === 'basic') return 'HTTP Basic';
      if (scheme.scheme === 'bearer') return scheme.bearerFormat ? `HTTP Bearer (${scheme.bearerFormat})` : 'HTTP Bearer';
      return `HTTP ${scheme.scheme}`;
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    case 'other':
      return scheme.type || 'Unknown scheme type';
  }
}

export function fieldLabel(field: CredentialField, scheme: SecurityScheme): string {
  switch (field) {
    case 'value':
      return 'API key';
    case 'username':
      return 'Username';
    case 'password':
      return 'Password';
    case 'token':
      return scheme.kind === 'http' ? 'Bearer token' : 'Access token';
    case 'authorization':
      return 'Authorization header value';
  }
}

/** Whether an input holds a secret (masked, never autofilled). */
export const isSecretField = (field: CredentialField): boolean => field !== 'username';

export const FLOW_TITLES: Record<OAuthFlow['type'], string> = {
  implicit: 'Implicit',
  password: 'Resource owner password',
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  deviceAuthorization: 'Device authorization',
};
