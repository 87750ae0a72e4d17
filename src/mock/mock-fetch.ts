/**
 * The mock as a `fetch`: Try-It's direct transport sends through it, so a mocked answer goes through the same
 * reading, streaming, events and view as a real one. No network request is made.
 */
import type { ApiModel } from '../model/index.js';
import { statusReason } from '../http/status-reason.js';
import { mockAnswer } from './answer.js';
import { isMockStream, type MockAnswer, type MockStream } from './types.js';

/** A stream's pieces one by one, `intervalMs` apart; cancelling it (Stop) or aborting `signal` ends it. */
export function streamBody(stream: MockStream, signal?: AbortSignal | null): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const abort = () => {
        clearTimeout(timer);
        controller.error(signal?.reason ?? new DOMException('The stream was stopped.', 'AbortError'));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      const next = () => {
        if (signal?.aborted) return;
        const piece = stream.pieces[index++];
        if (piece === undefined) {
          signal?.removeEventListener('abort', abort);
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(piece));
        timer = setTimeout(next, stream.intervalMs);
      };
      next();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}

function responseBody(answer: MockAnswer, signal?: AbortSignal | null): BodyInit | null {
  const { body } = answer;
  if (body === undefined || answer.status === 204 || answer.status === 205 || answer.status === 304) return null;
  if (isMockStream(body)) return streamBody(body, signal);
  return body as BodyInit;
}

/** The answer as a fetch Response (statuses below 200, which a Response cannot carry, are sent as 200). */
export function toResponse(answer: MockAnswer, signal?: AbortSignal | null): Response {
  const status = answer.status < 200 || answer.status > 599 ? 200 : answer.status;
  return new Response(responseBody(answer, signal), { status, statusText: statusReason(status), headers: answer.headers });
}

/**
 * `cookies`: the request's cookies, which a page's fetch may not send (Cookie is a forbidden header) but the
 * mock, being in the page, can be handed directly.
 */
export function mockFetch(model: ApiModel, cookies: ReadonlyArray<readonly [string, string]> = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await request.arrayBuffer());
    // A Headers of our own: its guard lets Cookie in, unlike a Request's.
    const headers = new Headers(request.headers);
    if (cookies.length > 0) headers.set('Cookie', cookies.map(([n, v]) => `${n}=${v}`).join('; '));
    const answer = await mockAnswer(model, {
      method: request.method.toUpperCase(),
      url: new URL(request.url),
      headers,
      ...(body && body.byteLength > 0 ? { body } : {}),
    });
    if (init?.signal?.aborted) throw new DOMException('The request was cancelled.', 'AbortError');
    return toResponse(answer, init?.signal);
  };
}
