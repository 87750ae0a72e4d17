import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AuthSession, OpenRequest } from '../../src/index.js';

/**
 * Security badges and Try-It's "Authorize…" buttons ask the AuthSession to open the Authorize panel (on a scheme,
 * or on the first one missing); this hands those requests to the host, listening to whichever session the host
 * uses after each update, and to none while the host is out of the document. A request that says what its opener
 * waits for (`OpenRequest`) stays pending: once credentials change so that it is satisfied, the opener is told and
 * the panel closes (at once, before any element re-renders, so focus can go back to the opener's page at once);
 * the host calls `settle()` when the panel closes otherwise.
 *
 * @example
 * ```ts
 * private readonly openRequests = new OpenRequestsController(this, () => this.activeSession, (key) => void this.show(key), () => this.close());
 * // when the dialog closes:
 * this.openRequests.settle();
 * ```
 */
export class OpenRequestsController implements ReactiveController {
  private source?: AuthSession;
  private stop?: () => void;
  private hasUpdated = false;
  /** The request the panel was last opened for, while its opener waits. */
  private pending?: OpenRequest;

  constructor(
    host: ReactiveControllerHost,
    private readonly session: () => AuthSession | undefined,
    private readonly open: (schemeKey: string | undefined) => void,
    private readonly close: () => void = () => undefined,
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
    this.settle();
  }

  /** Ends the pending request, if any (the panel closed): its opener hears whether it got what it needed. */
  settle(): void {
    const request = this.pending;
    this.pending = undefined;
    request?.settled?.(request.satisfied());
  }

  private follow(): void {
    const session = this.session();
    if (session === this.source) return;
    this.stop?.();
    this.settle();
    this.source = session;
    if (!session) {
      this.stop = undefined;
      return;
    }
    const stopOpen = session.onOpenRequest((schemeKey, request) => {
      this.settle(); // a new request replaces the one pending
      this.pending = request;
      this.open(schemeKey);
    });
    const stopChanges = session.subscribe(() => {
      if (!this.pending?.satisfied()) return;
      this.settle();
      this.close();
    });
    this.stop = () => {
      stopOpen();
      stopChanges();
    };
  }
}
