/** Sends a request through the configured transport: the proxy when `proxyUrl` is set, else fetch. */
import { methodToken, type HttpRequest } from '../model/index.js';
import type { SendableRequest, SendOptions, TryItMode, TryItRequest, TryItResult } from './types.js';

/**
 * Sends the request as it is: pass the TryItRequest an `onTryItRequest` callback saw, and its changes go out.
 * Each transport is its own chunk, fetched on the first Send: a page that is only read never downloads any.
 */
export async function sendTryIt(request: SendableRequest, options: SendOptions = {}): Promise<TryItResult> {
  if (options.mock) {
    const { sendToMock } = await import('./transport-mock.js');
    return sendToMock(options.mock, request, options);
  }
  if (options.proxyUrl) {
    const { sendViaProxy } = await import('./transport-proxy.js');
    return sendViaProxy(options.proxyUrl, request, options);
  }
  const { sendDirect } = await import('./transport-direct.js');
  return sendDirect(request, options);
}

/**
 * The object handed to `onTryItRequest` and the `try-it-request` event, and then sent: the one place where
 * the built request's header list becomes the record a callback edits.
 */
export function toTryItRequest(request: HttpRequest, operationId: string, mode: TryItMode): TryItRequest {
  return {
    operationId,
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: request.body ?? null,
    cookies: request.cookies ? request.cookies.map(([n, v]): [string, string] => [n, v]) : [],
    mode,
  };
}

/** The TryItRequest as an HttpRequest again (e.g. for code samples of what was sent); sending does not need it. */
export function fromTryItRequest(tryIt: TryItRequest): HttpRequest {
  const request: HttpRequest = {
    method: methodToken(tryIt.method),
    url: tryIt.url,
    headers: Object.entries(tryIt.headers).map(([n, v]): [string, string] => [n, String(v)]),
  };
  if (tryIt.body) request.body = tryIt.body;
  if (tryIt.cookies.length > 0) request.cookies = tryIt.cookies.map(([n, v]): [string, string] => [n, String(v)]);
  return request;
}
