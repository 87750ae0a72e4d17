import { resolveLimits } from '../limits.js';
import { fetchSpecSource } from './fetch-spec.js';
import type { SpecText } from './spec-text.js';
import { markPhase } from './timing.js';

interface EarlyFetch {
  source: Promise<SpecText>;
  timer?: ReturnType<typeof setTimeout>;
  head?: string;
  onHead?: (head: string) => void;
}

/** Downloads started by prefetchSpec, by absolute URL, until a load takes them over. */
const started = new Map<string, EarlyFetch>();
/** A download nobody takes over is dropped after this long, so its text does not stay for the page's life. */
const UNCLAIMED_MS = 60_000;

/**
 * Starts downloading (and decoding, as it arrives) a spec before anything asked to load it: the viewer's entry
 * calls it for the `spec-url` of every `<spec-viewer>` already in the page, while the rest of its code still
 * evaluates. A later load of the same URL with default options takes the download over instead of fetching
 * again; a failed download fails that load with the same error it would have met. `url` as the load will get
 * it (relative to the page).
 */
export function prefetchSpec(url: string): void {
  const absolute = absoluteUrl(url);
  if (started.has(absolute)) return;
  const entry: EarlyFetch = {
    source: fetchSpecSource(absolute, {
      limits: resolveLimits(),
      onHead: (head) => {
        entry.head = head;
        entry.onHead?.(head);
      },
    }),
  };
  // Observed by the load that takes it over; until then a failure must not surface as unhandled.
  entry.source.catch(() => undefined);
  markPhase('fetch-start');
  started.set(absolute, entry);
  entry.timer = setTimeout(() => started.delete(absolute), UNCLAIMED_MS);
  (entry.timer as { unref?: () => void }).unref?.(); // Node: never keeps a process alive
}

/** The download prefetchSpec started for `absolute`, once: its head is handed to `onHead` as soon as known. */
export function takePrefetched(absolute: string, onHead: (head: string) => void): Promise<SpecText> | undefined {
  const entry = started.get(absolute);
  if (!entry) return undefined;
  started.delete(absolute);
  // The timer's closure holds the entry: cleared, so the document is not kept alive for its delay.
  clearTimeout(entry.timer);
  if (entry.head !== undefined) onHead(entry.head);
  else entry.onHead = onHead;
  return entry.source;
}

/** Resolves a relative spec URL against the page (browsers) so servers and external refs have a base. */
export function absoluteUrl(url: string): string {
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
