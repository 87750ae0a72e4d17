/**
 * HTTP requests with the path sent exactly as written: fetch() would normalize `..` and `%2e%2e` away
 * before they reach the server, which is the very thing the traversal tests must exercise.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON (throws when it is not JSON). */
  json(): unknown;
}

export function rawRequest(port: number, path: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body.toString('utf8')) as unknown,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The real-world corpus (never copied into the repository). */
export const corpus = (name: string): string => new URL(`../../../shared/specs/${name}`, import.meta.url).pathname;
