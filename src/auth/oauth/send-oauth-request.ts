/**
 * Sends token and discovery requests through the Try-It transports: direct fetch, or the proxy envelope when
 * `proxyUrl` is set (which also fixes identity providers that refuse CORS). Failures become one sentence that
 * says what happened and what to do.
 */
import { say, type CoreText } from '../../errors.js';
import type { HttpRequest } from '../../model/index.js';
import { sendTryIt } from '../../tryit/send.js';
import type { TryItResponse } from '../../tryit/types.js';
import { parseTokenResponse, type TokenResult } from './token-response.js';
import { mapDiscovery, type DiscoveryResult } from './discovery.js';
import { mapServerMetadata } from './server-metadata.js';
import { parseDeviceAuthorization, type DeviceAuthorizationResult } from './device-authorization.js';
import { oauthMessages, type OAuthRequestKind } from './texts.js';

export interface OAuthSendOptions {
  proxyUrl?: string;
  signal?: AbortSignal;
  timeout?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

type Sent = { ok: true; response: TryItResponse } | { ok: false; text: CoreText };

/** What the page says when the browser refused a direct request (CORS and network failures look alike to it). */
export function corsFailureMessage(what: OAuthRequestKind, url: string, proxied: boolean): CoreText {
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    // shown as written
  }
  return say(oauthMessages, proxied ? 'oauthProxyUnreachable' : 'oauthCors', what, origin);
}

async function send(request: HttpRequest, what: OAuthRequestKind, options: OAuthSendOptions): Promise<Sent> {
  const sendOptions: Parameters<typeof sendTryIt>[1] = { operationId: `oauth:${what}` };
  if (options.proxyUrl) sendOptions.proxyUrl = options.proxyUrl;
  if (options.signal) sendOptions.signal = options.signal;
  if (options.timeout !== undefined) sendOptions.timeout = options.timeout;
  if (options.fetch) sendOptions.fetch = options.fetch;
  const result = await sendTryIt(request, sendOptions);
  if (result.ok) return result;
  const { kind, message } = result.error;
  if (kind === 'network') return { ok: false, text: corsFailureMessage(what, request.url, false) };
  return { ok: false, text: say(oauthMessages, 'oauthRequestFailed', what, message) };
}

const bodyText = (response: TryItResponse): string =>
  response.bodyEncoding === 'base64' ? new TextDecoder().decode(response.bytes) : response.body;

/** POSTs a token request (see buildTokenRequest) and parses the answer. */
export async function requestToken(request: HttpRequest, options: OAuthSendOptions = {}): Promise<TokenResult> {
  const sent = await send(request, 'token', options);
  if (!sent.ok) return { ok: false, error: { error: 'request_failed', status: 0, ...sent.text } };
  return parseTokenResponse(sent.response.status, bodyText(sent.response));
}

/** POSTs a device authorization request (see buildDeviceAuthorizationRequest) and parses the answer. */
export async function requestDeviceAuthorization(request: HttpRequest, options: OAuthSendOptions = {}): Promise<DeviceAuthorizationResult> {
  const sent = await send(request, 'device', options);
  if (!sent.ok) return { ok: false, error: { error: 'request_failed', status: 0, ...sent.text } };
  return parseDeviceAuthorization(sent.response.status, bodyText(sent.response));
}

/** GETs and maps an OpenID Connect discovery document. */
export function fetchDiscovery(discoveryUrl: string, options: OAuthSendOptions = {}): Promise<DiscoveryResult> {
  return fetchProviderDocument(discoveryUrl, mapDiscovery, options);
}

/** GETs and maps an OAuth 2.0 authorization server metadata document (RFC 8414), as discovery does. */
export function fetchServerMetadata(metadataUrl: string, options: OAuthSendOptions = {}): Promise<DiscoveryResult> {
  return fetchProviderDocument(metadataUrl, mapServerMetadata, options);
}

async function fetchProviderDocument(
  discoveryUrl: string,
  map: (doc: unknown, url: string) => DiscoveryResult,
  options: OAuthSendOptions,
): Promise<DiscoveryResult> {
  try {
    new URL(discoveryUrl);
  } catch {
    return { ok: false, error: { code: 'malformed', ...say(oauthMessages, 'discoveryUrlNotAbsolute', discoveryUrl) } };
  }
  const request: HttpRequest = { method: 'GET', url: discoveryUrl, headers: [['Accept', 'application/json']] };
  const sent = await send(request, 'discovery', options);
  if (!sent.ok) return { ok: false, error: { code: 'unreachable', ...sent.text } };
  const { status } = sent.response;
  if (status < 200 || status >= 300) {
    return { ok: false, error: { code: 'unreachable', ...say(oauthMessages, 'discoveryStatus', discoveryUrl, status) } };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(bodyText(sent.response)) as unknown;
  } catch {
    return { ok: false, error: { code: 'malformed', ...say(oauthMessages, 'discoveryNotJson', discoveryUrl) } };
  }
  return map(doc, discoveryUrl);
}
