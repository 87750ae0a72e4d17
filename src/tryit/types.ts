/** What Try-It hands to callbacks and events, and what transports return. */
import type { ApiModel, HttpBody, Operation } from '../model/index.js';
import type { BodyEncoding } from '../http/envelope.js';

/**
 * Passed to `onTryItRequest` and dispatched as `try-it-request` before a request is sent. It is the request Send
 * sends: whatever the callback changes (method, url, headers, body, cookies) is what goes out.
 */
export interface TryItRequest {
  /** The operation's operationId, else its generated deep-link id. */
  operationId: string;
  method: string;
  url: string;
  /** Header name → value as sent (cookies are not here: see `cookies`). */
  headers: Record<string, string>;
  /** The body as built from the form; null when there is none. */
  body: HttpBody | null;
  /** Sent as one Cookie header in proxy mode; browsers cannot set Cookie, so direct mode cannot send them. */
  cookies: Array<[string, string]>;
  /** `proxy` when `proxyUrl` is set; `mock` when the reader chose the mock server (answered in the page). */
  mode: TryItMode;
}

/** How a request goes out: fetch from the page, through the proxy, or to the in-page mock (no network at all). */
export type TryItMode = 'direct' | 'proxy' | 'mock';

/**
 * What the transports send: an HttpRequest (headers as an ordered list) or a TryItRequest (headers as a record,
 * as the callback left them). Either is read as it is; the headers are never converted back and forth.
 */
export interface SendableRequest {
  method: string;
  url: string;
  headers: ReadonlyArray<readonly [string, string]> | Readonly<Record<string, string>>;
  body?: HttpBody | null | undefined;
  cookies?: ReadonlyArray<readonly [string, string]> | undefined;
}

/** Passed to `onTryItResponse` and dispatched as `try-it-response` after a response arrived. */
export interface TryItResponse {
  operationId: string;
  status: number;
  statusText: string;
  /** Lower-case header names. In direct mode only the headers the server exposes through CORS are visible. */
  headers: Record<string, string>;
  /** Text for text responses (decoded from the declared charset); base64 of the bytes for binary ones. */
  body: string;
  bodyEncoding: BodyEncoding;
  /** True for PDF, images, audio, video, archives, octet-stream, fonts and similar. */
  isBinary: boolean;
  /**
   * The body bytes: as received, except for a text body the proxy decoded from another charset than UTF-8,
   * which is here in UTF-8.
   */
  bytes: Uint8Array;
  /** Size of the body in bytes, as the API sent it (after gzip/deflate/br are undone). */
  size: number;
  /** `content-type` without parameters ('' when absent). */
  contentType: string;
  /** Milliseconds: the whole round trip in direct mode, the target API's time as reported by the proxy. */
  duration: number;
  /** `mock`: the answer was made in the page from the document (see docs/mock.md), not by the API. */
  mode: TryItMode;
  /** Present when the body was read as a stream (SSE, JSON Lines, JSON text sequence): `body` is the whole raw stream. */
  stream?: TryItStreamSummary;
}

export type TryItErrorKind =
  /** Direct mode: the browser refused or could not complete the request (CORS, DNS, refused, mixed content). */
  | 'network'
  /** The request did not finish within the timeout. */
  | 'timeout'
  /** The user cancelled. */
  | 'aborted'
  /** The request cannot be sent this way (e.g. a body on GET in a browser). */
  | 'unsupported'
  /** Proxy mode: the proxy could not be reached or refused the request (4xx error envelope). */
  | 'proxy'
  /** Proxy mode: the proxy could not get a response from the target (502 envelope). */
  | 'upstream';

export interface TryItError {
  kind: TryItErrorKind;
  /** A sentence saying what happened and what to do. */
  message: string;
  /** Proxy error code (`{"error":{"code"}}`) when the proxy gave one. */
  code?: string;
  /** What happened as data, so an interface can word it in its own language (`message` is the English wording). */
  reason?: TryItErrorReason;
  /** HTTP status of the proxy response, for proxy/upstream errors. */
  status?: number;
}

/** The cause of a TryItError with its parameters; proxy and API texts (`detail`) are passed on as given. */
export type TryItErrorReason =
  | { code: 'not-absolute-url'; url: string }
  | { code: 'body-not-allowed'; method: string }
  /** CONNECT, TRACE or TRACK: fetch refuses them, only a proxy can send them. */
  | { code: 'method-not-allowed'; method: string }
  | { code: 'timeout'; seconds: number; proxy: boolean }
  | { code: 'cancelled' }
  | { code: 'network'; origin: string; pageOrigin?: string; mixedContent: boolean }
  | { code: 'body-unreadable'; detail: string }
  | { code: 'proxy-bad-envelope'; proxyUrl: string; status: number }
  | { code: 'proxy-unreachable'; proxyUrl: string }
  /** The proxy answered, but its CORS policy does not let this page's origin read it (`--cors-origin`). */
  | { code: 'proxy-origin-refused'; proxyUrl: string; pageOrigin: string }
  | { code: 'upstream-failed'; detail?: string }
  | { code: 'proxy-refused'; status: number; errorCode?: string; detail?: string };

export type TryItResult = { ok: true; response: TryItResponse } | { ok: false; error: TryItError };

export interface SendOptions {
  /** Fires the request through this proxy endpoint (docs/proxy.md#the-exchange) instead of fetching directly. */
  proxyUrl?: string;
  /** Answers the request in the page from this document (the mock, docs/mock.md): no network request is made. */
  mock?: ApiModel;
  signal?: AbortSignal;
  /** Milliseconds; 30000 by default (the proxy caps it with its own maxTimeout). */
  timeout?: number;
  operationId?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /**
   * Reads a streamed answer as it arrives and reports it here. Without it every answer is read whole. With it,
   * the timeout covers the wait for the response head only: a stream then runs until it ends or `signal` aborts
   * it, and an abort keeps what arrived (`stream.ended` is `stopped`).
   */
  stream?: StreamListener;
  /**
   * The operation sent: when a success response declares a stream (Server-Sent Events, JSON Lines, JSON text
   * sequence), an answer whose own Content-Type is missing or generic (text/plain, application/octet-stream) is
   * read as that stream.
   */
  operation?: Pick<Operation, 'responses'>;
  /** Bytes of a stream kept in memory before reading stops (`ended: 'limit'`); 16 MiB by default. */
  maxStreamBytes?: number;
}

export const DEFAULT_MAX_STREAM_BYTES = 16 * 1024 * 1024;

export const DEFAULT_TIMEOUT_MS = 30000;

/** How the answer is read as a stream: Server-Sent Events, or JSON items one per line / per record separator. */
export type TryItStreamFormat = 'sse' | 'json-lines' | 'json-seq';

/** One item of a streamed answer, as it arrived. `index` counts from 0 in arrival order. */
export type TryItStreamItem =
  /** A Server-Sent Event: `event` is `message` when the server named none; multi-line `data` is joined with "\n". */
  | { index: number; format: 'sse'; event: string; data: string; id?: string; retry?: number }
  /** One JSON text of JSON Lines / NDJSON or of a JSON text sequence (not parsed: it may be malformed). */
  | { index: number; format: 'json-lines' | 'json-seq'; data: string };

/** The status and headers of a streamed answer, known before its first item. */
export interface TryItStreamHead {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  format: TryItStreamFormat;
}

/**
 * How a stream ended: `complete` (the server closed it), `stopped` (Stop pressed), `cut` (the connection broke or
 * the proxy reported an error record), `limit` (it passed the size kept in memory).
 */
export type TryItStreamEnd = 'complete' | 'stopped' | 'cut' | 'limit';

/** On a TryItResponse whose body was read as a stream. */
export interface TryItStreamSummary {
  format: TryItStreamFormat;
  items: number;
  /** SSE comment lines (keep-alives): counted, not shown. */
  comments: number;
  ended: TryItStreamEnd;
  /** Why it was cut, or the proxy's message when its limit stopped it. */
  detail?: string;
}

/** Called as a streamed answer arrives (both transports). */
export interface StreamListener {
  start?(head: TryItStreamHead): void;
  item?(item: TryItStreamItem): void;
  /** After every chunk: bytes so far and comments so far. */
  progress?(progress: { bytes: number; comments: number }): void;
}
