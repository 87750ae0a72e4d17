/**
 * Direct mode: the browser sends the request itself with fetch, so CORS applies. The browser cannot set
 * forbidden headers (Cookie among them), cannot send a body with GET/HEAD and refuses CONNECT, TRACE and TRACK;
 * all are reported, not hidden. Custom methods (`QUERY`, `PURGE`) go out as written.
 */
import { isBrowserForbiddenMethod, methodToken, type HttpBody } from '../model/index.js';
import { deadline } from './abort.js';
import { fileBlob, toFormData } from './bytes.js';
import { bodyPieces, declaredStream, liveStreamFormat, readStream } from './read-stream.js';
import { toTryItResponse } from './response.js';
import type { SendableRequest, SendOptions, TryItError, TryItErrorReason, TryItResult } from './types.js';
import { DEFAULT_MAX_STREAM_BYTES, DEFAULT_TIMEOUT_MS } from './types.js';

/** What fetch gets as `body`; multipart as FormData so the browser writes the boundary. */
export function fetchBody(body: HttpBody | null | undefined): BodyInit | undefined {
  if (!body) return undefined;
  switch (body.kind) {
    case 'text':
      return body.text;
    case 'urlencoded':
      return new URLSearchParams(body.fields).toString();
    case 'multipart':
      return toFormData(body.parts);
    case 'binary':
      return fileBlob(body.file);
  }
}

/**
 * Headers for fetch, in the shape they came (fetch takes a list or a record): a multipart Content-Type is left
 * to the browser (it alone knows the boundary).
 */
export function fetchHeaders(request: SendableRequest): HeadersInit {
  const { headers } = request;
  const multipart = request.body?.kind === 'multipart';
  if (isHeaderList(headers)) {
    return (multipart ? headers.filter(([n]) => n.toLowerCase() !== 'content-type') : headers) as Array<[string, string]>;
  }
  if (!multipart) return headers as Record<string, string>;
  const out: Record<string, string> = {};
  for (const name in headers) if (name.toLowerCase() !== 'content-type') out[name] = String(headers[name]);
  return out;
}

export function isHeaderList(headers: SendableRequest['headers']): headers is ReadonlyArray<readonly [string, string]> {
  return Array.isArray(headers);
}

function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined;
}

/** The message for a fetch that failed without a response: CORS and network failures look the same to a page. */
export function networkErrorMessage(url: string): string {
  return networkError(url).message;
}

function networkError(url: string): TryItError {
  const target = new URL(url);
  const page = pageOrigin();
  const mixed = page?.startsWith('https:') === true && target.protocol === 'http:';
  const reason: TryItErrorReason = { code: 'network', origin: target.origin, mixedContent: mixed };
  if (page) reason.pageOrigin = page;
  const from = page ? ` from ${page}` : '';
  const message =
    `The request to ${target.origin} failed before any response arrived. ` +
    (mixed
      ? `This page is served over https and the API over http, so the browser blocks it (mixed content). `
      : `Most likely the API does not allow cross-origin requests${from} (CORS), or the server is unreachable. `) +
    'Configure `proxy-url` to send Try-It requests through a proxy.';
  return { kind: 'network', message, reason };
}

export async function sendDirect(request: SendableRequest, options: SendOptions = {}): Promise<TryItResult> {
  const fail = (error: TryItError): TryItResult => ({ ok: false, error });
  const operationId = options.operationId ?? '';
  try {
    new URL(request.url);
  } catch {
    return fail({
      kind: 'unsupported',
      message: `“${request.url}” is not an absolute URL: choose a server for the request.`,
      reason: { code: 'not-absolute-url', url: request.url },
    });
  }
  const method = methodToken(request.method);
  if (isBrowserForbiddenMethod(method)) {
    const named = method.toUpperCase();
    return fail({
      kind: 'unsupported',
      message: `Browsers refuse to send ${named} requests. Configure \`proxy-url\` to send this one through a proxy.`,
      reason: { code: 'method-not-allowed', method: named },
    });
  }
  if ((method === 'GET' || method === 'HEAD') && request.body) {
    return fail({
      kind: 'unsupported',
      message: `Browsers cannot send a request body with ${method}. Configure \`proxy-url\` to send it through a proxy.`,
      reason: { code: 'body-not-allowed', method },
    });
  }
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const limit = deadline(timeout, options.signal);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const started = performance.now();
  try {
    const init: RequestInit = { method, headers: fetchHeaders(request), signal: limit.signal, redirect: 'follow' };
    const body = fetchBody(request.body);
    if (body !== undefined) init.body = body;
    const res = await doFetch(request.url, init);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const format = options.stream && res.body ? liveStreamFormat(headers['content-type'], declaredStream(options.operation)) : undefined;
    if (format && res.body) {
      limit.clearTimer(); // the timeout covered the wait for the head; Stop ends a stream
      options.stream?.start?.({ status: res.status, statusText: res.statusText, headers, format });
      const read = await readStream(bodyPieces(res.body), format, {
        listener: options.stream,
        maxBytes: options.maxStreamBytes ?? DEFAULT_MAX_STREAM_BYTES,
        stopped: () => options.signal?.aborted === true,
      });
      const response = toTryItResponse({
        status: res.status,
        statusText: res.statusText,
        headers,
        body: { bytes: read.bytes },
        duration: performance.now() - started,
        mode: 'direct',
        operationId,
      });
      return { ok: true, response: { ...response, stream: read.summary } };
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const response = toTryItResponse({
      status: res.status,
      statusText: res.statusText,
      headers,
      body: { bytes },
      duration: performance.now() - started,
      mode: 'direct',
      operationId,
    });
    return { ok: true, response };
  } catch {
    if (limit.timedOut()) {
      return fail({ kind: 'timeout', message: `No response within ${timeout / 1000} s; the request was stopped.`, reason: { code: 'timeout', seconds: timeout / 1000, proxy: false } });
    }
    if (options.signal?.aborted) return fail({ kind: 'aborted', message: 'Request cancelled.', reason: { code: 'cancelled' } });
    // fetch rejects with a bare "Failed to fetch": the page is not told whether CORS or the network was at fault.
    return fail(networkError(request.url));
  } finally {
    limit.done();
  }
}
