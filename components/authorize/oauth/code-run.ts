/**
 * Get Token for an `authorizationCode` flow: state and PKCE (S256), the provider's sign-in page in the popup the
 * click opened, the wait for the callback page's answer and its checks; then the code is redeemed.
 * `<sv-oauth-flows>` owns the state and the token request; this only drives the sign-in.
 */
import type { TokenGrant } from '../../../src/index.js';
import { coreText } from '../../i18n/core-text.js';
import type { Labels } from '../../i18n/en.js';
import { oauthCore } from './core.js';
import type { FlowView } from './flow-form.js';
import type { FlowStatus } from './flow-runs.js';
import { waitForCallback, type CallbackOutcome } from './popup-flow.js';

export interface CodeRunContext {
  readonly t: Labels;
  schemeKey: string;
  /** The OpenID Connect issuer the answer must name, when discovery gave one. */
  issuer: string | undefined;
  /** The scheme's configured extra authorization request parameters. */
  extraParameters: Record<string, string>;
  /** Starts the wait for the user (Cancel shows); the signal aborts on Cancel. */
  wait(): AbortSignal;
  setStatus(status: FlowStatus): void;
  /** How the answer came back (tests, debugging). */
  answeredVia(via: Extract<CallbackOutcome, { kind: 'message' }>['via']): void;
  redeem(grant: TokenGrant, tokenUrl: string): Promise<FlowStatus>;
}

export async function runAuthorizationCode(view: FlowView, popup: Window, context: CodeRunContext): Promise<FlowStatus> {
  try {
    return await signIn(view, popup, context);
  } finally {
    if (!popup.closed) popup.close(); // also when something threw before the sign-in page was shown
  }
}

async function signIn(view: FlowView, popup: Window, context: CodeRunContext): Promise<FlowStatus> {
  const { t, issuer } = context;
  const state = oauthCore().createState();
  const pkce = await oauthCore().createPkce();
  const pending = new (oauthCore().PendingAuthorizations)();
  const redirectUri = view.redirectUri!;
  pending.save({ state, verifier: pkce.verifier, schemeKey: context.schemeKey, tokenUrl: view.tokenUrl!, redirectUri, createdAt: Date.now(), ...(issuer ? { issuer } : {}) });
  const signal = context.wait();
  context.setStatus({ text: t.waitingForSignIn, error: false });
  popup.location.href = oauthCore().buildAuthorizationUrl({
    authorizationUrl: view.authorizationUrl!,
    clientId: view.settings.clientId.trim(),
    redirectUri,
    scopes: view.settings.scopes,
    state,
    codeChallenge: pkce.challenge,
    extraParameters: context.extraParameters,
  });
  const outcome = await waitForCallback(popup, state, {
    signal,
    onSevered: () => context.setStatus({ text: t.waitingSevered, error: false }),
  });
  if (outcome.kind !== 'message') {
    pending.discard(state);
    if (outcome.kind === 'cancelled') return { text: t.signInCancelled, error: false };
    if (outcome.kind === 'timeout') return { text: t.signInTimeout, error: true };
    return { text: t.popupClosed, error: true };
  }
  context.answeredVia(outcome.via);
  const check = oauthCore().checkCallback(outcome.message, state, pending.take(outcome.message.state));
  pending.discard(state);
  if (!check.ok) return { text: coreText(t, check), error: true };
  const grant: TokenGrant = { grantType: 'authorization_code', code: check.code, redirectUri, codeVerifier: check.pending.verifier };
  return context.redeem(grant, check.pending.tokenUrl);
}
