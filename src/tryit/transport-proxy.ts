/**
 * Proxy mode (docs/proxy.md#the-exchange): POST a JSON envelope to `proxyUrl`; the proxy calls the target and answers
 * with a JSON envelope. Multipart and raw binary bodies travel as base64 of the exact bytes to send; binary
 * responses come back as base64. Cookies become a Cookie header: the proxy, unlike a browser, may set it.
 */
import { STREAM_ENVELOPE_MEDIA_TYPE, type ProxyRequestEnvelope, type ProxyResponseEnvelope } from '../http/envelope.js';
import { mediaTypeEssence } from '../http/media-type.js';
import { methodToken } from '../model/http-method.js';
import { deadline } from './abort.js';
import { base64ToBytes, bytesToBase64, fileBytes, serializeMultipart } from './bytes.js';
import { toTryItResponse } from './response.js';
import { isHeaderList } from './transport-direct.js';
import type { SendableRequest, SendOptions, TryItError, TryItResult } from './types.js';
import { DEFAULT_TIMEOUT_MS } from './types.js';

export type { ProxyRequestEnvelope, ProxyResponseEnvelope } from '../http/envelope.js';

/** The envelope as the browser sends it: every field of the shared request envelope type filled. */
export type FullRequestEnvelope = Required<ProxyRequestEnvelope>;

function setHeader(headers: Record<string, string>, name: string, value: string): void {
  for (const existing of Object.keys(headers)) if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
  headers[name] = value;
}

export async function toProxyEnvelope(request: SendableRequest, timeout: number = DEFAULT_TIMEOUT_MS): Promise<FullRequestEnvelope> {
  // A list becomes the envelope's record here, once; a record (a TryItRequest's) is copied as it is.
  const headers: Record<string, string> = {};
  if (isHeaderList(request.headers)) for (const [name, value] of request.headers) setHeader(headers, name, value);
  else for (const name in request.headers) headers[name] = String(request.headers[name]);
  if (request.cookies && request.cookies.length > 0) {
    const existing = Object.entries(headers).find(([n]) => n.toLowerCase() === 'cookie')?.[1];
    const cookies = request.cookies.map(([n, v]) => `${n}=${v}`).join('; ');
    setHeader(headers, 'Cookie', existing ? `${existing}; ${cookies}` : cookies);
  }
  const envelope: FullRequestEnvelope = {
    url: request.url,
    method: methodToken(request.method),
    headers,
    body: null,
    bodyEncoding: 'utf-8',
    timeout,
  };
  const body = request.body;
  if (!body) return envelope;
  switch (body.kind) {
    case 'text':
      envelope.body = body.text;
      break;
    case 'urlencoded':
      envelope.body = new URLSearchParams(body.fields).toString();
      break;
    case 'multipart': {
      const payload = await serializeMultipart(body.parts);
      envelope.body = bytesToBase64(payload.bytes);
      envelope.bodyEncoding = 'base64';
      setHeader(headers, 'Content-Type', payload.contentType);
      break;
    }
    case 'binary':
      envelope.body = bytesToBase64(await fileBytes(body.file));
      envelope.bodyEncoding = 'base64';
      break;
  }
  return envelope;
}

function isResponseEnvelope(v: unknown): v is ProxyResponseEnvelope {
  if (v === null || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return typeof e.status === 'number' && typeof e.body === 'string' && e.headers !== null && typeof e.headers === 'object';
}

function errorObject(v: unknown): { code?: string; message?: string } | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const error = (v as { error?: unknown }).error;
  if (error === null || typeof error !== 'object') return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const out: { code?: string; message?: string } = {};
  if (typeof code === 'string') out.code = code;
  if (typeof message === 'string') out.message = message;
  return out;
}

/** The proxy's own "could not reach the target" answer is a 502 envelope with no headers (docs/proxy.md#statuses). */
/** The page's origin, when it has one (not in Node, not on file:// pages). */
function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined;
}

/**
 * Whether anything answers at the proxy's URL, asked in a way no CORS policy blocks (a no-cors GET, whose answer the
 * page may not read but sees arrive). A fetch that failed although this succeeds was refused by the proxy's CORS
 * policy, not lost on the network: the two need different advice.
 */
async function answersAtAll(proxyUrl: string, doFetch: typeof fetch): Promise<boolean> {
  try {
    await doFetch(proxyUrl, { method: 'GET', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

export function isUpstreamFailure(envelope: ProxyResponseEnvelope): boolean {
  return envelope.status === 502 && Object.keys(envelope.headers).length === 0;
}

export async function sendViaProxy(proxyUrl: string, request: SendableRequest, options: SendOptions = {}): Promise<TryItResult> {
  const fail = (error: TryItError): TryItResult => ({ ok: false, error });
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let envelope: FullRequestEnvelope;
  try {
    envelope = await toProxyEnvelope(request, timeout);
  } catch (e) {
    // A picked file that changed or vanished on disk cannot be read any more.
    const detail = e instanceof Error ? e.message : String(e);
    return fail({ kind: 'unsupported', message: `Could not read the request body: ${detail}`, reason: { code: 'body-unreadable', detail } });
  }
  // The proxy enforces the target timeout; allow it a little longer to answer with its 502 envelope.
  const limit = deadline(timeout + 5000, options.signal);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let res: Response;
  let payload: unknown;
  try {
    res = await doFetch(proxyUrl, {
      method: 'POST',
      // Asking for the streamed envelope: the proxy uses it only when the API answers with a stream.
      headers: { 'Content-Type': 'application/json', Accept: options.stream ? `${STREAM_ENVELOPE_MEDIA_TYPE}, application/json` : 'application/json' },
      body: JSON.stringify(envelope),
      signal: limit.signal,
    });
    if (options.stream && mediaTypeEssence(res.headers.get('content-type') ?? '') === STREAM_ENVELOPE_MEDIA_TYPE) {
      const { readProxyStream } = await import('./proxy-stream.js');
      const streamed = await readProxyStream(res, limit, options);
      if (streamed) return streamed;
      return fail({
        kind: 'proxy',
        status: res.status,
        message: `The proxy at ${proxyUrl} answered HTTP ${res.status} with a stream that does not start with its head record.`,
        reason: { code: 'proxy-bad-envelope', proxyUrl, status: res.status },
      });
    }
    const text = await res.text();
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      return fail({
        kind: 'proxy',
        status: res.status,
        message: `The proxy at ${proxyUrl} answered HTTP ${res.status} with something other than a JSON envelope.`,
        reason: { code: 'proxy-bad-envelope', proxyUrl, status: res.status },
      });
    }
  } catch {
    if (limit.timedOut()) {
      return fail({ kind: 'timeout', message: `The proxy did not answer within ${timeout / 1000} s.`, reason: { code: 'timeout', seconds: timeout / 1000, proxy: true } });
    }
    if (options.signal?.aborted) return fail({ kind: 'aborted', message: 'Request cancelled.', reason: { code: 'cancelled' } });
    const page = pageOrigin();
    if (page && (await answersAtAll(proxyUrl, doFetch))) {
      return fail({
        kind: 'proxy',
        message: `The proxy at ${proxyUrl} answered, but its CORS policy does not allow pages from ${page}. Start it with \`--cors-origin ${page}\` (or its \`corsOrigin\` option).`,
        reason: { code: 'proxy-origin-refused', proxyUrl, pageOrigin: page },
      });
    }
    return fail({
      kind: 'proxy',
      message: `Could not reach the proxy at ${proxyUrl}. Check \`proxy-url\` and that the proxy is running.`,
      reason: { code: 'proxy-unreachable', proxyUrl },
    });
  } finally {
    limit.done();
  }

  const error = errorObject(payload);
  // Checked first: the 502 envelope may also carry an `error` object naming the cause.
  if (isResponseEnvelope(payload) && isUpstreamFailure(payload)) {
    const e: TryItError = {
      kind: 'upstream',
      status: 502,
      message: `The proxy could not get a response from the API (502 Bad Gateway): ${payload.body || error?.message || 'no details given'}`,
      reason: payload.body || error?.message ? { code: 'upstream-failed', detail: payload.body || error?.message || '' } : { code: 'upstream-failed' },
    };
    if (error?.code !== undefined) e.code = error.code;
    return fail(e);
  }
  if (error || !isResponseEnvelope(payload)) {
    const e: TryItError = {
      kind: 'proxy',
      status: res.status,
      message: `The proxy refused the request (HTTP ${res.status}${error?.code ? `, ${error.code}` : ''}): ${error?.message ?? 'no error message given'}`,
      reason: { code: 'proxy-refused', status: res.status, ...(error?.code ? { errorCode: error.code } : {}), ...(error?.message !== undefined ? { detail: error.message } : {}) },
    };
    if (error?.code !== undefined) e.code = error.code;
    return fail(e);
  }
  // Trusted as labelled: a base64 body becomes bytes (once), a utf-8 body is the text itself.
  const size = typeof payload.size === 'number' ? payload.size : undefined;
  const response = toTryItResponse({
    status: payload.status,
    statusText: payload.statusText ?? '',
    headers: payload.headers,
    body:
      payload.bodyEncoding === 'base64'
        ? { bytes: base64ToBytes(payload.body) }
        : size === undefined
          ? { text: payload.body }
          : { text: payload.body, size },
    duration: typeof payload.duration === 'number' ? payload.duration : 0,
    mode: 'proxy',
    operationId: options.operationId ?? '',
  });
  return { ok: true, response };
}
