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
