/**
 * Proxy mode, streamed (docs/proxy.md#streamed-responses): the proxy answers a stream as JSON records, one per
 * line — the head, the body's chunks as they came, then an end or an error record. Read here into the same
 * stream reading as direct mode.
 */
import type { ProxyStreamRecord } from '../http/envelope.js';
import { base64ToBytes } from './bytes.js';
import type { Deadline } from './abort.js';
import { bodyPieces, declaredStream, liveStreamFormat, readStream, StreamCut, type StreamPiece } from './read-stream.js';
import { toTryItResponse } from './response.js';
import type { SendOptions, TryItResult } from './types.js';
import { DEFAULT_MAX_STREAM_BYTES } from './types.js';

async function* records(body: ReadableStream<Uint8Array>): AsyncGenerator<ProxyStreamRecord> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of bodyPieces(body)) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as ProxyStreamRecord;
  }
  if (pending.trim() !== '') yield JSON.parse(pending) as ProxyStreamRecord;
}

/** Undefined when the answer does not start with a head record (the caller reports a bad envelope). */
export async function readProxyStream(res: Response, limit: Deadline, options: SendOptions): Promise<TryItResult | undefined> {
  if (!res.body) return undefined;
  const source = records(res.body);
  const first = await source.next().catch(() => undefined);
  if (!first || first.done || first.value.type !== 'head') return undefined;
  limit.clearTimer(); // the timeout covered the wait for the head; Stop ends a stream
  const head = first.value;
  const format = liveStreamFormat(head.headers['content-type'], declaredStream(options.operation)) ?? 'json-lines';
  options.stream?.start?.({ status: head.status, statusText: head.statusText, headers: head.headers, format });
  let end: { duration: number; size: number } | undefined;
  let binary = false;
  async function* pieces(): AsyncGenerator<StreamPiece> {
    for (;;) {
      const next = await source.next();
      if (next.done) throw new StreamCut('The proxy closed the stream before its end.');
      const record = next.value;
      if (record.type === 'chunk') {
        binary ||= record.bodyEncoding === 'base64';
        yield record.bodyEncoding === 'base64' ? base64ToBytes(record.body) : record.body;
      } else if (record.type === 'end') {
        end = record;
        return;
      } else if (record.type === 'error') {
        end = record;
        throw new StreamCut(record.message, /size|large/i.test(record.code) ? 'limit' : 'cut');
      }
    }
  }
  const read = await readStream(pieces(), format, {
    listener: options.stream,
    maxBytes: options.maxStreamBytes ?? DEFAULT_MAX_STREAM_BYTES,
    stopped: () => options.signal?.aborted === true,
  });
  // Text chunks were decoded by the proxy: the kept bytes are their UTF-8.
  const response = toTryItResponse({
    status: head.status,
    statusText: head.statusText,
    headers: head.headers,
    body: binary ? { bytes: read.bytes } : { text: new TextDecoder().decode(read.bytes), ...(end ? { size: end.size } : {}) },
    duration: end?.duration ?? 0,
    mode: 'proxy',
    operationId: options.operationId ?? '',
  });
  return { ok: true, response: { ...response, stream: read.summary } };
}
