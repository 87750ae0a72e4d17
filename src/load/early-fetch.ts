import { resolveLimits } from '../limits.js';
import { earlyDownloads, startEarlyDownload } from '../source/early-download.js';
import { readSpecResponse, type FetchSpecOptions } from '../source/fetch-spec.js';
import type { SpecText } from '../source/spec-text.js';
import { markPhase } from './timing.js';

export { absoluteUrl } from '../source/early-download.js';

/**
 * Starts downloading (and reading, as it arrives) a spec before anything asked to load it: the viewer's entry
 * does this for the `spec-url` of every `<spec-viewer>` already in the page, before the rest of its code is even
 * fetched. A later load of the same URL with default options takes the download over instead of fetching
 * again; a failed download fails that load with the same error it would have met. `url` as the load will get
 * it (relative to the page).
 */
export function prefetchSpec(url: string): void {
  startEarlyDownload(url);
}

/** The download prefetchSpec started for `absolute`, once, decoded as it arrives; its head goes to `onHead`. */
export function takePrefetched(absolute: string, onHead: NonNullable<FetchSpecOptions['onHead']>): Promise<SpecText> | undefined {
  const early = earlyDownloads()?.take(absolute);
  if (!early) return undefined;
  markPhase('fetch-start', early.startedAt);
  return readSpecResponse(early.response, absolute, { limits: resolveLimits(), onHead });
}
