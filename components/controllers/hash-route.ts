import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { fragmentFor, idFromHash } from '../../src/index.js';

/** The section id the current location's hash points at, or undefined. */
function currentHashId(): string | undefined {
  return idFromHash(location.hash);
}

/**
 * Keeps a host in step with the URL hash: on `hashchange`, and whenever the host calls `revealCurrent()`
 * (e.g. after a spec has rendered), it hands the target id to `reveal`, which renders the target if needed,
 * scrolls it into view and focuses it. `reveal` resolves false when the id is not on this page, so several
 * viewers on one page coexist.
 *
 * @example
 * ```ts
 * private route = new HashRouteController(this, (id) => this.content?.reveal(id) ?? Promise.resolve(false));
 * protected override updated() { if (justLoaded) void this.route.revealCurrent(); }
 * ```
 */
export class HashRouteController implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly reveal: (id: string) => Promise<boolean>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.onHashChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHashChange);
  }

  /** Reveals the element the current hash points at; false when there is no hash or no such element. */
  revealCurrent(): Promise<boolean> {
    const id = currentHashId();
    return id === undefined ? Promise.resolve(false) : this.reveal(id);
  }

  /**
   * Goes to `id` as a link click would: the hash changes (one history entry) and the target is revealed;
   * when the hash already points there, the target is revealed again.
   */
  navigate(id: string): Promise<boolean> {
    if (currentHashId() === id) return this.reveal(id);
    location.hash = fragmentFor(id);
    return Promise.resolve(true);
  }

  private readonly onHashChange = (): void => {
    void this.revealCurrent();
  };
}
