/**
 * Relays a live-stream answer to the proxy's client as the streamed envelope (docs/proxy.md#streamed-responses):
 * a `head` record, a `chunk` record per piece of body as it arrives, then exactly one `end` or `error` record.
 * The stream's limits live here: total size, idle time between chunks, total duration. Every early stop, the
 * client's included, aborts the upstream request at once.
 */
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { STREAM_ENVELOPE_MEDIA_TYPE, type ProxyStreamRecord } from './from-viewer.js';
import type { ProxyErrorCode } from './proxy-error.js';
import { createChunkEncoder } from './stream-chunk-encoder.js';
import type { UpstreamAbort } from './upstream-abort.js';
import type { LiveUpstream } from './upstream-body.js';
import { answerFault, describeFailure } from './upstream-failure.js';

export interface StreamLimits {
  maxStreamSize: number;
  streamIdleTimeout: number;
  maxStreamDuration: number;
}

/** How a stream ended: its `end` record, its `error` record (the proxy stopping included), or the client went away first. */
export type StreamEnd = 'end' | 'error' | 'client_closed';

export interface StreamOutcome {
  ended: StreamEnd;
  /** The error record's code, or `client_closed`. */
  code?: ProxyErrorCode;
  /** Body bytes relayed. */
  size: number;
  /** Ms since the request went out. */
  duration: number;
}

/** True when the client asked for the streamed envelope: `Accept` lists application/x-ndjson (q above 0). */
export function wantsStreamEnvelope(accept: string | undefined): boolean {
  const lower = accept?.toLowerCase();
  if (lower === undefined || !lower.includes(STREAM_ENVELOPE_MEDIA_TYPE)) return false;
  return lower.split(',').some((range) => {
    const [type = '', ...params] = range.split(';');
    if (type.trim() !== STREAM_ENVELOPE_MEDIA_TYPE) return false;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

/** setTimeout's largest delay; a longer one would fire at once. */
const maxDelay = 2_147_483_647;

function failureRecord(error: Error, contentEncoding: string | undefined, size: number): { code: ProxyErrorCode; message: string } {
  const zlibCode = (error as { code?: unknown }).code;
  if (typeof zlibCode === 'string' && zlibCode.startsWith('Z_')) {
    return { code: 'upstream_error', message: `The target sent a corrupt ${contentEncoding ?? 'compressed'} stream` };
  }
  // The same codes as before the head (reset, malformed); the message says where the stream stood.
  const code = answerFault(error, { phase: 'body', received: size })?.code ?? 'upstream_error';
  return { code, message: `The target's stream broke off: ${describeFailure(error)}` };
}

const stoppingMessage = 'The proxy is stopping (SIGTERM, SIGINT or close()); the stream was ended here';

/**
 * Answers 200 with the streamed envelope and relays `upstream` until it ends, fails, passes a limit, the client
 * goes away or the proxy stops (`clientGone` aborted, with its cause). Resolves with how it ended, for the audit
 * record, once the last record has been handed to the client's socket (or that socket closed); never rejects.
 */
export function relayStream(
  res: ServerResponse,
  upstream: LiveUpstream,
  limits: StreamLimits,
  extraHeaders: Readonly<Record<string, string>>,
  clientGone: UpstreamAbort,
): Promise<StreamOutcome> {
  const { body } = upstream;
  const encoder = createChunkEncoder(upstream.headers['content-type']);
  const elapsed = (): number => Math.round(performance.now() - upstream.started);
  const write = (record: ProxyStreamRecord): boolean => res.write(`${JSON.stringify(record)}\n`);
  let size = 0;
  let waitingForClient = false;

  return new Promise((resolve) => {
    let done = false;
    const finish = (ended: StreamEnd, code?: ProxyErrorCode, message = ''): void => {
      if (done) return;
      done = true;
      clearTimeout(idleTimer);
      clearTimeout(deadline);
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      clientGone.off('abort', onAbort);
      res.off('drain', onDrain);
      // Anything but the target's own end stops the upstream request now (a no-op when it already failed).
      if (ended !== 'end') body.destroy();
      const duration = elapsed();
      if (ended !== 'client_closed') {
        // Bytes of a character the body never completed: sent as they are.
        const rest = encoder.flush();
        if (rest) write({ type: 'chunk', body: rest.body, bodyEncoding: rest.bodyEncoding });
        write(code ? { type: 'error', code, message, duration, size } : { type: 'end', duration, size });
        res.end();
      }
      const outcome: StreamOutcome = { ended, ...(code ? { code } : {}), size, duration };
      // Waited for so that a stop closing idle connections next does not cut the last record.
      if (ended === 'client_closed' || res.writableFinished || res.destroyed) resolve(outcome);
      else {
        const settle = (): void => {
          res.off('finish', settle);
          res.off('close', settle);
          resolve(outcome);
        };
        res.on('finish', settle);
        res.on('close', settle);
      }
    };

    const onData = (chunk: Buffer): void => {
      if (size + chunk.length > limits.maxStreamSize) {
        finish('error', 'upstream_response_too_large', `The stream passed the proxy's maxStreamSize of ${limits.maxStreamSize} bytes; it was cut off there`);
        return;
      }
      size += chunk.length;
      idleTimer.refresh();
      const encoded = encoder.push(chunk);
      if (encoded && !write({ type: 'chunk', body: encoded.body, bodyEncoding: encoded.bodyEncoding })) {
        // The client reads slower than the target sends: hold the target back (its socket pauses), and do not
        // count the wait against the target's idle time.
        body.pause();
        waitingForClient = true;
        res.once('drain', onDrain);
      }
    };
    const onDrain = (): void => {
      waitingForClient = false;
      idleTimer.refresh();
      body.resume();
    };
    const onEnd = (): void => finish('end');
    const onError = (error: Error): void => {
      const { code, message } = failureRecord(error, upstream.decodedEncoding, size);
      finish('error', code, message);
    };
    const onAbort = (): void => {
      if (clientGone.cause === 'shutdown') finish('error', 'proxy_stopping', stoppingMessage);
      else finish('client_closed', 'client_closed');
    };
    const onIdle = (): void => {
      if (waitingForClient) return;
      finish('error', 'stream_idle_timeout', `The target sent nothing for ${limits.streamIdleTimeout} ms (the proxy's streamIdleTimeout)`);
    };
    const onDeadline = (): void =>
      finish('error', 'stream_duration_exceeded', `The stream reached the proxy's maxStreamDuration of ${limits.maxStreamDuration} ms`);

    const idleTimer = setTimeout(onIdle, Math.min(limits.streamIdleTimeout, maxDelay));
    const deadline = setTimeout(onDeadline, Math.max(0, Math.min(limits.maxStreamDuration - elapsed(), maxDelay)));
    if (clientGone.aborted && clientGone.cause !== 'shutdown') {
      onAbort();
      return;
    }
    res.writeHead(200, {
      ...extraHeaders,
      'content-type': STREAM_ENVELOPE_MEDIA_TYPE,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Tells nginx and similar reverse proxies not to buffer the relay.
      'x-accel-buffering': 'no',
    });
    // Each record goes out as it is written, not held back to fill a packet.
    res.socket?.setNoDelay(true);
    write({ type: 'head', status: upstream.status, statusText: upstream.statusText, headers: upstream.headers });
    // Stopping already: the head, then at once the error record that says so.
    if (clientGone.aborted) {
      onAbort();
      return;
    }
    clientGone.once('abort', onAbort);
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
  });
}
