/**
 * Whether an operation answers with a live stream: the one fact code samples and Try-It need about its responses,
 * decided here once (stream-format.ts says which media types are live streams).
 */
import type { Operation, Response } from './index.js';
import { isLiveStream, streamFormat, type StreamFormat } from './stream-format.js';

/** The response body is a live stream: samples print it line by line, Try-It reads it item by item. */
export interface ResponseStream {
  format: Exclude<StreamFormat, 'multipart'>;
  /**
   * The declared media type without parameters, lower-case: one of the few stream-format.ts knows (`text/event-stream`,
   * `application/x-ndjson` …), so samples may print it in a comment as it is.
   */
  mediaType: string;
}

const isSuccess = (response: Response): boolean => /^2(\d\d|xx)$/i.test(response.status);

/**
 * The live stream a success response declares: a 2xx response's, or `default`'s when there is no 2xx one.
 * The first live media type wins; multipart/mixed is read whole, so it is no stream here.
 */
export function responseStream(operation: Pick<Operation, 'responses'>): ResponseStream | undefined {
  const success = operation.responses.filter(isSuccess);
  const candidates = success.length > 0 ? success : operation.responses.filter((r) => r.status === 'default');
  for (const response of candidates) {
    const media = response.content.find((m) => isLiveStream(m.mediaType));
    if (media) {
      const mediaType = media.mediaType.split(';')[0]!.trim().toLowerCase();
      return { format: streamFormat(mediaType) as ResponseStream['format'], mediaType };
    }
  }
  return undefined;
}
