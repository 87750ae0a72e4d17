/** Words for security schemes, their inputs and OAuth flows, shared by the Authorize panel and the badges. */
import type { CredentialField, SecurityScheme } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';


/** "API key (header X-API-KEY)", "HTTP Bearer (JWT)", "OAuth 2.0" … */
export function schemeSummary(scheme: SecurityScheme, t: Labels): string {
  switch (scheme.kind) {
    case 'apiKey':
      return t.schemeApiKey(scheme.in, scheme.name);
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
      return scheme.type || t.schemeUnknown;
  }
}

export function fieldLabel(field: CredentialField, scheme: SecurityScheme, t: Labels): string {
  switch (field) {
    case 'value':
      return t.fieldApiKey;
    case 'username':
      return t.fieldUsername;
    case 'password':
      return t.fieldPassword;
    case 'token':
      return scheme.kind === 'http' ? t.fieldBearerToken : t.fieldAccessToken;
    case 'authorization':
      return t.fieldAuthorization;
  }
}

/** Whether an input holds a secret (masked, never autofilled). */
export const isSecretField = (field: CredentialField): boolean => field !== 'username';

