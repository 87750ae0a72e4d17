/**
 * The page entry's first act: requesting the specs already in the page and reading their bodies as they arrive,
 * before the viewer's own modules have even been fetched. This module imports nothing on purpose: the bundler
 * would otherwise move shared code into a chunk the entry imports, and the request would wait for that chunk.
 * For the same reason the entry and the loader (src/load/early-fetch.ts, in another chunk) meet through one global
 * property, and only the loader's lookup of it is shared.
 */

/** What the loader needs of a response: a fetch Response, or the read-ahead view of one. */
export type SpecResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'body' | 'arrayBuffer'>;

export interface EarlyDownload {
  response: Promise<SpecResponse>;
  /** `performance.now()` when the request went out. */
  startedAt: number;
}

/** What the entry leaves in the global property for the loader. */
export interface EarlyDownloads {
  /** The download started for `url` (resolved as at its start), once: a later load fetches again. */
  take(url: string): EarlyDownload | undefined;
}

interface Started extends EarlyDownload {
  drop: () => void;
}

/** What the entry may watch of a download it starts: the answer's headers, and its first bytes. */
export interface EarlyWatch {
  onResponse?: (response: Response) => void;
  onFirstBytes?: (bytes: Uint8Array) => void;
}

interface Host {
  __specViewerEarlyDownloads?: EarlyDownloads & { start(url: string, watch?: EarlyWatch): void };
}

/**
 * Bytes read ahead before anything takes the download over; beyond this the body waits in the network stack.
 * Larger than any spec the default limits accept, so a page's one big spec never stalls its own download.
 */
const READ_AHEAD_BYTES = 80 * 1024 * 1024;
/** A download nobody takes over is dropped after this long, so its body does not stay for the page's life. */
const UNCLAIMED_MS = 60_000;

/** The downloads the entry started, if it ran (the loader's side). */
export function earlyDownloads(): EarlyDownloads | undefined {
  return (globalThis as Host).__specViewerEarlyDownloads;
}

/**
 * Starts downloading `url` (once per absolute URL) and reads its body ahead into memory (the entry's side).
 * `watch` sees the answer's status and headers as soon as they arrive, then its first chunk of bytes.
 */
export function startEarlyDownload(url: string, watch: EarlyWatch = {}): void {
  const host = globalThis as Host;
  (host.__specViewerEarlyDownloads ??= earlyDownloader()).start(url, watch);
}

function earlyDownloader(): EarlyDownloads & { start(url: string, watch?: EarlyWatch): void } {
  const downloads = new Map<string, Started>();
  return {
    start(url, { onResponse, onFirstBytes } = {}) {
      const absolute = absoluteUrl(url);
      if (downloads.has(absolute) || typeof fetch !== 'function') return;
      let stop: (() => void) | undefined;
      const response = fetch(absolute).then((res) => {
        if (res.ok) {
          try {
            onResponse?.(res);
          } catch {
            // A hint only: the download goes on whatever it does.
          }
        }
        const ahead = readAhead(res, onFirstBytes);
        stop = () => void ahead.body?.cancel().catch(() => undefined);
        return ahead;
      });
      // Observed by the load that takes it over; until then a failure must not surface as unhandled.
      response.catch(() => undefined);
      const timer = setTimeout(() => {
        downloads.delete(absolute);
        stop?.();
      }, UNCLAIMED_MS);
      (timer as { unref?: () => void }).unref?.(); // Node: never keeps a process alive
      downloads.set(absolute, { response, startedAt: performance.now(), drop: () => clearTimeout(timer) });
    },
    take(url) {
      const absolute = absoluteUrl(url);
      const early = downloads.get(absolute);
      if (!early) return undefined;
      downloads.delete(absolute);
      // The timer's closure holds the body: cleared, so the document is not kept alive for its delay.
      early.drop();
      return { response: early.response, startedAt: early.startedAt };
    },
  };
}

/**
 * Resolves a spec URL as `fetch` does: against the document's base, else the location (servers and external refs
 * then have a base). The entry and the loader name a download alike through it.
 */
export function absoluteUrl(url: string): string {
  const page = globalThis as { document?: { baseURI?: string }; location?: { href?: string } };
  try {
    return new URL(url, page.document?.baseURI ?? page.location?.href).href;
  } catch {
    return url;
  }
}

/**
 * The response with its body piped into a queue that pulls eagerly: the browser keeps delivering bytes while
 * the page's modules load, instead of pausing the download until a reader appears. `onFirstBytes` sees the
 * first chunk as it passes.
 */
function readAhead(res: Response, onFirstBytes?: (bytes: Uint8Array) => void): SpecResponse {
  if (!res.body || typeof TransformStream !== 'function') return res;
  let first = onFirstBytes;
  const watch: Transformer<Uint8Array, Uint8Array> | undefined = first && {
    transform(chunk, controller) {
      if (first && chunk.byteLength > 0) {
        const seen = first;
        first = undefined;
        try {
          seen(chunk);
        } catch {
          // A hint only: the download goes on whatever it does.
        }
      }
      controller.enqueue(chunk);
    },
  };
  const queue = new TransformStream<Uint8Array, Uint8Array>(watch, undefined, new ByteLengthQueuingStrategy({ highWaterMark: READ_AHEAD_BYTES }));
  res.body.pipeTo(queue.writable).catch(() => undefined);
  const body = queue.readable as ReadableStream<Uint8Array<ArrayBuffer>>;
  return {
    ok: res.ok,
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
    body,
    arrayBuffer: () => new Response(body).arrayBuffer(),
  };
}
