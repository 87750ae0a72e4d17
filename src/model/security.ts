export interface OAuthFlow {
  /** implicit | password | clientCredentials | authorizationCode (2.0 names are mapped: application→clientCredentials, accessCode→authorizationCode). */
  type: 'implicit' | 'password' | 'clientCredentials' | 'authorizationCode' | 'deviceAuthorization';
  authorizationUrl?: string;
  /** The device authorization endpoint of a `deviceAuthorization` flow (RFC 8628). */
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** scope → description */
  scopes: Record<string, string>;
  /** `x-flowVariables`, carried untouched (interpreted by the extended tier only). */
  flowVariables?: Record<string, { default: string; enum?: string[] }>;
}

/** What every scheme may carry. `deprecated`: the scheme is still accepted but should no longer be used. */
interface SchemeCommon {
  key: string;
  description?: string;
  deprecated?: boolean;
}

export type SecurityScheme = SchemeCommon &
  (
    | { kind: 'apiKey'; name: string; in: 'header' | 'query' | 'cookie' }
    | { kind: 'http'; scheme: string; bearerFormat?: string }
    /** `oauth2MetadataUrl`: the authorization server's metadata document (RFC 8414). */
    | { kind: 'oauth2'; flows: OAuthFlow[]; oauth2MetadataUrl?: string }
    | { kind: 'openIdConnect'; openIdConnectUrl: string }
    | { kind: 'mutualTLS' }
    /** AsyncAPI and others: shown verbatim. */
    | { kind: 'other'; type: string; details?: Record<string, unknown> }
  );

/** The schemes in display order: deprecated ones after the others, each group in its original order. */
export function deprecatedLast<T extends { deprecated?: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((s) => !s.deprecated), ...items.filter((s) => s.deprecated)];
}

/** One requirement object: scheme key → scopes. Entries are ANDed; the array of objects is ORed; `{}` = optional. */
export type SecurityRequirement = Record<string, string[]>;

/** What the user entered for one security scheme, by field (`value`, `username`, `password`, `token` …). */
export type Credential = Record<string, string>;
