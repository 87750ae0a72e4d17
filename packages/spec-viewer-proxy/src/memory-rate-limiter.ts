/** The in-memory limiter used when rate-limiter-flexible is not installed: a fixed one-minute window per key. */
import type { RateLimitDecision, RateLimiter } from './rate-limiter.js';

interface Window {
  count: number;
  resetAt: number;
}

/** Keys kept at most; when full, expired windows are swept, then the oldest are dropped. */
const maxKeys = 100_000;

export function createMemoryRateLimiter(
  pointsPerWindow: number,
  windowMs = 60_000,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, Window>();
  const sweep = (): void => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  const sweeper = setInterval(sweep, windowMs);
  sweeper.unref();

  return {
    consume(key): Promise<RateLimitDecision> {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        if (windows.size >= maxKeys) {
          sweep();
          // Map order is insertion order: drop the oldest windows first.
          for (const oldest of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(oldest);
          }
        }
        window = { count: 0, resetAt: time + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= pointsPerWindow;
      return Promise.resolve({
        allowed,
        remaining: Math.max(0, pointsPerWindow - window.count),
        retryAfterMs: allowed ? 0 : window.resetAt - time,
      });
    },
    close(): Promise<void> {
      clearInterval(sweeper);
      windows.clear();
      return Promise.resolve();
    },
  };
}
