/**
 * The requests a handler is serving, so that stopping it (SIGTERM, close()) ends each with an answer rather than
 * a cut connection: open streams at once with a `proxy_stopping` error record (a stream may last minutes),
 * requests still waiting for their target after a grace period with a 503 `proxy_stopping`.
 */
import type { UpstreamAbort } from './upstream-abort.js';

export class ActiveRequests {
  /** Set by stop(): new requests are refused with 503 proxy_stopping. */
  stopping = false;
  readonly #waiting = new Set<UpstreamAbort>();
  readonly #streams = new Set<UpstreamAbort>();
  readonly #idle: Array<() => void> = [];

  begin(abort: UpstreamAbort): void {
    this.#waiting.add(abort);
  }

  /** The answer is a stream being relayed; one that starts while stopping ends right after its head. */
  streaming(abort: UpstreamAbort): void {
    this.#waiting.delete(abort);
    this.#streams.add(abort);
    if (this.stopping) abort.abort('shutdown');
  }

  /** The request is answered (or its client left). */
  end(abort: UpstreamAbort): void {
    this.#waiting.delete(abort);
    this.#streams.delete(abort);
    if (this.#waiting.size === 0 && this.#streams.size === 0) for (const wake of this.#idle.splice(0)) wake();
  }

  /**
   * Ends the open streams now; requests still waiting for their target get `graceMs` (undefined: their own
   * timeout), then are answered 503. Resolves once every request has been answered.
   */
  async stop(graceMs?: number): Promise<void> {
    this.stopping = true;
    for (const abort of this.#streams) abort.abort('shutdown');
    if (this.#waiting.size === 0 && this.#streams.size === 0) return;
    const timer =
      graceMs === undefined
        ? undefined
        : setTimeout(() => {
            for (const abort of this.#waiting) abort.abort('shutdown');
          }, graceMs);
    await new Promise<void>((resolve) => this.#idle.push(resolve));
    clearTimeout(timer);
  }
}
