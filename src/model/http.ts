/**
 * The one normalized request that Try-It sends, the proxy envelope wraps and every code sample prints.
 * Built by src/request/ from an Operation plus form state; never from raw spec JSON.
 */
export interface FilePart {
  /** File name as chosen by the user (samples print it, e.g. `-F file=@photo.png`). */
  filename: string;
  contentType: string;
  /** Bytes. Blob in the browser, Uint8Array in Node and tests. */
  data: Blob | Uint8Array;
}

export type MultipartPart =
  | { name: string; kind: 'field'; value: string; contentType?: string }
  | { name: string; kind: 'file'; file: FilePart };

export type HttpBody =
  /** JSON, XML, SOAP envelopes, plain text … sent verbatim with `contentType`. */
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'urlencoded'; fields: Array<[string, string]> }
  | { kind: 'multipart'; parts: MultipartPart[] }
  /** A raw binary body (application/octet-stream upload of one file). */
  | { kind: 'binary'; contentType: string; file: FilePart };

export interface HttpRequest {
  /** As sent: the fixed methods upper-case (`GET`, `QUERY`), custom ones as written (`PURGE`, `Link`); see methodToken. */
  method: string;
  /** Fully resolved: server + path with parameters substituted + query string. */
  url: string;
  /** Ordered; names as the user/spec wrote them; unique case-insensitively (custom headers already override). */
  headers: Array<[string, string]>;
  body?: HttpBody;
  /** Cookies from cookie parameters/apiKeys; transports decide how to send them (browsers cannot set Cookie). */
  cookies?: Array<[string, string]>;
}
