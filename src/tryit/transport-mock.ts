/**
 * Mock mode: the request goes to the mock engine (src/mock/) through the direct transport's own reading, so a
 * mocked answer streams, times and reports exactly as a real one; only `mode` tells them apart. The engine is in
 * this chunk, fetched on the first Send to the mock.
 */
import type { ApiModel } from '../model/index.js';
import { mockFetch } from '../mock/mock-fetch.js';
import { serializeMultipart } from './bytes.js';
import { sendDirect } from './transport-direct.js';
import type { SendableRequest, SendOptions, TryItResult } from './types.js';

/**
 * A multipart body as the bytes a browser would send: WebKit cannot read back a FormData holding a file (the mock
 * needs the bytes), so the parts are serialized here, boundary in the Content-Type, as the proxy transport does.
 */
async function withMultipartBytes(request: SendableRequest): Promise<SendableRequest> {
  if (request.body?.kind !== 'multipart') return request;
  const { bytes, contentType } = await serializeMultipart(request.body.parts);
  const headers = Array.isArray(request.headers) ? request.headers : Object.entries(request.headers);
  return {
    ...request,
    headers: [...headers.filter(([name]) => name.toLowerCase() !== 'content-type'), ['Content-Type', contentType]],
    body: { kind: 'binary', contentType, file: { filename: '', contentType, data: bytes } },
  };
}

export async function sendToMock(model: ApiModel, request: SendableRequest, options: SendOptions = {}): Promise<TryItResult> {
  const result = await sendDirect(await withMultipartBytes(request), { ...options, fetch: mockFetch(model, request.cookies ?? []) });
  return result.ok ? { ok: true, response: { ...result.response, mode: 'mock' } } : result;
}
