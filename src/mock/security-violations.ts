/**
 * Whether the request carries the credentials the operation requires: one alternative of its security
 * requirements with every scheme present (apiKey in its header, query parameter or cookie; http schemes,
 * OAuth 2.0 and OpenID Connect in the Authorization header with the right scheme word). Only presence and form
 * are checked: any key or token is accepted. What the mock cannot see (mutualTLS, undeclared or unknown schemes)
 * counts as present.
 */
import type { ApiModel, Operation, SecurityScheme } from '../model/index.js';
import type { MockRequest, RequestViolation } from './types.js';
import { cookiePairs, formPairs } from './wire-pairs.js';

type Problem = Pick<RequestViolation, 'message' | 'challenge'>;

export function securityViolations(
  operation: Pick<Operation, 'security'>,
  model: Pick<ApiModel, 'securitySchemes' | 'security'>,
  request: MockRequest,
): RequestViolation[] {
  const requirements = operation.security ?? model.security ?? [];
  if (requirements.length === 0) return [];
  const byKey = new Map<string, Problem>();
  for (const requirement of requirements) {
    const missing: Array<[string, Problem]> = [];
    for (const [key, scopes] of Object.entries(requirement)) {
      const scheme = model.securitySchemes.find((s) => s.key === key);
      const problem = scheme ? schemeProblem(scheme, scopes, request) : undefined;
      if (problem) missing.push([key, problem]);
    }
    if (missing.length === 0) return []; // this alternative is satisfied (an empty one `{}` makes auth optional)
    for (const [key, problem] of missing) if (!byKey.has(key)) byKey.set(key, problem);
  }
  return [...byKey].map(([name, problem]) => ({ status: 401, location: 'security', name, pointer: '', ...problem }));
}

/** Why the scheme's credentials are missing from the request; undefined when they are there. */
function schemeProblem(scheme: SecurityScheme, scopes: readonly string[], request: MockRequest): Problem | undefined {
  switch (scheme.kind) {
    case 'apiKey':
      return apiKeyPresent(scheme, request) ? undefined : { message: `An API key is expected in the ${placeText(scheme)}.` };
    case 'http':
      return authorizationProblem(request, scheme.scheme, challengeOf(scheme, scopes));
    case 'oauth2':
    case 'openIdConnect':
      return authorizationProblem(request, 'bearer', challengeOf(scheme, scopes));
    default:
      return undefined;
  }
}

function placeText(scheme: Extract<SecurityScheme, { kind: 'apiKey' }>): string {
  if (scheme.in === 'query') return `“${scheme.name}” query parameter`;
  return scheme.in === 'cookie' ? `“${scheme.name}” cookie` : `“${scheme.name}” header`;
}

function apiKeyPresent(scheme: Extract<SecurityScheme, { kind: 'apiKey' }>, request: MockRequest): boolean {
  if (scheme.in === 'header') return (request.headers.get(scheme.name) ?? '').trim() !== '';
  const pairs = scheme.in === 'query' ? formPairs(request.url.search) : cookiePairs(request.headers);
  return pairs.some((p) => p.name === scheme.name && p.value.trim() !== '');
}

/** `Authorization: <scheme word> <credentials>`, the word compared case-insensitively (RFC 9110 §11.1). */
function authorizationProblem(request: MockRequest, word: string, challenge: string): Problem | undefined {
  const expected = `an Authorization header with ${word.toLowerCase() === 'bearer' ? 'a Bearer token' : `${schemeToken(word)} credentials`}`;
  const header = request.headers.get('authorization')?.trim() ?? '';
  if (header === '') return { message: `Expected ${expected}.`, challenge };
  const [given = '', ...rest] = header.split(/\s+/);
  const credentials = rest.join(' ');
  if (given.toLowerCase() !== word.toLowerCase()) {
    return { message: `The Authorization header uses the “${given}” scheme; expected ${expected}.`, challenge };
  }
  if (credentials === '') return { message: `The Authorization header has no credentials after “${given}”.`, challenge };
  if (word.toLowerCase() === 'basic' && !isBasicCredentials(credentials)) {
    return { message: 'The Basic credentials are not the base64 of user:password.', challenge };
  }
  return undefined;
}

function isBasicCredentials(token: string): boolean {
  if (!/^[A-Za-z0-9+/]+=*$/.test(token)) return false;
  try {
    return atob(token).includes(':');
  } catch {
    return false;
  }
}

/** `digest` → `Digest`: scheme words as headers usually write them. */
const schemeToken = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const quotedString = (text: string): string => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** The WWW-Authenticate challenge of a scheme (RFC 9110 §11.6.1): Basic names its realm, a token the scopes it needs (RFC 6750 §3). */
function challengeOf(scheme: SecurityScheme, scopes: readonly string[]): string {
  if (scheme.kind === 'http') {
    const word = scheme.scheme.toLowerCase();
    if (word === 'basic') return `Basic realm=${quotedString(scheme.key)}`;
    if (word !== 'bearer') return schemeToken(scheme.scheme);
  }
  return scopes.length > 0 ? `Bearer scope=${quotedString(scopes.join(' '))}` : 'Bearer';
}
