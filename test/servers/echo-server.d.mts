/** Types of echo-server.mjs (the server itself stays plain JS so web-test-runner's config can import it). */
export interface EchoRecord {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyLength: number;
  bodySha256: string;
  bodyBase64: string;
  bodyText: string;
  /** multipart/form-data bodies: each part with the SHA-256 of its bytes. */
  parts?: Array<{ name?: string; filename?: string; contentType?: string; length: number; sha256: string; text?: string }>;
}
export interface EchoServer {
  url: string;
  port: number;
  requests: EchoRecord[];
  close(): Promise<void>;
}
export const PDF_BYTES: Buffer;
export const PNG_BYTES: Buffer;
export const LATIN1_BYTES: Buffer;
export const SHIFT_JIS_BYTES: Buffer;
export function startEchoServer(options?: { host?: string; port?: number }): Promise<EchoServer>;
export function multipartParts(contentType: string | undefined, body: Buffer): EchoRecord['parts'];
