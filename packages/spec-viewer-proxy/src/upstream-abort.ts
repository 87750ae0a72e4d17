import { EventEmitter } from 'node:events';

/** Why an upstream call was given up: its timeout, its client went away, or the proxy is stopping. */
export type AbortCause = 'timeout' | 'client' | 'shutdown';

/**
 * Cancels one upstream call, and remembers why: the handler aborts it when its client goes away or the proxy
 * stops, forwardRequest on timeout. A plain EventEmitter costs less per request than an AbortController.
 */
export class UpstreamAbort extends EventEmitter {
  aborted = false;
  reason: Error | undefined;
  cause: AbortCause | undefined;

  abort(cause: AbortCause): void {
    if (this.aborted) return;
    this.aborted = true;
    this.cause = cause;
    this.reason = new Error(cause === 'timeout' ? 'upstream timeout' : cause === 'client' ? 'client closed' : 'proxy stopping');
    this.emit('abort');
  }
}
