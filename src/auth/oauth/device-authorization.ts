/**
 * The device authorization request and response (RFC 8628 sections 3.1 and 3.2): a form POST with the client's
 * authentication and the scopes, answered with the codes the user and the poller need.
 *
 * @example
 * const request = buildDeviceAuthorizationRequest('https://id.example.com/device/auth', ['read'], { clientId: 'tv', method: 'client_secret_basic' });
 * parseDeviceAuthorization(200, '{"device_code":"d","user_code":"WDJB-MJHT","verification_uri":"https://id.example.com/device","expires_in":600}');
 * // { ok: true, authorization: { deviceCode: 'd', userCode: 'WDJB-MJHT', …, interval: 5 } }
 */
import { say } from '../../errors.js';
import type { HttpRequest } from '../../model/index.js';
import { clientFormRequest, scopeField, type ClientAuth } from './token-request.js';
import type { TokenEndpointError } from './token-response.js';
import { oauthMessages } from './texts.js';

export interface DeviceAuthorization {
  deviceCode: string;
  /** What the user types at the verification page. */
  userCode: string;
  verificationUri: string;
  /** The verification page with the user code already in it, when the server offers one. */
  verificationUriComplete?: string;
  /** Lifetime of both codes, in seconds. */
  expiresIn: number;
  /** Seconds between two polls of the token endpoint (5 when the server does not say). */
  interval: number;
}

export type DeviceAuthorizationResult = { ok: true; authorization: DeviceAuthorization } | { ok: false; error: TokenEndpointError };

/** RFC 8628: clients poll every 5 seconds unless the server asks otherwise. */
export const DEFAULT_POLL_INTERVAL_SECONDS = 5;

export function buildDeviceAuthorizationRequest(url: string, scopes: readonly string[], client: ClientAuth): HttpRequest {
  return clientFormRequest(url, scopeField(scopes), client);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const seconds = (value: unknown): number | undefined => {
  const n = Number(value);
  return value !== undefined && value !== null && Number.isFinite(n) && n > 0 ? n : undefined;
};

function jsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(body) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function parseDeviceAuthorization(status: number, body: string): DeviceAuthorizationResult {
  const json = jsonObject(body);
  const error = text(json?.['error']);
  if (json && (error || status < 200 || status >= 300)) {
    const code = error ?? 'invalid_response';
    const description = text(json['error_description']);
    const out: TokenEndpointError = { error: code, status, ...say(oauthMessages, 'deviceAuthorizationError', status, code, description ?? '') };
    if (description) out.errorDescription = description;
    return { ok: false, error: out };
  }
  const deviceCode = text(json?.['device_code']);
  const userCode = text(json?.['user_code']);
  const verificationUri = text(json?.['verification_uri']);
  if (!json || !deviceCode || !userCode || !verificationUri) {
    return { ok: false, error: { error: 'invalid_response', status, ...say(oauthMessages, 'deviceAuthorizationInvalid', status) } };
  }
  const authorization: DeviceAuthorization = {
    deviceCode,
    userCode,
    verificationUri,
    expiresIn: seconds(json['expires_in']) ?? 600,
    interval: seconds(json['interval']) ?? DEFAULT_POLL_INTERVAL_SECONDS,
  };
  const complete = text(json['verification_uri_complete']);
  if (complete) authorization.verificationUriComplete = complete;
  return { ok: true, authorization };
}
