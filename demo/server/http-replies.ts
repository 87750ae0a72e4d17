/** Small reply helpers shared by the demo server's routes. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Error codes of the demo backend's JSON error body `{"error": {"code", "message"}}`. */
export type ErrorCode = 'not-found' | 'invalid-spec-id' | 'bad-path' | 'method-not-allowed' | 'internal';

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  sendBytes(req, res, status, Buffer.from(JSON.stringify(body)), 'application/json; charset=utf-8');
}

export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
): void {
  sendJson(req, res, status, { error: { code, message } });
}

/** Sends a complete body with an exact Content-Length; HEAD gets the headers only. */
export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  bytes: Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** GET and HEAD only: everything the demo serves is read-only. */
export function allowReadOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.setHeader('Allow', 'GET, HEAD');
  sendError(req, res, 405, 'method-not-allowed', `${req.method ?? 'This method'} is not allowed here; use GET`);
  return false;
}
