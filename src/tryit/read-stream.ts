/**
 * Reads a streamed body piece by piece, for both transports: reports each item as it completes, keeps the raw
 * bytes (up to a limit) for the final response, and says how the stream ended.
 */
import { mediaTypeEssence } from '../http/media-type.js';
import { streamFormat } from '../model/stream-format.js';
import { streamItemParser } from './stream-items.js';
import { responseStream } from '../model/response-stream.js';
import type { Operation } from '../model/index.js';
import type { StreamListener, TryItStreamEnd, TryItStreamFormat, TryItStreamSummary } from './types.js';

/**
 * The format to read an answer in as it arrives: its Content-Type's, else the one the operation declares when the
 * answer's type says nothing better (missing, text/plain, application/octet-stream); undefined: read it whole.
 */
export function liveStreamFormat(contentType: string | undefined, declared?: TryItStreamFormat): TryItStreamFormat | undefined {
  const own = streamFormat(contentType);
  if (own && own !== 'multipart') return own;
  const essence = mediaTypeEssence(contentType ?? '');
  if (declared && (essence === '' || essence === 'text/plain' || essence === 'application/octet-stream')) return declared;
  return undefined;
}

/** The stream a success response of the operation declares, if any. */
export function declaredStream(operation: Pick<Operation, 'responses'> | undefined): TryItStreamFormat | undefined {
  return operation ? responseStream(operation)?.format : undefined;
}

/** A piece of the body: bytes (direct mode, a base64 proxy chunk) or text the proxy already decoded. */
export type StreamPiece = Uint8Array | string;

export interface StreamRead {
  bytes: Uint8Array;
  summary: TryItStreamSummary;
}

/** Thrown by a piece source when the stream stopped early for a stated reason (a proxy error record). */
export class StreamCut extends Error {
  constructor(
    message: string,
    readonly ended: TryItStreamEnd = 'cut',
  ) {
    super(message);
  }
}

export async function readStream(
  pieces: AsyncIterable<StreamPiece>,
  format: TryItStreamFormat,
  options: { listener?: StreamListener | undefined; maxBytes: number; stopped: () => boolean },
): Promise<StreamRead> {
  const parser = streamItemParser(format);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const kept: Uint8Array[] = [];
  let size = 0;
  let ended: TryItStreamEnd = 'complete';
  let detail: string | undefined;
  let items = 0;
  const emit = (found: ReturnType<typeof parser.push>): void => {
    items += found.length;
    for (const item of found) options.listener?.item?.(item);
  };
  try {
    for await (const piece of pieces) {
      const bytes = typeof piece === 'string' ? encoder.encode(piece) : piece;
      if (size + bytes.byteLength > options.maxBytes) {
        ended = 'limit';
        break;
      }
      kept.push(bytes);
      size += bytes.byteLength;
      emit(parser.push(typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true })));
      options.listener?.progress?.({ bytes: size, comments: parser.comments });
    }
    if (ended === 'complete') emit(parser.push(decoder.decode()).concat(parser.end()));
  } catch (e) {
    if (options.stopped()) ended = 'stopped';
    else {
      ended = e instanceof StreamCut ? e.ended : 'cut';
      detail = e instanceof Error ? e.message : String(e);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const piece of kept) {
    bytes.set(piece, at);
    at += piece.byteLength;
  }
  const summary: TryItStreamSummary = { format, items, comments: parser.comments, ended };
  if (detail !== undefined) summary.detail = detail;
  return { bytes, summary };
}

/** The chunks of a fetch body. */
export async function* bodyPieces(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    // Breaking out (a limit) or an abort: release the connection.
    reader.cancel().catch(() => undefined);
  }
}
