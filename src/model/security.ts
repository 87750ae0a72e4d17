export interface OAuthFlow {
  /** implicit | password | clientCredentials | authorizationCode (2.0 names are mapped: application→clientCredentials, accessCode→authorizationCode). */
  type: 'implicit' | 'password' | 'clientCredentials' | 'authorizationCode' | 'deviceAuthorization';
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** scope → description */
  scopes: Record<string, string>;
  /** `x-flowVariables`, carried untouched (interpreted by the extended tier only). */
  flowVariables?: Record<string, { default: string; enum?: string[] }>;
}

export type SecurityScheme =
  | { kind: 'apiKey'; key: string; name: string; in: 'header' | 'query' | 'cookie'; description?: string }
  | { kind: 'http'; key: string; scheme: string; bearerFormat?: string; description?: string }
  | { kind: 'oauth2'; key: string; flows: OAuthFlow[]; description?: string }
  | { kind: 'openIdConnect'; key: string; openIdConnectUrl: string; description?: string }
  | { kind: 'mutualTLS'; key: string; description?: string }
  /** AsyncAPI and others: shown verbatim. */
  | { kind: 'other'; key: string; type: string; description?: string; details?: Record<string, unknown> };

/** One requirement object: scheme key → scopes. Entries are ANDed; the array of objects is ORed; `{}` = optional. */
export type SecurityRequirement = Record<string, string[]>;

/** What the user entered for one security scheme, by field (`value`, `username`, `password`, `token` …). */
export type Credential = Record<string, string>;
