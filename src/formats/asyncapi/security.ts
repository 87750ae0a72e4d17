import type { OAuthFlow, SecurityRequirement, SecurityScheme } from '../../model/security.js';
import { asString, entries, isObject, type RawObject } from '../raw.js';
import { isParserKey, plainData } from './parser-data.js';

const FLOW_TYPES = new Set<OAuthFlow['type']>(['implicit', 'password', 'clientCredentials', 'authorizationCode']);

/**
 * AsyncAPI security schemes and requirements. Types with an OpenAPI twin map onto it (`httpApiKey` → apiKey,
 * `http`, `oauth2`, `openIdConnect`); the broker-level ones (userPassword, X509, SASL scram/plain/gssapi,
 * symmetric/asymmetric encryption, 2.x `apiKey` in user/password) are kept as `other` with their details.
 */
export class SecurityMapper {
  readonly schemes: SecurityScheme[];
  private readonly raw: Array<[string, RawObject]>;

  constructor(components: unknown) {
    this.raw = entries(components).filter((e): e is [string, RawObject] => isObject(e[1]));
    this.schemes = this.raw.map(([key, value]) => schemeOf(key, value));
  }

  /**
   * Requirements as the model's `{ key: scopes }` objects. 2.x writes `[{ name: [scopes] }]`; 3.0 lists the
   * (dereferenced) scheme objects themselves, whose `scopes` name the scopes required.
   */
  requirements(list: unknown[]): SecurityRequirement[] {
    return list.flatMap((item): SecurityRequirement[] => {
      if (!isObject(item)) return [];
      if (typeof item['type'] === 'string') {
        const key = this.keyOf(item);
        if (key === undefined) return [];
        const scopes = Array.isArray(item['scopes']) ? item['scopes'].filter((s): s is string => typeof s === 'string') : [];
        return [{ [key]: scopes }];
      }
      const requirement: SecurityRequirement = {};
      for (const [name, scopes] of Object.entries(item)) {
        if (isParserKey(name)) continue;
        requirement[name] = Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [];
      }
      return [requirement];
    });
  }

  /** The components key of a dereferenced scheme: same object, else same content (the parser copies). */
  private keyOf(scheme: RawObject): string | undefined {
    const same = this.raw.find(([, value]) => value === scheme);
    if (same) return same[0];
    const text = JSON.stringify(plainData(scheme, new Set()));
    return this.raw.find(([, value]) => JSON.stringify(plainData(value, new Set())) === text)?.[0];
  }
}

function schemeOf(key: string, raw: RawObject): SecurityScheme {
  const type = asString(raw['type']) ?? 'unknown';
  const description = asString(raw['description']);
  const withDescription = <T extends SecurityScheme>(scheme: T): T => (description === undefined ? scheme : { ...scheme, description });
  const location = asString(raw['in']);
  if (type === 'httpApiKey' && (location === 'header' || location === 'query' || location === 'cookie')) {
    return withDescription({ kind: 'apiKey', key, name: asString(raw['name']) ?? '', in: location });
  }
  if (type === 'http' && typeof raw['scheme'] === 'string') {
    const bearerFormat = asString(raw['bearerFormat']);
    return withDescription({ kind: 'http', key, scheme: raw['scheme'], ...(bearerFormat ? { bearerFormat } : {}) });
  }
  if (type === 'oauth2' && isObject(raw['flows'])) return withDescription({ kind: 'oauth2', key, flows: flowsOf(raw['flows']) });
  if (type === 'openIdConnect' && typeof raw['openIdConnectUrl'] === 'string') {
    return withDescription({ kind: 'openIdConnect', key, openIdConnectUrl: raw['openIdConnectUrl'] });
  }
  const details = Object.fromEntries(
    Object.entries(raw).filter(([k]) => !['type', 'description'].includes(k) && !isParserKey(k)),
  );
  return withDescription({ kind: 'other', key, type, ...(Object.keys(details).length > 0 ? { details } : {}) });
}

/** OAuth flows; 2.x names scopes `scopes`, 3.0 `availableScopes`. */
function flowsOf(raw: RawObject): OAuthFlow[] {
  return Object.entries(raw).flatMap(([type, value]): OAuthFlow[] => {
    if (!FLOW_TYPES.has(type as OAuthFlow['type']) || !isObject(value)) return [];
    const scopes = Object.fromEntries(
      entries(value['availableScopes'] ?? value['scopes']).map(([scope, text]) => [scope, typeof text === 'string' ? text : '']),
    );
    const flow: OAuthFlow = { type: type as OAuthFlow['type'], scopes };
    for (const url of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const) {
      const value2 = asString(value[url]);
      if (value2 !== undefined) flow[url] = value2;
    }
    return [flow];
  });
}
