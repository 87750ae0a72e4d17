/** What the mock reads and what it answers: one shape for the in-page transport and the `spec-viewer mock` server. */

/** A request as it reached the mock (from fetch in the page, or from Node's HTTP server). */
export interface MockRequest {
  /** Upper-case method token. */
  method: string;
  /** Absolute; the mock reads its path and query only (any host is the document's API). */
  url: URL;
  /** Names are case-insensitive, as on the wire. */
  headers: Headers;
  /** The body's bytes as sent; undefined when there is none. */
  body?: Uint8Array;
}

/** A streamed answer: its items as they go on the wire, one every `intervalMs`. */
export interface MockStream {
  /** Wire text of each item, separators included (`data: …\n\n` for SSE, `…\n` for JSON Lines). */
  pieces: string[];
  intervalMs: number;
}

export interface MockAnswer {
  status: number;
  /** In order; names as the document writes them. Content-Type is among them when there is a body. */
  headers: Array<[string, string]>;
  /** Text (UTF-8 on the wire), bytes, or a stream; undefined for no body. */
  body?: string | Uint8Array | MockStream;
}

/** Where a violation of the request was found. */
export type ViolationLocation = 'path' | 'query' | 'header' | 'cookie' | 'body' | 'security';

/** One way the request breaks what the document says, as listed in the problem+json answer. */
export interface RequestViolation {
  /** The status the violation alone would answer: 401 missing credentials, 415 media type, 400 anything else. */
  status: 400 | 401 | 415;
  location: ViolationLocation;
  /** The parameter's or security scheme's name; absent for the body. */
  name?: string;
  /** JSON pointer (RFC 6901) inside the parameter's or body's value; '' for the value as a whole. */
  pointer: string;
  /** One English sentence. */
  message: string;
  /** Security (401) only: the WWW-Authenticate challenge that asks for the missing credentials (http, oauth2, OpenID Connect). */
  challenge?: string;
}

export function isMockStream(body: MockAnswer['body']): body is MockStream {
  return typeof body === 'object' && body !== null && !(body instanceof Uint8Array);
}
