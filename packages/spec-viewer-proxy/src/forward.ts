/**
 * The upstream call: one request through the guarded undici Agent, read into a response envelope, or, when the
 * caller can relay a stream and the target answers with one, handed back as a LiveUpstream.
 */
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { isLiveStream, type ProxyResponseEnvelope } from './from-viewer.js';
import type { ForwardRequest } from './envelope.js';
import { flattenResponseHeaders, sanitizeRequestHeaders } from './headers.js';
import { ProxyError } from './proxy-error.js';
import { createDecodingStream, decodeContentEncoding, encodeResponseBody, isDecodableEncoding } from './response-body.js';
import { originKey, type ConnectWait, type PendingConnects } from './pending-connects.js';
import type { UpstreamAbort } from './upstream-abort.js';
import { createUpstreamBody, LiveUpstream, type UpstreamBodySink } from './upstream-body.js';
import { toProxyError, type UpstreamProgress } from './upstream-failure.js';

export { UpstreamAbort } from './upstream-abort.js';
export { describeFailure } from './upstream-failure.js';

export interface ForwardOptions {
  dispatcher: Dispatcher;
  /** Cap on the response body, compressed and decoded. */
  maxBodySize: number;
  /** Total time for connect, headers and body, in ms. */
  timeout: number;
  /** Aborted by the handler when the proxy's own client goes away, and here on timeout. */
  abort: UpstreamAbort;
  /**
   * The caller can relay a stream: a live-stream answer (isLiveStream of its Content-Type) is then handed back
   * as a LiveUpstream once its head arrives; `timeout` covers only the wait for that head.
   */
  streamable?: boolean;
  /** Requests waiting for a connection, so that one given up cancels an opening nobody needs (pending-connects.ts). */
  connects?: PendingConnects;
}

/** A 502 or 403 from a failed forward carries the time spent so far, for the envelope and the audit record. */
export class ForwardError extends ProxyError {
  constructor(
    cause: ProxyError,
    readonly duration: number,
  ) {
    super(cause.status, cause.code, cause.message, cause.headers);
  }
}

function tooLarge(maxBodySize: number): ProxyError {
  return new ProxyError(
    502,
    'upstream_response_too_large',
    `The target's response body exceeds the proxy's maxBodySize of ${maxBodySize} bytes; it was cut off and discarded`,
  );
}

interface UpstreamResponse {
  statusCode: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The head of a live-stream answer; its body follows on `stream`. */
interface UpstreamStreamResponse extends Omit<UpstreamResponse, 'body'> {
  stream: Readable;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * One call through the dispatcher's handler interface, collecting the body straight into a Buffer. It is what
 * undici's `request()` is built on, minus the Readable stream and async-resource wrapping it adds per call
 * (about 30 µs of CPU per proxied request on the development machine). Rejects with a ProxyError when
 * the body passes maxBodySize (the download stops there) and with the abort's reason on timeout or client close.
 */
function dispatchOnce(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  maxBodySize: number,
  abort: UpstreamAbort,
  streamable: boolean,
  progress: UpstreamProgress,
  connects: { registry: PendingConnects; key: string } | undefined,
): Promise<UpstreamResponse | UpstreamStreamResponse> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    let statusCode = 0;
    let statusText = '';
    let headers: UpstreamResponse['headers'] = {};
    const chunks: Buffer[] = [];
    let size = 0;
    let live: UpstreamBodySink | undefined;

    let waiting: ConnectWait | undefined;
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      abort.off('abort', onAbort);
      // Stops the upstream transfer; undici then reports the abort to onResponseError, which is ignored.
      controller?.abort(error);
      // Still waiting for a connection: the opening is cancelled unless another request waits for it too.
      waiting?.abandon();
      reject(error);
    };
    const abortReason = (): Error => abort.reason ?? new Error('aborted');
    // Before the request reaches a socket there is no controller yet: settle now, abort in onRequestStart.
    const onAbort = (): void => fail(abortReason());
    if (abort.aborted) {
      reject(abortReason());
      return;
    }
    abort.once('abort', onAbort);

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        waiting?.started();
        progress.phase = 'headers';
        if (settled) started.abort(abortReason());
      },
      onResponseStart(responseController, status, responseHeaders, statusMessage) {
        progress.phase = 'body';
        statusCode = status;
        statusText = statusMessage ?? '';
        headers = responseHeaders;
        // HEAD, 204 and 304 answers declare the length of a body they do not carry.
        const hasBody = options.method !== 'HEAD' && status !== 204 && status !== 304;
        if (streamable && hasBody && !settled && isLiveStream(firstValue(responseHeaders['content-type']))) {
          // From here the relay owns the body, its limits and its abort (upstream-body.ts).
          settled = true;
          abort.off('abort', onAbort);
          live = createUpstreamBody(responseController);
          resolve({ statusCode, statusText, headers, stream: live.body });
          return;
        }
        const declaredLength = Number(responseHeaders['content-length']);
        if (hasBody && Number.isFinite(declaredLength)) progress.declared = declaredLength;
        if (hasBody && Number.isFinite(declaredLength) && declaredLength > maxBodySize) fail(tooLarge(maxBodySize));
      },
      onResponseData(_controller, chunk) {
        if (live) return live.push(chunk);
        if (settled) return;
        size += chunk.length;
        progress.received = size;
        if (size > maxBodySize) fail(tooLarge(maxBodySize));
        else chunks.push(chunk);
      },
      onResponseEnd() {
        if (live) return live.end();
        if (settled) return;
        settled = true;
        abort.off('abort', onAbort);
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
        resolve({ statusCode, statusText, headers, body });
      },
      onResponseError(_controller, error) {
        if (live) return live.fail(error);
        fail(error);
      },
    };
    try {
      waiting = connects?.registry.wait(connects.key);
      dispatcher.dispatch(options, handler);
    } catch (error) {
      fail(error as Error);
    }
  });
}

/** The head and body of a live-stream answer, with gzip, deflate or br undone as the JSON envelope does. */
function toLiveUpstream(response: UpstreamStreamResponse, started: number): LiveUpstream {
  const headers = flattenResponseHeaders(response.headers);
  let body = response.stream;
  const contentEncoding = headers['content-encoding'];
  const decoded = isDecodableEncoding(contentEncoding) ? contentEncoding : undefined;
  if (decoded !== undefined) {
    body = createDecodingStream(body, decoded);
    delete headers['content-encoding'];
    delete headers['content-length'];
  }
  const statusText = response.statusText || STATUS_CODES[response.statusCode] || '';
  return new LiveUpstream(response.statusCode, statusText, headers, body, started, decoded);
}

/**
 * Sends the request and returns the response envelope, or with `streamable` a LiveUpstream for a live-stream
 * answer; throws ForwardError (403, 499 or 502) on failure before the answer's head.
 */
export async function forwardRequest(
  forward: ForwardRequest,
  url: URL,
  options: ForwardOptions,
): Promise<ProxyResponseEnvelope | LiveUpstream> {
  const { dispatcher, maxBodySize, timeout, abort, streamable = false } = options;
  const timer = setTimeout(() => abort.abort('timeout'), timeout);
  const started = performance.now();
  const progress: UpstreamProgress = { phase: 'connect', received: 0 };
  try {
    const response = await dispatchOnce(
      dispatcher,
      {
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: forward.method as Dispatcher.HttpMethod,
        headers: sanitizeRequestHeaders(forward.headers),
        body: forward.body,
        headersTimeout: timeout,
        // A stream's gaps are timed by the relay (streamIdleTimeout); the overall timer covers any other body.
        bodyTimeout: streamable ? 0 : timeout,
      },
      maxBodySize,
      abort,
      streamable,
      progress,
      options.connects ? { registry: options.connects, key: originKey(url.protocol, url.hostname, url.port) } : undefined,
    );
    if ('stream' in response) return toLiveUpstream(response, started);
    let bytes = response.body;
    const headers = flattenResponseHeaders(response.headers);
    const contentEncoding = headers['content-encoding'];
    if (isDecodableEncoding(contentEncoding)) {
      try {
        bytes = await decodeContentEncoding(bytes, contentEncoding as string, maxBodySize);
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(maxBodySize);
        throw new ProxyError(502, 'upstream_error', `The target sent a corrupt ${contentEncoding} body`);
      }
      // The envelope carries the decoded bytes, so these two would now be wrong.
      delete headers['content-encoding'];
      delete headers['content-length'];
    }
    const duration = Math.round(performance.now() - started);
    const { body, bodyEncoding } = encodeResponseBody(bytes, headers['content-type']);
    // Listed in full (no spread): one fixed object shape per request keeps this path on V8's fast track.
    return {
      status: response.statusCode,
      statusText: response.statusText || STATUS_CODES[response.statusCode] || '',
      headers,
      body,
      bodyEncoding,
      duration,
      size: bytes.length,
    };
  } catch (error) {
    throw new ForwardError(toProxyError(error, abort, timeout, progress), Math.round(performance.now() - started));
  } finally {
    clearTimeout(timer);
  }
}
