/**
 * The message the shipped callback page (`oauth-callback.html`) sends back to the viewer: posted to
 * `window.opener` with the page's own origin as `targetOrigin`, or, when the opener is gone (a
 * Cross-Origin-Opener-Policy severs it), on a BroadcastChannel named after the `state`.
 */
export const CALLBACK_MESSAGE_TYPE = 'spec-viewer:oauth-callback';

export interface CallbackMessage {
  type: typeof CALLBACK_MESSAGE_TYPE;
  state: string;
  code?: string;
  /** RFC 9207 issuer identifier, when the provider sends one. */
  iss?: string;
  error?: string;
  errorDescription?: string;
  errorUri?: string;
}

/** The BroadcastChannel for one authorization request. */
export const callbackChannelName = (state: string): string => `spec-viewer-oauth:${state}`;

/** The callback's parameters from its URL (query, or fragment for providers that answer there). */
export function callbackMessageFromUrl(href: string): CallbackMessage | undefined {
  const url = new URL(href);
  let params = url.searchParams;
  if (!params.has('state') && url.hash.length > 1) params = new URLSearchParams(url.hash.slice(1));
  const state = params.get('state');
  if (!state) return undefined;
  const message: CallbackMessage = { type: CALLBACK_MESSAGE_TYPE, state };
  const pairs = [['code', 'code'], ['iss', 'iss'], ['error', 'error'], ['error_description', 'errorDescription'], ['error_uri', 'errorUri']] as const;
  for (const [param, field] of pairs) {
    const value = params.get(param);
    if (value !== null) message[field] = value;
  }
  return message;
}

export function isCallbackMessage(value: unknown): value is CallbackMessage {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v['type'] !== CALLBACK_MESSAGE_TYPE || typeof v['state'] !== 'string') return false;
  return ['code', 'iss', 'error', 'errorDescription', 'errorUri'].every((k) => v[k] === undefined || typeof v[k] === 'string');
}
