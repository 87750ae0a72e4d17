/**
 * English display text of model values for the static reference (the live page words the same things through
 * its locale tables; a static page is one language, English).
 */
import type { ApiModel } from '../model/api.js';
import type { Operation } from '../model/operation.js';
import type { SecurityRequirement, SecurityScheme } from '../model/security.js';
import type { Server } from '../model/server.js';

export { operationTitle, specTypeLabel } from '../model/display-text.js';

/** CSS class suffix of a method badge, as the live page colours it. */
export { methodColour as methodClass } from '../model/display-text.js';

const STATUS_TEXT: Record<string, string> = {
  '1': 'Informational',
  '2': 'Success',
  '3': 'Redirection',
  '4': 'Client error',
  '5': 'Server error',
};

/** What a status class stands for ("2XX" → "Success"), for responses without a description. */
export function statusClassName(status: string): string {
  return STATUS_TEXT[status.trim()[0] ?? ''] ?? 'Any other response';
}

/** Short text for a value shown inline (defaults, enum values, examples): JSON, shortened. */
export function inlineValue(value: unknown, max = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value as a code block: strings verbatim, everything else as indented JSON, cut at `max` characters. */
export function blockValue(value: unknown, max = 4000): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value, null, 2) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max)}\n…` : text;
}

/**
 * The alternatives of a security requirement list: each a list of "scheme (scope, scope)" joined by " and ";
 * `[]` reads "None (public)", `{}` "None (optional)".
 */
export function securityAlternatives(requirements: SecurityRequirement[]): string[][] {
  if (requirements.length === 0) return [['None (public)']];
  return requirements.map((req) => {
    const entries = Object.entries(req);
    if (entries.length === 0) return ['None (optional)'];
    return entries.map(([name, scopes]) => (scopes.length > 0 ? `${name} (${scopes.join(', ')})` : name));
  });
}

/** What a security scheme is, in one line: "API key in header X-Key", "HTTP bearer (JWT)", "OAuth 2.0" … */
export function schemeSummary(scheme: SecurityScheme): string {
  switch (scheme.kind) {
    case 'apiKey':
      return `API key in ${scheme.in} "${scheme.name}"`;
    case 'http':
      return `HTTP ${scheme.scheme}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    case 'oauth2':
      return `OAuth 2.0 (${scheme.flows.map((f) => f.type).join(', ') || 'no flows'})`;
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return scheme.type;
  }
}

/** The URLs and scopes of a scheme, as label/value pairs. */
export function schemeFacts(scheme: SecurityScheme): Array<[string, string]> {
  const facts: Array<[string, string]> = [];
  if (scheme.kind === 'openIdConnect') facts.push(['OpenID Connect URL', scheme.openIdConnectUrl]);
  if (scheme.kind === 'oauth2') {
    if (scheme.oauth2MetadataUrl) facts.push(['Metadata URL', scheme.oauth2MetadataUrl]);
    for (const flow of scheme.flows) {
      const urls = [flow.authorizationUrl, flow.deviceAuthorizationUrl, flow.tokenUrl, flow.refreshUrl].filter((u): u is string => !!u);
      facts.push([`${flow.type} flow`, urls.join(' · ')]);
      const scopes = Object.entries(flow.scopes);
      if (scopes.length > 0) facts.push([`${flow.type} scopes`, scopes.map(([s, d]) => (d ? `${s}: ${d}` : s)).join('; ')]);
    }
  }
  if (scheme.deprecated) facts.push(['Deprecated', 'yes']);
  return facts;
}

/** A server's URL and what qualifies it ("mqtt 3.1.1", its name). */
export function serverQualifiers(server: Server): string[] {
  const out: string[] = [];
  if (server.name) out.push(server.name);
  if (server.protocol) out.push(`${server.protocol}${server.protocolVersion ? ` ${server.protocolVersion}` : ''}`);
  return out;
}
