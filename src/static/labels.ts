/**
 * Display text of model values for the static reference, in the words of its table (words.ts): status classes,
 * security requirements and schemes, server qualifiers, inline and block values.
 */
import type { Operation } from '../model/operation.js';
import type { SecurityRequirement, SecurityScheme } from '../model/security.js';
import type { Server } from '../model/server.js';
import type { Message } from '../model/message.js';
import { labelText, type Labels } from './words.js';

export { operationTitle, specTypeLabel } from '../model/display-text.js';

/** CSS class suffix of a method badge, as the live page colours it. */
export { methodColour as methodClass } from '../model/display-text.js';

/** What a status class stands for ("2XX" → "Success"), for responses without a description. */
export function statusClassName(t: Labels, status: string): string {
  return t.statusClasses[status.trim()[0] ?? ''] ?? t.anyOtherResponse;
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
 * The alternatives of a security requirement list: each a list of "scheme (scope, scope)" (joined with `and` by the
 * renderers); `[]` reads "none (public)", `{}` "none (optional)".
 */
export function securityAlternatives(t: Labels, requirements: SecurityRequirement[]): string[][] {
  if (requirements.length === 0) return [[t.authNonePublic]];
  return requirements.map((req) => {
    const entries = Object.entries(req);
    if (entries.length === 0) return [t.authNoneOptional];
    return entries.map(([name, scopes]) => (scopes.length > 0 ? `${name} (${scopes.join(', ')})` : name));
  });
}

/** What a security scheme is, in one line: "API key (header X-Key)", "HTTP bearer (JWT)", "OAuth 2.0 (Authorization code)" … */
export function schemeSummary(t: Labels, scheme: SecurityScheme): string {
  switch (scheme.kind) {
    case 'apiKey':
      return labelText(t.schemeApiKey(scheme.in, scheme.name));
    case 'http':
      return `HTTP ${scheme.scheme}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    case 'oauth2':
      return `OAuth 2.0${scheme.flows.length > 0 ? ` (${scheme.flows.map((f) => t.flowTitles[f.type] ?? f.type).join(', ')})` : ''}`;
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return scheme.type;
  }
}

/** The URLs and scopes of a scheme, as label/value pairs. */
export function schemeFacts(t: Labels, scheme: SecurityScheme): Array<[string, string]> {
  const facts: Array<[string, string]> = [];
  if (scheme.kind === 'openIdConnect') facts.push([t.discoveryDocument, scheme.openIdConnectUrl]);
  if (scheme.kind === 'oauth2') {
    if (scheme.oauth2MetadataUrl) facts.push([t.serverMetadata, scheme.oauth2MetadataUrl]);
    for (const flow of scheme.flows) {
      const title = t.flowTitles[flow.type] ?? flow.type;
      const urls = [flow.authorizationUrl, flow.deviceAuthorizationUrl, flow.tokenUrl, flow.refreshUrl].filter((u): u is string => !!u);
      facts.push([t.flowNamed(title), urls.join(' · ')]);
      const scopes = Object.entries(flow.scopes);
      if (scopes.length > 0) facts.push([t.scopesOfFlow(title), scopes.map(([s, d]) => (d ? `${s}: ${d}` : s)).join('; ')]);
    }
  }
  if (scheme.deprecated) facts.push([t.deprecated, t.staticYes]);
  return facts;
}

/** A server's URL and what qualifies it ("mqtt 3.1.1", its name). */
export function serverQualifiers(server: Server): string[] {
  const out: string[] = [];
  if (server.name) out.push(server.name);
  if (server.protocol) out.push(`${server.protocol}${server.protocolVersion ? ` ${server.protocolVersion}` : ''}`);
  return out;
}

/** What the application does on the channel, in the live card's words (with AsyncAPI 2's keyword explained). */
export function actionText(t: Labels, info: NonNullable<Operation['async']>): string {
  const action = info.action === 'send' ? t.asyncSends : t.asyncReceives;
  if (info.keyword === 'publish') return `${action} ${t.asyncPublishNote}`;
  if (info.keyword === 'subscribe') return `${action} ${t.asyncSubscribeNote}`;
  return action;
}

/** The heading of an operation's messages, as the live card words it: one message, or any one of several. */
export const messagesHeading = (t: Labels, count: number): string => (count === 1 ? t.message : t.messagesAnyOne(count));

/** A message's facts: its name (when the title is another), content type, schema format and correlation id. */
export function messageFacts(t: Labels, message: Message, title: string): string[] {
  const facts: string[] = [];
  if (message.name && message.name !== title) facts.push(`${t.name}: ${message.name}`);
  if (message.contentType) facts.push(`${t.contentTypeLabel}: ${message.contentType}`);
  if (message.schemaFormat) facts.push(`${t.schemaFormat}: ${message.schemaFormat}`);
  if (message.correlationId) facts.push(`${t.correlationId}: ${message.correlationId.location}`);
  return facts;
}
