import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AuthSession } from '../../src/index.js';

/**
 * Security badges ask the AuthSession to open the Authorize panel (on a scheme, or on the first one missing); this
 * hands those requests to the host, listening to whichever session the host uses after each update, and to none
 * while the host is out of the document.
 *
 * @example
 * ```ts
 * private readonly openRequests = new OpenRequestsController(this, () => this.activeSession, (key) => void this.show(key));
 * ```
 */
export class OpenRequestsController implements ReactiveController {
  private source?: AuthSession;
  private stop?: () => void;
  private hasUpdated = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly session: () => AuthSession | undefined,
    private readonly open: (schemeKey: string | undefined) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.hasUpdated) this.follow(); // moved in the DOM: listen again
  }

  hostUpdated(): void {
    this.hasUpdated = true;
    this.follow();
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = undefined;
    this.source = undefined;
  }

  private follow(): void {
    const session = this.session();
    if (session === this.source) return;
    this.stop?.();
    this.source = session;
    this.stop = session?.onOpenRequest(this.open);
  }
}
