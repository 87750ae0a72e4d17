/**
 * Serves files below one folder (dist/ or demo/) with correct types. Only known extensions are served, hidden
 * files never, and a request can not leave its folder: `..`, backslashes, NUL and symlinks pointing outside
 * are refused.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, realpath } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { sendBytes, sendError } from './http-replies.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The relative path a raw URL tail names, or undefined when it tries to leave the folder. */
export function safeRelativePath(rawTail: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawTail);
  } catch {
    return undefined;
  }
  if (decoded === '' || decoded.includes('\0') || decoded.includes('\\') || isAbsolute(decoded)) return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  return segments.join(sep);
}

/** Serves `rawTail` (the URL path after the folder's prefix) from `root`. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rawTail: string,
): Promise<void> {
  const rel = safeRelativePath(rawTail);
  if (rel === undefined) {
    sendError(req, res, 400, 'bad-path', 'the path is not a plain file path inside this folder');
    return;
  }
  const type = TYPES[extname(rel).toLowerCase()];
  const notFound = () => sendError(req, res, 404, 'not-found', `no file at ${req.url ?? rawTail}`);
  const hidden = rel.split(sep).some((segment) => segment.startsWith('.'));
  if (!type || hidden) return notFound();
  try {
    const rootReal = await realpath(root);
    const fileReal = await realpath(resolve(root, rel));
    const inside = relative(rootReal, fileReal);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return notFound();
    sendBytes(req, res, 200, await readFile(fileReal), type);
  } catch {
    notFound();
  }
}
