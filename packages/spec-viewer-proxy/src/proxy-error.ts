/** Errors the proxy answers itself, each with an HTTP status and a stable machine-readable code. */

export type ProxyErrorCode =
  | 'invalid_json'
  | 'invalid_envelope'
  | 'invalid_target'
  | 'origin_not_allowed'
  | 'domain_not_allowed'
  | 'ssrf_blocked'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'upstream_reset'
  | 'upstream_invalid_response'
  | 'upstream_headers_too_large'
  | 'upstream_response_too_large'
  | 'stream_idle_timeout'
  | 'stream_duration_exceeded'
  | 'client_closed'
  | 'proxy_stopping'
  | 'internal_error';

export class ProxyError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProxyErrorCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ProxyError';
  }
}

/** The JSON body of every error the proxy answers: `{"error": {"code", "message"}}`. */
export interface ProxyErrorBody {
  error: { code: ProxyErrorCode; message: string };
}
