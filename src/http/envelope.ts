/**
 * The proxy exchange, as both ends see it: the browser's proxy transport writes the request envelope and reads
 * the response envelope; the Node proxy reads and writes them. Types only.
 */

/** How `body` travels in JSON: `utf-8` is the text itself, `base64` the exact bytes. */
export type BodyEncoding = 'utf-8' | 'base64';

/** POSTed to the proxy. Optional fields may be left out by other clients; the browser always sends all of them. */
export interface ProxyRequestEnvelope {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string | null;
  bodyEncoding?: BodyEncoding;
  /** Milliseconds; absent or 0 means the proxy's default. */
  timeout?: number;
}

/** What the proxy answers when the target answered (and, with `headers` `{}`, when it could not reach it: 502). */
export interface ProxyResponseEnvelope {
  status: number;
  statusText: string;
  /** Names lower-cased; hop-by-hop headers removed. */
  headers: Record<string, string>;
  /** The text when `bodyEncoding` is `utf-8` (already decoded from the declared charset), else base64 of the bytes. */
  body: string;
  bodyEncoding: BodyEncoding;
  /** Milliseconds the target took. */
  duration: number;
  /**
   * Bytes of the target's body (after undoing gzip/deflate/br). A `utf-8` body decoded from another charset
   * has another length in UTF-8, so the size is carried; absent in the 502 envelope and from older proxies.
   */
  size?: number;
}

/**
 * The streamed envelope. A client that can read a stream as it arrives sends the envelope POST with
 * `Accept: application/x-ndjson`; when the target answers with a stream (`isLiveStream` of its content type:
 * Server-Sent Events, JSON Lines / NDJSON, JSON text sequences) the proxy answers 200 with
 * `Content-Type: application/x-ndjson`, one record per line: a `head`, then `chunk`s as the target sends them,
 * then one `end` or `error`. Any other answer is the JSON envelope above, unchanged.
 */
export const STREAM_ENVELOPE_MEDIA_TYPE = 'application/x-ndjson';

export type ProxyStreamRecord =
  | { type: 'head'; status: number; statusText: string; headers: Record<string, string> }
  /** Body bytes as they arrived: text decoded from the declared charset (split characters are held back), else base64. */
  | { type: 'chunk'; body: string; bodyEncoding: BodyEncoding }
  /** The target ended the body. `duration`: ms since the request went out; `size`: body bytes. */
  | { type: 'end'; duration: number; size: number }
  /** The stream stopped early: the target reset or garbled it, a limit was reached (size, idle time, duration), the proxy is stopping. */
  | { type: 'error'; code: string; message: string; duration: number; size: number };
