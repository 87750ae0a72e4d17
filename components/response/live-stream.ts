import type { TryItStreamHead, TryItStreamItem } from '../../src/index.js';

/**
 * A streamed answer as Try-It receives it: the head, the items so far (appended in place), the running counts.
 * Try-It owns it and bumps `revision` on every change; `<sv-response>` renders it.
 */
export interface LiveStream {
  head: TryItStreamHead;
  items: TryItStreamItem[];
  bytes: number;
  comments: number;
  /** performance.now() when the head arrived, and when the stream ended. */
  started: number;
  ended?: number;
  revision: number;
}
