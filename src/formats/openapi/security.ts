import { deprecatedLast, type OAuthFlow, type SecurityScheme } from '../../model/security.js';
import type { OpenApiContext } from './context.js';
import { asString, assignDefined, entries, isObject, type RawObject } from '../raw.js';

const FLOW_TYPES_3: Array<[string, OAuthFlow['type']]> = [
  ['implicit', 'implicit'],
  ['password', 'password'],
  ['clientCredentials', 'clientCredentials'],
  ['authorizationCode', 'authorizationCode'],
  ['deviceAuthorization', 'deviceAuthorization'],
];

/** 2.0 flow names mapped to their 3.x equivalents. */
const FLOW_TYPES_2: Record<string, OAuthFlow['type']> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

/** 3.x `components.securitySchemes` in document order, deprecated schemes after the others. */
export function securitySchemes3(ctx: OpenApiContext, raw: unknown): SecurityScheme[] {
  return deprecatedLast(
    entries(raw).flatMap(([key, value]) => {
      const scheme = ctx.refs.derefObject(value);
      return scheme ? [scheme3(key, scheme)] : [];
    }),
  );
}

/** One OpenAPI 3.x security scheme object (already dereferenced) → the model's scheme. */
export function scheme3(key: string, raw: RawObject): SecurityScheme {
  const scheme = schemeOfType(key, raw);
  if (raw['deprecated'] === true) scheme.deprecated = true;
  return scheme;
}

function schemeOfType(key: string, raw: RawObject): SecurityScheme {
  const description = asString(raw['description']);
  const type = asString(raw['type']) ?? '';
  switch (type) {
    case 'apiKey':
      return assignDefined<SecurityScheme>(
        { kind: 'apiKey', key, name: asString(raw['name']) ?? '', in: apiKeyLocation(raw['in']) },
        { description },
      );
    case 'http':
      return assignDefined<SecurityScheme>(
        { kind: 'http', key, scheme: (asString(raw['scheme']) ?? 'bearer').toLowerCase() },
        { bearerFormat: asString(raw['bearerFormat']), description },
      );
    case 'oauth2': {
      const flowsRaw = isObject(raw['flows']) ? raw['flows'] : {};
      const flows = FLOW_TYPES_3.flatMap(([name, flowType]) => {
        const flow = flowsRaw[name];
        return isObject(flow) ? [oauthFlow(flowType, flow)] : [];
      });
      return assignDefined<SecurityScheme>({ kind: 'oauth2', key, flows }, { description, oauth2MetadataUrl: asString(raw['oauth2MetadataUrl']) });
    }
    case 'openIdConnect':
      return assignDefined<SecurityScheme>(
        { kind: 'openIdConnect', key, openIdConnectUrl: asString(raw['openIdConnectUrl']) ?? '' },
        { description },
      );
    case 'mutualTLS':
      return assignDefined<SecurityScheme>({ kind: 'mutualTLS', key }, { description });
    default:
      return otherScheme(key, type, raw, description);
  }
}

/** 2.0 `securityDefinitions`: basic → http basic, apiKey, oauth2 with its single `flow`. */
export function securitySchemes2(raw: unknown): SecurityScheme[] {
  return entries(raw).flatMap(([key, value]) => {
    if (!isObject(value)) return [];
    const description = asString(value['description']);
    const type = asString(value['type']) ?? '';
    if (type === 'basic') return [assignDefined<SecurityScheme>({ kind: 'http', key, scheme: 'basic' }, { description })];
    if (type === 'apiKey') {
      return [
        assignDefined<SecurityScheme>(
          { kind: 'apiKey', key, name: asString(value['name']) ?? '', in: apiKeyLocation(value['in']) },
          { description },
        ),
      ];
    }
    if (type === 'oauth2') {
      const flowType = FLOW_TYPES_2[asString(value['flow']) ?? ''];
      const flows = flowType ? [oauthFlow(flowType, value)] : [];
      return [assignDefined<SecurityScheme>({ kind: 'oauth2', key, flows }, { description })];
    }
    return [otherScheme(key, type, value, description)];
  });
}

function oauthFlow(type: OAuthFlow['type'], raw: RawObject): OAuthFlow {
  const scopes: Record<string, string> = {};
  if (isObject(raw['scopes'])) for (const [scope, text] of Object.entries(raw['scopes'])) scopes[scope] = typeof text === 'string' ? text : '';
  const flow = assignDefined<OAuthFlow>(
    { type, scopes },
    {
      authorizationUrl: asString(raw['authorizationUrl']),
      deviceAuthorizationUrl: type === 'deviceAuthorization' ? asString(raw['deviceAuthorizationUrl']) : undefined,
      tokenUrl: asString(raw['tokenUrl']),
      refreshUrl: asString(raw['refreshUrl']),
    },
  );
  if (isObject(raw['x-flowVariables'])) flow.flowVariables = raw['x-flowVariables'] as NonNullable<OAuthFlow['flowVariables']>;
  return flow;
}

function apiKeyLocation(value: unknown): 'header' | 'query' | 'cookie' {
  return value === 'query' || value === 'cookie' ? value : 'header';
}

function otherScheme(key: string, type: string, raw: RawObject, description: string | undefined): SecurityScheme {
  const details: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (k !== 'type' && k !== 'description' && k !== 'deprecated') details[k] = v;
  return assignDefined<SecurityScheme>({ kind: 'other', key, type, details }, { description });
}
