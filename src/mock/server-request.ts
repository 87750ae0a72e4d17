/**
 * A Node request as the mock engine reads it (a MockRequest): the target, the headers as sent and the body's
 * bytes, read up to a size and a time limit. Anything malformed becomes a problem answer, never a throw.
 * Node only (src/mock/server.ts).
 */
import type { IncomingMessage } from 'node:http';
import { problemJson } from './problem-json.js';
import type { MockAnswer, MockRequest } from './types.js';

/** Why a request was not read: the problem to answer (`answer`), or nothing when the client went away. */
export class UnreadRequest extends Error {
  constructor(readonly answer: MockAnswer | undefined) {
    super(answer ? `status ${answer.status}` : 'the client went away');
  }
}

export interface ReadLimits {
  /** Bytes; reading stops at the first byte past it (413). */
  maxBodyBytes: number;
  /** Ms the whole body may take to arrive (408). */
  bodyTimeoutMs: number;
}

/** Origin-form (`/path?q`) or absolute-form (`http://host/path`) targets; `*` and authority-form are refused. */
function targetUrl(req: IncomingMessage, fallbackHost: string): URL {
  const target = req.url ?? '';
  if (/^https?:\/\//i.test(target)) return new URL(target);
  if (!target.startsWith('/')) throw new UnreadRequest(problemJson(400, `The request target "${printable(target)}" is not a path: the mock answers paths such as /pets.`));
  const host = req.headers.host;
  const authority = host !== undefined && /^[A-Za-z0-9.\-_~[\]:]+$/.test(host) ? host : fallbackHost;
  // Appended, not resolved: `//pets` stays a path (resolving would read it as a host).
  return new URL(`http://${authority}${target}`);
}

/** A value as it may be quoted in a message or a log line: control characters escaped, long values cut. */
export function printable(text: string, max = 200): string {
  const escaped = text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      throw new UnreadRequest(problemJson(400, `The request header ${printable(raw[i]!, 60)} has a value no HTTP header may carry.`));
    }
  }
  return headers;
}

/** The whole body; rejects with UnreadRequest as soon as it passes the limit, is too slow, or the client goes away. */
function readBody(req: IncomingMessage, { maxBodyBytes, bodyTimeoutMs }: ReadLimits): Promise<Uint8Array> {
  const tooLarge = () =>
    new UnreadRequest(problemJson(413, `The request body is larger than the mock accepts (${maxBodyBytes} bytes).`, { maxBodyBytes }));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: UnreadRequest | undefined): void => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onClose);
      if (error) {
        // Nothing more is buffered: the answer goes out with Connection: close.
        req.pause();
        reject(error);
      } else {
        resolve(new Uint8Array(Buffer.concat(chunks, size)));
      }
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBodyBytes) finish(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish(undefined);
    const onGone = (): void => finish(new UnreadRequest(undefined));
    const onClose = (): void => {
      if (!req.complete) onGone();
    };
    const timer = setTimeout(() => finish(new UnreadRequest(problemJson(408, `The request body did not arrive within ${bodyTimeoutMs} ms.`))), bodyTimeoutMs);
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onClose);
  });
}

/** The MockRequest of `req`; rejects with UnreadRequest (a problem answer, or none when the client left). */
export async function readMockRequest(req: IncomingMessage, limits: ReadLimits, fallbackHost: string): Promise<MockRequest> {
  let url: URL;
  try {
    url = targetUrl(req, fallbackHost);
  } catch (error) {
    if (error instanceof UnreadRequest) throw error;
    throw new UnreadRequest(problemJson(400, `The request target "${printable(req.url ?? '')}" is not a valid URL.`));
  }
  const headers = headersOf(req);
  const body = await readBody(req, limits);
  return { method: (req.method ?? 'GET').toUpperCase(), url, headers, ...(body.byteLength > 0 ? { body } : {}) };
}
