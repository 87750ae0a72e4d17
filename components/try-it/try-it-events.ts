/**
 * The events Try-It dispatches, added to the shared event map (module augmentation keeps components/shared
 * untouched): `addEventListener('try-it-response', (e) => e.detail.status)` is typed.
 */
import type { HttpRequest, TryItRequest, TryItResponse, TryItStreamItem } from '../../src/index.js';

/** `try-it-change`: the form changed; `request` is what Send would send now (code samples follow it). */
export interface TryItChangeDetail {
  operationId: string;
  request: HttpRequest;
}

/** `try-it-stream-item`: one item of a streamed answer, as it arrived (`try-it-response` follows when it ends). */
export interface TryItStreamItemDetail {
  operationId: string;
  item: TryItStreamItem;
}

declare module '../shared/events.js' {
  interface SvEventMap {
    /** Before a Try-It request is sent (the same object `onTryItRequest` receives). */
    'try-it-request': TryItRequest;
    /** After a Try-It response arrived (the same object `onTryItResponse` receives). */
    'try-it-response': TryItResponse;
    'try-it-change': TryItChangeDetail;
    'try-it-stream-item': TryItStreamItemDetail;
  }
}
