/**
 * The browser half of the Authorization Code flow: opens the provider's sign-in page in a popup and waits for the
 * callback page's message, by `postMessage` (checked against this page's origin) or, when a
 * Cross-Origin-Opener-Policy severed the popup from this page, on the BroadcastChannel named after the state.
 *
 * A COOP severance makes `popup.closed` read true right after the popup leaves this origin, exactly as if the user
 * had closed it. So a "closed" popup seen in the first seconds means "severed": waiting goes on (the channel still
 * works) with a note, and the user can cancel. A popup closed later, with no result, ends the wait with a message.
 *
 * @example
 * const popup = openSignInWindow(url);
 * if (!popup) return showError(t.popupBlocked);
 * const outcome = await waitForCallback(popup, state, { onSevered: () => note('…') });
 */
import type { CallbackMessage } from '../../../src/index.js';
import { oauthCore } from './core.js';

export type CallbackOutcome =
  | { kind: 'message'; message: CallbackMessage; via: 'opener' | 'channel' }
  | { kind: 'closed' }
  | { kind: 'cancelled' }
  | { kind: 'timeout' };

export interface WaitOptions {
  signal?: AbortSignal;
  /** Called once when the popup looks closed within `severedWindowMs` of opening (COOP). */
  onSevered?: () => void;
  /** ms; 10 minutes by default: a sign-in with a password manager, MFA and consent takes a while. */
  timeoutMs?: number;
  /** ms after opening during which a closed popup counts as severed by COOP rather than closed by the user. */
  severedWindowMs?: number;
  pollMs?: number;
}


/** Opens the sign-in popup (centred, resizable); null when the browser blocked it. */
export function openSignInWindow(url: string): Window | null {
  const width = 520;
  const height = 680;
  const left = Math.max(0, (window.screenX ?? 0) + ((window.outerWidth ?? width) - width) / 2);
  const top = Math.max(0, (window.screenY ?? 0) + ((window.outerHeight ?? height) - height) / 2);
  // No `noopener`: the callback page needs `window.opener` (its postMessage is locked to this origin).
  return window.open(url, 'spec-viewer-oauth', `popup,width=${width},height=${height},left=${left},top=${top}`);
}

export function waitForCallback(popup: Window, state: string, options: WaitOptions = {}): Promise<CallbackOutcome> {
  const { signal, onSevered, timeoutMs = 600_000, severedWindowMs = 5_000, pollMs = 250 } = options;
  const opened = Date.now();
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(oauthCore().callbackChannelName(state)) : undefined;
    let severed = false;
    let closedSince: number | undefined;
    const finish = (outcome: CallbackOutcome): void => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent): void => {
      // Only the callback page of this origin may answer; anything else (another origin, other data) is ignored.
      if (event.origin !== window.location.origin || !oauthCore().isCallbackMessage(event.data)) return;
      finish({ kind: 'message', message: event.data, via: 'opener' });
    };
    const onAbort = (): void => finish({ kind: 'cancelled' });
    window.addEventListener('message', onMessage);
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (oauthCore().isCallbackMessage(event.data)) finish({ kind: 'message', message: event.data, via: 'channel' });
      };
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    const poll = setInterval(() => {
      if (severed || !popup.closed) return;
      if (Date.now() - opened < severedWindowMs) {
        severed = true;
        onSevered?.();
        return;
      }
      // A result posted just before the window closed itself may still be on its way: give it a moment.
      closedSince ??= Date.now();
      if (Date.now() - closedSince >= 1000) finish({ kind: 'closed' });
    }, pollMs);
  });
}
