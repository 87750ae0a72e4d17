import { fail, say } from '../errors.js';
import { fetchRefusal } from '../source/fetchable-url.js';
import { loadMessages } from '../source/texts.js';
import { fetchSpecText, type FetchSpecOptions } from '../source/fetch-spec.js';

/**
 * The fetch of related documents for one load: refuses non-http(s) URLs without a request, gives each fetch
 * a deadline (limits.relatedFetchTimeoutMs) and all of them together a budget (limits.relatedFetchBudgetMs),
 * because a server that accepts the connection and never answers must not keep the page loading. A refused
 * or timed-out document rejects with `fetch-failed`; the formats turn that into an unresolved-ref warning.
 * Cancelling the load (options.signal) still rejects with `aborted`.
 */
export function relatedFetcher(options: FetchSpecOptions): (url: string) => Promise<string> {
  const { limits } = options;
  let budgetEnd: number | undefined;
  return async (url: string) => {
    const refused = fetchRefusal(url);
    if (refused !== undefined) fail('fetch-failed', refused, url);
    budgetEnd ??= Date.now() + limits.relatedFetchBudgetMs;
    const remaining = budgetEnd - Date.now();
    if (remaining <= 0) fail('fetch-failed', say(loadMessages, 'relatedBudget', limits.relatedFetchBudgetMs), url);
    const budgetBound = remaining < limits.relatedFetchTimeoutMs;
    const wait = budgetBound ? remaining : limits.relatedFetchTimeoutMs;
    const deadline = new AbortController();
    const onOuterAbort = (): void => deadline.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const timer = setTimeout(() => deadline.abort(), wait);
    try {
      return await fetchSpecText(url, { ...options, signal: deadline.signal });
    } catch (error) {
      if (options.signal?.aborted) fail('aborted', say(loadMessages, 'loadCancelled'));
      if (deadline.signal.aborted) {
        fail(
          'fetch-failed',
          budgetBound
            ? say(loadMessages, 'relatedBudget', limits.relatedFetchBudgetMs)
            : say(loadMessages, 'relatedTimeout', url, limits.relatedFetchTimeoutMs),
          url,
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  };
}

