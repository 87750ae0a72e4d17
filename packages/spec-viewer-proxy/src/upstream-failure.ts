/**
 * What a failed exchange with the target tells the client (docs/proxy.md#statuses): one code per kind of fault,
 * and a message that says how far the exchange got, so "could not be reached" is never said of a target that
 * answered something.
 */
import { maxHeaderSize } from 'node:http';
import { ProxyError, type ProxyErrorCode } from './proxy-error.js';
import { isSsrfBlockedError } from './ssrf-blocked.js';
import type { UpstreamAbort } from './upstream-abort.js';

/** How far the exchange got: opening the connection (DNS, TCP, TLS), waiting for the response head, the body. */
export type UpstreamPhase = 'connect' | 'headers' | 'body';

export interface UpstreamProgress {
  phase: UpstreamPhase;
  /** Body bytes received so far. */
  received: number;
  /** The Content-Length the response declared, if any. */
  declared?: number;
}

/** `CODE: message` of a network error, for the messages the client sees. */
export function describeFailure(error: unknown): string {
  const err = error as { code?: unknown; message?: unknown; cause?: unknown };
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof err.code === 'string' ? err.code : typeof cause?.code === 'string' ? cause.code : undefined;
  const message = typeof err.message === 'string' && err.message !== '' ? err.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

function errorCode(error: unknown): string {
  const err = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = err?.code ?? err?.cause?.code;
  return typeof code === 'string' ? code : '';
}

// The connection ended before the answer did: a reset, a close mid-answer, a body short of its Content-Length.
const resetCodes: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH']);
// undici's own header and body timers run beside the proxy's timer and may fire first.
const timeoutCodes: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * The code of a fault in the target's answer (reset, malformed, headers too large), with its message; undefined
 * for any other failure. Used for the JSON errors and for a stream's error record alike.
 */
export function answerFault(error: unknown, progress: UpstreamProgress): { code: ProxyErrorCode; message: string } | undefined {
  const code = errorCode(error);
  const detail = describeFailure(error);
  if (code === 'UND_ERR_HEADERS_OVERFLOW') {
    return {
      code: 'upstream_headers_too_large',
      message: `The target's response headers exceed the ${maxHeaderSize} bytes the proxy reads (raise it with Node's --max-http-header-size)`,
    };
  }
  // undici's HTTPParserError often carries no HPE_ code; its name tells.
  if (code.startsWith('HPE_') || (error as { name?: unknown } | null)?.name === 'HTTPParserError') return { code: 'upstream_invalid_response', message: `The target sent a malformed response: ${detail}` };
  if (!resetCodes.has(code) || progress.phase === 'connect') return undefined;
  const { received, declared } = progress;
  const where =
    progress.phase === 'headers'
      ? 'before its response headers were complete'
      : `after ${received}${declared === undefined ? '' : ` of the ${declared}`} bytes of its response body`;
  return { code: 'upstream_reset', message: `The target closed the connection ${where} (${detail})` };
}

function timedOut(phase: UpstreamPhase, timeout: number): ProxyError {
  const what =
    phase === 'connect'
      ? 'The connection to the target (DNS lookup, TCP and TLS handshakes) was not open'
      : phase === 'headers'
        ? 'The target did not send its response headers'
        : 'The target did not finish its response';
  return new ProxyError(502, 'upstream_timeout', `${what} within ${timeout} ms (the request's timeout, at most --max-timeout, option maxTimeout)`);
}

/** The ProxyError for a forward that failed before its answer was handed on. */
export function toProxyError(error: unknown, abort: UpstreamAbort, timeout: number, progress: UpstreamProgress): ProxyError {
  if (error instanceof ProxyError) return error;
  if (abort.cause === 'client') return new ProxyError(499, 'client_closed', 'The client closed the connection');
  if (abort.cause === 'shutdown') {
    return new ProxyError(503, 'proxy_stopping', 'The proxy is stopping (SIGTERM, SIGINT or close()) and gave up waiting for the target', { connection: 'close' });
  }
  if (abort.cause === 'timeout' || timeoutCodes.has(errorCode(error))) return timedOut(progress.phase, timeout);
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (isSsrfBlockedError(error)) return new ProxyError(403, 'ssrf_blocked', error.message);
  if (isSsrfBlockedError(cause)) return new ProxyError(403, 'ssrf_blocked', cause.message);
  const fault = answerFault(error, progress);
  if (fault) return new ProxyError(502, fault.code, fault.message);
  return new ProxyError(502, 'upstream_error', `The target could not be reached: ${describeFailure(error)}`);
}
