/**
 * Get Token for a `deviceAuthorization` flow: runs the core's device flow (RFC 8628), shows the user code while it
 * polls, and turns its outcome into the flow's status line. `<sv-oauth-flows>` owns the state; this only drives it.
 */
import type { ClientAuth, DeviceAuthorization, TokenSet } from '../../../src/index.js';
import { coreText } from '../../i18n/core-text.js';
import type { Labels } from '../../i18n/en.js';
import { oauthCore } from './core.js';
import type { FlowView } from './flow-form.js';
import type { FlowStatus as Status } from './flow-runs.js';

export interface DeviceRunContext {
  readonly t: Labels;
  proxyUrl: string | undefined;
  client: ClientAuth;
  signal: AbortSignal;
  /** Shows (or, with undefined, hides) the user code. */
  showCode(device: DeviceAuthorization | undefined): void;
  setStatus(status: Status): void;
  /** Stores and applies the token as the other flows do; returns the status to show. */
  apply(token: TokenSet): Status;
}

export async function runDeviceGetToken(view: FlowView, context: DeviceRunContext): Promise<Status> {
  const { t } = context;
  try {
    const result = await oauthCore().runDeviceFlow({
      deviceAuthorizationUrl: view.deviceAuthorizationUrl!,
      tokenUrl: view.tokenUrl!,
      client: context.client,
      scopes: view.settings.scopes,
      signal: context.signal,
      send: context.proxyUrl ? { proxyUrl: context.proxyUrl } : {},
      onAuthorization: (device) => {
        context.showCode(device);
        context.setStatus({ text: t.waitingForApproval, error: false });
      },
    });
    switch (result.outcome) {
      case 'token':
        return context.apply(result.token);
      case 'cancelled':
        return { text: t.signInCancelled, error: false };
      case 'denied':
        return { text: t.deviceDenied, error: true };
      case 'expired':
        return { text: t.deviceExpired, error: true };
      case 'failed':
        return { text: coreText(t, result.error), error: true };
    }
  } finally {
    context.showCode(undefined);
  }
}
