/**
 * The OAuth redirect target shipped as `dist/oauth-callback.html` + `dist/oauth-callback.js` (extended build).
 * The identity provider sends the browser here with `code` and `state` (or `error`); this script hands them to
 * the viewer that opened the sign-in window and closes it. The viewer checks the state, the issuer and the
 * origin, and redeems the code itself: nothing here talks to the provider or stores anything.
 *
 * Delivery: `window.opener.postMessage(result, <this page's own origin>)`, so no other origin can read the code.
 * When the opener is gone (a Cross-Origin-Opener-Policy on the viewer's page or the provider's severs it), the
 * result goes on a BroadcastChannel named after the state, which only same-origin pages of this browser see.
 *
 * Any page of the integrator's site becomes a callback page with one line:
 * `<script type="module" src="/path/to/spec-viewer/dist/oauth-callback.js"></script>`
 *
 * Language (README.md#languages): the `lang` query parameter of the callback URL (a redirect URI registered as
 * `…/oauth-callback.html?lang=de`), else the `lang` of the page's `<html>`, else the browser's languages, each
 * matched to the closest built-in locale; else English. The page's `lang` and `dir` are set to the choice.
 */
// A standalone page, not part of the viewer: it takes the one small module it needs directly (through
// src/index.ts it would bundle the whole OAuth core and Try-It transport, 20 KB for a page shown for a moment).
import { callbackChannelName, callbackMessageFromUrl, type CallbackMessage } from '../../src/auth/oauth/callback-message.js';
import { callbackTexts } from '../i18n/callback.js';
import { matchLocale } from '../i18n/match-locale.js';

const root = document.documentElement;
const locale =
  matchLocale(new URLSearchParams(location.search).get('lang')) ??
  matchLocale(root.getAttribute('lang')) ??
  (navigator.languages ?? [navigator.language]).map(matchLocale).find((l) => l !== undefined) ??
  'en';
const texts = callbackTexts[locale];
root.lang = locale;
root.dir = locale === 'ar' ? 'rtl' : 'ltr';
document.title = texts.title;

function say(text: string): void {
  const status = document.getElementById('spec-viewer-oauth-status');
  if (status) status.textContent = text;
  else document.body?.append(Object.assign(document.createElement('p'), { textContent: text }));
}

function deliver(message: CallbackMessage): 'opener' | 'channel' | 'none' {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    try {
      opener.postMessage(message, location.origin);
      return 'opener';
    } catch {
      // fall through to the channel
    }
  }
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(callbackChannelName(message.state));
    channel.postMessage(message);
    channel.close();
    return 'channel';
  }
  return 'none';
}

function run(): void {
  const message = callbackMessageFromUrl(location.href);
  // The code is single-use and captured in `message`: keep it out of the history and of any Referer.
  history.replaceState(null, '', location.pathname);
  if (!message) {
    say(texts.nothingToDo);
    return;
  }
  const via = deliver(message);
  if (via === 'none') {
    say(texts.openerGone);
    return;
  }
  say(message.error ? texts.failed : texts.signedIn);
  document.documentElement.dataset['delivered'] = via;
  window.close();
}

run();
