/**
 * A target's answer that is relayed as it arrives (docs/proxy.md#streamed-responses): its head, and its body as a
 * Readable fed by the undici dispatch. Backpressure reaches the target's socket (a full Readable pauses the
 * dispatch), and destroying the Readable aborts the upstream request at once.
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

export class LiveUpstream {
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** Filtered as in the JSON envelope; without content-encoding/content-length when the body is decoded. */
    readonly headers: Record<string, string>,
    /** The body bytes (gzip, deflate or br undone), in the order the target sent them. */
    readonly body: Readable,
    /** performance.now() when the request went out. */
    readonly started: number,
    /** The Content-Encoding undone on `body` (gzip, deflate, br), if any. */
    readonly decodedEncoding?: string,
  ) {}
}

export interface UpstreamBodySink {
  readonly body: Readable;
  /** From onResponseData. */
  push(chunk: Buffer): void;
  /** From onResponseEnd. */
  end(): void;
  /** From onResponseError: the target reset the connection or the dispatch failed. */
  fail(error: Error): void;
}

/** The Readable end of one dispatch, started in onResponseStart with that dispatch's controller. */
export function createUpstreamBody(controller: Dispatcher.DispatchController): UpstreamBodySink {
  let finished = false;
  const body = new Readable({
    // Small: a chunk waits here only while the proxy's client is slower than the target.
    highWaterMark: 64 * 1024,
    read() {
      if (controller.paused) controller.resume();
    },
    destroy(error, callback) {
      // The relay stopped early (client gone, a limit reached): the upstream request goes with it.
      if (!finished) {
        finished = true;
        controller.abort(error ?? new Error('stream relay stopped'));
      }
      callback(error);
    },
  });
  return {
    body,
    push(chunk) {
      if (finished) return;
      if (!body.push(chunk)) controller.pause();
    },
    end() {
      if (finished) return;
      finished = true;
      body.push(null);
    },
    fail(error) {
      if (finished) return;
      finished = true;
      body.destroy(error);
    },
  };
}
