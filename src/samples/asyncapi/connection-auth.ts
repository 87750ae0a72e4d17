/**
 * The security a sample applies when it connects: the operation's requirements, else the server's; the first
 * alternative whose credentials the reader applied in the Authorize panel, else the first one the libraries can
 * express. Credentials come from the panel (same shape as for HTTP: `username`/`password`, `value`, `token`),
 * placeholders such as `YOUR_PASSWORD` otherwise: a copied sample never carries a secret the reader did not type.
 */
import type { Credential, Operation, SecurityRequirement, SecurityScheme, Server } from '../../model/index.js';
import type { Credentials } from '../../auth/requirements.js';
import { basicAuthorization, CREDENTIAL_PLACEHOLDERS } from '../../auth/credential-text.js';
import { textOf } from './binding-data.js';
import type { AsyncProtocol, SampleAuth } from './types.js';

export const USERNAME_PLACEHOLDER = 'YOUR_USERNAME';
export const PASSWORD_PLACEHOLDER = 'YOUR_PASSWORD';

export interface ConnectionAuth {
  auth: SampleAuth;
  /** Query parameters the handshake carries (API keys `in: query`). */
  query: Array<[string, string]>;
  notes: string[];
}

const SASL: Record<string, SampleAuth['sasl']> = { plain: 'PLAIN', scramSha256: 'SCRAM-SHA-256', scramSha512: 'SCRAM-SHA-512', gssapi: 'GSSAPI' };

/** The credential fields a scheme reads, for deciding whether the reader applied it. */
function fieldsOf(scheme: SecurityScheme): string[] {
  if (scheme.kind === 'apiKey') return ['value'];
  if (scheme.kind === 'http') return scheme.scheme.toLowerCase() === 'basic' ? ['username'] : scheme.scheme.toLowerCase() === 'bearer' ? ['token'] : ['authorization'];
  if (scheme.kind === 'oauth2' || scheme.kind === 'openIdConnect') return ['token'];
  if (scheme.kind !== 'other') return [];
  if (scheme.type === 'apiKey' || scheme.type === 'httpApiKey') return ['value'];
  return ['userPassword', 'plain', 'scramSha256', 'scramSha512'].includes(scheme.type) ? ['username'] : [];
}

const filled = (credential: Credential | undefined, fields: string[]): boolean =>
  fields.length > 0 && fields.every((f) => (credential?.[f] ?? '').trim() !== '');

/** Schemes the libraries can take (X509 and encryption schemes only get a note). */
const expressible = (scheme: SecurityScheme | undefined): boolean => scheme !== undefined && (scheme.kind !== 'other' || fieldsOf(scheme).length > 0 || scheme.type === 'gssapi');

function chooseAlternative(requirements: SecurityRequirement[], schemes: readonly SecurityScheme[], credentials: Credentials): Array<[string, SecurityScheme | undefined]> {
  const alternatives = requirements.map((r) => Object.keys(r).map((key): [string, SecurityScheme | undefined] => [key, schemes.find((s) => s.key === key)]));
  const applied = alternatives.find((a) => a.length > 0 && a.every(([key, s]) => s !== undefined && filled(credentials[key], fieldsOf(s))));
  if (applied) return applied;
  if (alternatives.some((a) => a.length === 0)) return [];
  return alternatives.find((a) => a.every(([, s]) => expressible(s))) ?? alternatives[0] ?? [];
}

export function connectionAuth(
  protocol: AsyncProtocol,
  operation: Pick<Operation, 'security'>,
  server: Pick<Server, 'security'>,
  schemes: readonly SecurityScheme[],
  credentials: Credentials = {},
): ConnectionAuth {
  const out: ConnectionAuth = { auth: { headers: [], clientCertificate: false }, query: [], notes: [] };
  const requirements = operation.security && operation.security.length > 0 ? operation.security : server.security ?? [];
  for (const [key, scheme] of chooseAlternative(requirements, schemes, credentials)) {
    if (scheme) apply(out, protocol, scheme, credentials[key] ?? {});
  }
  return out;
}

function apply(out: ConnectionAuth, protocol: AsyncProtocol, scheme: SecurityScheme, credential: Credential): void {
  const { auth } = out;
  const value = (field: string, placeholder: string): string => {
    const given = credential[field];
    return given !== undefined && given.trim() !== '' ? (field === 'password' ? given : given.trim()) : placeholder;
  };
  const handshake = protocol === 'ws' || protocol === 'http';
  const userPassword = (sasl: SampleAuth['sasl']) => {
    auth.username = value('username', USERNAME_PLACEHOLDER);
    auth.password = credential['username']?.trim() ? credential['password'] ?? '' : PASSWORD_PLACEHOLDER;
    if (protocol === 'kafka') auth.sasl = sasl;
    if (handshake) auth.headers.push(['Authorization', basicAuthorization(auth.username, auth.password)]);
  };
  switch (scheme.kind) {
    case 'apiKey': {
      const key = value('value', CREDENTIAL_PLACEHOLDERS.apiKey);
      if (!handshake) out.notes.push(`Send the API key ${scheme.name} the way the broker expects it (the document puts it in the ${scheme.in}).`);
      else if (scheme.in === 'query') out.query.push([scheme.name, key]);
      else auth.headers.push(scheme.in === 'cookie' ? ['Cookie', `${scheme.name}=${key}`] : [scheme.name, key]);
      return;
    }
    case 'http': {
      const kind = scheme.scheme.toLowerCase();
      if (kind === 'basic') return userPassword('PLAIN');
      if (kind !== 'bearer') {
        auth.headers.push(['Authorization', value('authorization', `${scheme.scheme} ${CREDENTIAL_PLACEHOLDERS.rawAuthorization}`)]);
        return;
      }
      return token(out, protocol, value('token', CREDENTIAL_PLACEHOLDERS.bearer), undefined);
    }
    case 'oauth2':
    case 'openIdConnect': {
      const where = scheme.kind === 'oauth2' ? scheme.flows.find((f) => f.tokenUrl)?.tokenUrl : scheme.openIdConnectUrl;
      return token(out, protocol, value('token', CREDENTIAL_PLACEHOLDERS.accessToken), where);
    }
    case 'mutualTLS':
      auth.clientCertificate = true;
      return;
    case 'other':
      break;
  }
  const type = scheme.type;
  if (type === 'userPassword' || type in SASL) {
    if (type === 'gssapi') {
      auth.sasl = 'GSSAPI';
      out.notes.push('SASL/GSSAPI (Kerberos): configure the client with your Kerberos principal and keytab.');
      return;
    }
    return userPassword(SASL[type] ?? 'PLAIN');
  }
  if (type === 'apiKey') {
    const key = value('value', CREDENTIAL_PLACEHOLDERS.apiKey);
    if (textOf(scheme.details?.['in']) === 'password') {
      auth.username = auth.username ?? '';
      auth.password = key;
    } else {
      auth.username = key;
    }
    if (protocol === 'kafka') auth.sasl = 'PLAIN';
    if (handshake) auth.headers.push(['Authorization', basicAuthorization(auth.username, auth.password ?? '')]);
    return;
  }
  if (type === 'X509') {
    auth.clientCertificate = true;
    out.notes.push('The server asks for a client certificate (X509): give the client your certificate and key files.');
    return;
  }
  out.notes.push(`The server uses the ${type} security scheme "${scheme.key}": set it up as its description says.`);
}

function token(out: ConnectionAuth, protocol: AsyncProtocol, value: string, tokenUrl: string | undefined): void {
  if (tokenUrl) out.notes.push(`Get an access token first (${tokenUrl}).`);
  if (protocol === 'ws' || protocol === 'http') {
    out.auth.headers.push(['Authorization', `Bearer ${value}`]);
  } else if (protocol === 'kafka') {
    out.auth.sasl = 'OAUTHBEARER';
    out.auth.password = value;
  } else {
    // MQTT and AMQP brokers that accept tokens take them as the password.
    out.auth.username = out.auth.username ?? USERNAME_PLACEHOLDER;
    out.auth.password = value;
  }
}
