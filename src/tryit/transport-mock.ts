/**
 * Mock mode: the request goes to the mock engine (src/mock/) through the direct transport's own reading, so a
 * mocked answer streams, times and reports exactly as a real one; only `mode` tells them apart. The engine is in
 * this chunk, fetched on the first Send to the mock.
 */
import type { ApiModel } from '../model/index.js';
import { mockFetch } from '../mock/mock-fetch.js';
import { sendDirect } from './transport-direct.js';
import type { SendableRequest, SendOptions, TryItResult } from './types.js';

export async function sendToMock(model: ApiModel, request: SendableRequest, options: SendOptions = {}): Promise<TryItResult> {
  const result = await sendDirect(request, { ...options, fetch: mockFetch(model, request.cookies ?? []) });
  return result.ok ? { ok: true, response: { ...result.response, mode: 'mock' } } : result;
}
