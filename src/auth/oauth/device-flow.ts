/**
 * The device authorization grant (RFC 8628) from the viewer's side: ask for a device code, hand the user code and
 * verification page to the caller, then poll the token endpoint until the user approved, denied, the code expired
 * or the caller aborted.
 *
 * Polling follows section 3.5: every `interval` seconds (5 by default); `authorization_pending` polls again;
 * `slow_down` adds 5 seconds to the interval for this and every later poll; `access_denied` and `expired_token`
 * stop; so does the code's own lifetime running out. Any other answer stops with that error.
 *
 * @example
 * const result = await runDeviceFlow({
 *   deviceAuthorizationUrl: 'https://id.example.com/device/auth',
 *   tokenUrl: 'https://id.example.com/token',
 *   client: { clientId: 'tv', method: 'client_secret_basic' },
 *   scopes: ['read'],
 *   onAuthorization: (a) => show(a.userCode, a.verificationUri),
 *   signal: controller.signal,
 * });
 * if (result.outcome === 'token') apply(result.token.accessToken);
 */
import type { CoreText } from '../../errors.js';
import { buildDeviceAuthorizationRequest, type DeviceAuthorization } from './device-authorization.js';
import { pollClock } from './poll-clock.js';
import { requestDeviceAuthorization, requestToken, type OAuthSendOptions } from './send-oauth-request.js';
import { buildTokenRequest, type ClientAuth } from './token-request.js';
import type { TokenEndpointError, TokenSet } from './token-response.js';

export interface DeviceFlowOptions {
  deviceAuthorizationUrl: string;
  tokenUrl: string;
  client: ClientAuth;
  scopes: readonly string[];
  /** Called once the server answered with the codes: show the user code and the verification page. */
  onAuthorization?: (authorization: DeviceAuthorization) => void;
  /** Aborting stops polling (and the request in flight). */
  signal?: AbortSignal;
  /** Proxy route (and, in tests, fetch) for both endpoints. */
  send?: Pick<OAuthSendOptions, 'proxyUrl' | 'fetch' | 'timeout'>;
}

export type DeviceFlowResult =
  | { outcome: 'token'; token: TokenSet; authorization: DeviceAuthorization }
  | { outcome: 'cancelled' }
  /** The user denied the request at the identity provider (`access_denied`). */
  | { outcome: 'denied'; error: TokenEndpointError }
  /** The code expired (`expired_token`, or its `expires_in` ran out) before it was approved. */
  | { outcome: 'expired'; error?: TokenEndpointError }
  | { outcome: 'failed'; error: CoreText & Partial<TokenEndpointError> };

/** Seconds added to the interval on each `slow_down`. */
export const SLOW_DOWN_SECONDS = 5;

export async function runDeviceFlow(options: DeviceFlowOptions): Promise<DeviceFlowResult> {
  const { signal } = options;
  const send: OAuthSendOptions = { ...options.send, ...(signal ? { signal } : {}) };
  const started = await requestDeviceAuthorization(
    buildDeviceAuthorizationRequest(options.deviceAuthorizationUrl, options.scopes, options.client),
    send,
  );
  if (signal?.aborted) return { outcome: 'cancelled' };
  if (!started.ok) return { outcome: 'failed', error: started.error };
  const authorization = started.authorization;
  options.onAuthorization?.(authorization);
  const clock = pollClock();
  const expiresAt = clock.now() + authorization.expiresIn * 1000;
  const poll = buildTokenRequest(options.tokenUrl, { grantType: 'device_code', deviceCode: authorization.deviceCode }, options.client);
  let intervalMs = authorization.interval * 1000;
  for (;;) {
    await clock.sleep(intervalMs, signal);
    if (signal?.aborted) return { outcome: 'cancelled' };
    if (clock.now() >= expiresAt) return { outcome: 'expired' };
    const answer = await requestToken(poll, send);
    if (signal?.aborted) return { outcome: 'cancelled' };
    if (answer.ok) return { outcome: 'token', token: answer.token, authorization };
    switch (answer.error.error) {
      case 'authorization_pending':
        continue;
      case 'slow_down':
        intervalMs += SLOW_DOWN_SECONDS * 1000;
        continue;
      case 'access_denied':
        return { outcome: 'denied', error: answer.error };
      case 'expired_token':
        return { outcome: 'expired', error: answer.error };
      default:
        return { outcome: 'failed', error: answer.error };
    }
  }
}
