import { fail, isAbortError } from '../errors.js';
import type { Limits } from '../limits.js';
import { formatBytes } from './decode.js';

export interface FetchSpecOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  limits: Limits;
  /** Called once with the first decoded bytes, while the rest still downloads (lets the loader start fetching
   * the right parser chunk early). */
  onHead?: (head: string) => void;
}

/**
 * Fetches spec text. Network and CORS failures, non-2xx answers and oversized bodies become `fetch-failed`
 * / `too-large` errors whose messages say what to do; cancellation becomes `aborted`.
 */
export async function fetchSpecText(url: string, options: FetchSpecOptions): Promise<string> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') fail('fetch-failed', 'No fetch implementation is available to load the spec.');
  let response: Response;
  try {
    response = await fetchImpl(url, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) fail('aborted', 'Loading the spec was cancelled.');
    const reason = error instanceof Error ? error.message : String(error);
    return fail(
      'fetch-failed',
      `Could not fetch the spec from ${url} (${reason}). If it is on another origin, its server must allow this page ` +
        'with CORS (Access-Control-Allow-Origin), or serve the spec from the same origin; also check the URL and the network.',
      url,
    );
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    fail('fetch-failed', `The spec URL ${url} answered HTTP ${status}; check that spec-url points at the spec content.`, url);
  }
  const length = response.headers.get('content-length');
  const declared = length === null ? NaN : Number(length);
  if (Number.isFinite(declared) && declared > options.limits.maxSpecBytes) tooLarge(options.limits);
  try {
    return await readCapped(response, options.limits, options.onHead);
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) fail('aborted', 'Loading the spec was cancelled.');
    throw error;
  }
}

/**
 * Reads the body, stopping as soon as it exceeds the size limit (Content-Length may be absent or wrong).
 * Bytes are decoded once at the end (decoding chunk by chunk in JS cost ~120 ms for a 12 MB spec); only the
 * first chunk is decoded early, for `onHead`.
 */
async function readCapped(response: Response, limits: Limits, onHead?: (head: string) => void): Promise<string> {
  const body = response.body;
  if (!body) {
    const text = await response.text();
    onHead?.(text.slice(0, 4096));
    return text;
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limits.maxSpecBytes) {
      await reader.cancel().catch(() => undefined);
      tooLarge(limits);
    }
    chunks.push(value);
    if (chunks.length === 1) onHead?.(new TextDecoder().decode(value.subarray(0, 4096)));
  }
  return new TextDecoder().decode(concat(chunks, bytes));
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const all = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

function tooLarge(limits: Limits): never {
  return fail('too-large', `The spec is larger than the ${formatBytes(limits.maxSpecBytes)} limit (limits.maxSpecBytes).`);
}
