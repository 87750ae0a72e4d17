/** The upstream call: one request through the guarded undici Agent, read into a response envelope. */
import { EventEmitter } from 'node:events';
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import { request, type Dispatcher } from 'undici';
import type { ForwardRequest, ProxyResponseEnvelope } from './envelope.js';
import { flattenResponseHeaders, sanitizeRequestHeaders } from './headers.js';
import { ProxyError } from './proxy-error.js';
import { decodeContentEncoding, encodeResponseBody, isDecodableEncoding } from './response-body.js';
import { isSsrfBlockedError } from './ssrf-guard.js';

/**
 * Cancels one upstream call, and remembers why. undici accepts any EventEmitter with `aborted` and `reason` as
 * its signal; this costs far less per request than an AbortController with listeners.
 */
export class UpstreamAbort extends EventEmitter {
  aborted = false;
  reason: Error | undefined;
  cause: 'timeout' | 'client' | undefined;

  abort(cause: 'timeout' | 'client'): void {
    if (this.aborted) return;
    this.aborted = true;
    this.cause = cause;
    this.reason = new Error(cause === 'timeout' ? 'upstream timeout' : 'client closed');
    this.emit('abort');
  }
}

export interface ForwardOptions {
  dispatcher: Dispatcher;
  /** Cap on the response body, compressed and decoded. */
  maxBodySize: number;
  /** Total time for connect, headers and body, in ms. */
  timeout: number;
  /** Aborted by the handler when the proxy's own client goes away, and here on timeout. */
  abort: UpstreamAbort;
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

/** Stops reading a body we will not use; undici reports the abort as an error event, which is expected here. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** Reads the body into one Buffer, failing (and stopping the download) at the first byte past maxBodySize. */
function readCapped(body: Dispatcher.ResponseData['body'], maxBodySize: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodySize) {
        discard(body);
        reject(tooLarge(maxBodySize));
        return;
      }
      chunks.push(chunk);
    });
    body.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)));
    body.once('error', reject);
  });
}

function describeFailure(error: unknown): string {
  const err = error as { code?: unknown; message?: unknown; cause?: unknown };
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof err.code === 'string' ? err.code : typeof cause?.code === 'string' ? cause.code : undefined;
  const message = typeof err.message === 'string' && err.message !== '' ? err.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

function toProxyError(error: unknown, abort: UpstreamAbort, timeout: number): ProxyError {
  if (error instanceof ProxyError) return error;
  if (abort.cause === 'client') return new ProxyError(499, 'client_closed', 'The client closed the connection');
  if (abort.cause === 'timeout') {
    return new ProxyError(502, 'upstream_timeout', `The target did not answer within ${timeout} ms`);
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (isSsrfBlockedError(error)) return new ProxyError(403, 'ssrf_blocked', error.message);
  if (isSsrfBlockedError(cause)) return new ProxyError(403, 'ssrf_blocked', cause.message);
  return new ProxyError(502, 'upstream_error', `The target could not be reached: ${describeFailure(error)}`);
}

/** Sends the request and returns the response envelope; throws ForwardError (403, 499 or 502) on failure. */
export async function forwardRequest(
  forward: ForwardRequest,
  url: URL,
  options: ForwardOptions,
): Promise<ProxyResponseEnvelope> {
  const { dispatcher, maxBodySize, timeout, abort } = options;
  const timer = setTimeout(() => abort.abort('timeout'), timeout);
  const started = performance.now();
  try {
    const response = await request(url, {
      dispatcher,
      method: forward.method as Dispatcher.HttpMethod,
      headers: sanitizeRequestHeaders(forward.headers),
      body: forward.body,
      signal: abort,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    // HEAD, 204 and 304 answers declare the length of a body they do not carry.
    const hasBody = forward.method !== 'HEAD' && response.statusCode !== 204 && response.statusCode !== 304;
    const declaredLength = Number(response.headers['content-length']);
    if (hasBody && Number.isFinite(declaredLength) && declaredLength > maxBodySize) {
      discard(response.body);
      throw tooLarge(maxBodySize);
    }
    let bytes = await readCapped(response.body, maxBodySize);
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
    return {
      status: response.statusCode,
      statusText: response.statusText || STATUS_CODES[response.statusCode] || '',
      headers,
      ...encodeResponseBody(bytes, headers['content-type']),
      duration,
    };
  } catch (error) {
    throw new ForwardError(toProxyError(error, abort, timeout), Math.round(performance.now() - started));
  } finally {
    clearTimeout(timer);
  }
}
