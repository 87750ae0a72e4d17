/** Reads the envelope from the client, refusing it once it passes the size limit or the time limit. */
import type { IncomingMessage } from 'node:http';
import { ProxyError } from './proxy-error.js';

export interface ReadBodyOptions {
  /** Bytes; reading stops at the first byte past it. */
  limit: number;
  /** Ms allowed for the whole body to arrive (slow-client protection). */
  timeout: number;
}

function tooLarge(limit: number): ProxyError {
  return new ProxyError(413, 'payload_too_large', `The request body exceeds ${limit} bytes (--max-body-size, option maxBodySize)`);
}

/**
 * Resolves with the whole body. Rejects with 413 as soon as the declared or received size passes the limit
 * (without buffering the rest), 408 when the body is too slow, 499 when the client goes away.
 */
export function readRequestBody(req: IncomingMessage, { limit, timeout }: ReadBodyOptions): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: ProxyError | null): void => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (error) {
        // Stop reading: the handler answers with Connection: close and the rest is never buffered.
        req.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) finish(tooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish(null);
    const onError = (): void => finish(new ProxyError(499, 'client_closed', 'The client aborted the request'));
    const onClose = (): void => {
      if (!req.complete) onError();
    };
    const timer = setTimeout(
      () => finish(new ProxyError(408, 'request_timeout', `The request body did not arrive within ${timeout} ms`)),
      timeout,
    );
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
