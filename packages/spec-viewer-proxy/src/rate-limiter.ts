/** What a rate limiter is, apart from the limiters themselves (the in-memory one and rate-limiter-flexible's). */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the current window. */
  remaining: number;
  /** When refused: ms until the window resets (the Retry-After value). */
  retryAfterMs: number;
}

/** Anything that can count a request for a key; pass your own as `rateLimitStore` to share limits your way. */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitDecision>;
  close?(): Promise<void>;
}
