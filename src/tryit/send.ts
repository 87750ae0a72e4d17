/** Sends a built request through the configured transport: the proxy when `proxyUrl` is set, else fetch. */
import type { HttpRequest } from '../model/index.js';
import { sendDirect } from './transport-direct.js';
import { sendViaProxy } from './transport-proxy.js';
import type { SendOptions, TryItRequest, TryItResult } from './types.js';

export function sendTryIt(request: HttpRequest, options: SendOptions = {}): Promise<TryItResult> {
  return options.proxyUrl ? sendViaProxy(options.proxyUrl, request, options) : sendDirect(request, options);
}

/** The object handed to `onTryItRequest` and the `try-it-request` event. */
export function toTryItRequest(request: HttpRequest, operationId: string, mode: 'direct' | 'proxy'): TryItRequest {
  return {
    operationId,
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: request.body ?? null,
    cookies: request.cookies ? request.cookies.map(([n, v]): [string, string] => [n, v]) : [],
    mode,
    request,
  };
}

/**
 * The request to send after `onTryItRequest` ran: a callback may change method, url and headers of the object it
 * was given (for example to sign the request), and those changes are honoured.
 */
export function fromTryItRequest(tryIt: TryItRequest): HttpRequest {
  const request: HttpRequest = {
    ...tryIt.request,
    method: tryIt.method.toUpperCase(),
    url: tryIt.url,
    headers: Object.entries(tryIt.headers).map(([n, v]): [string, string] => [n, String(v)]),
  };
  if (tryIt.body) request.body = tryIt.body;
  else delete request.body;
  return request;
}
