/**
 * The clock of the Try-It form's persistence TTL (milliseconds since the epoch). Tests swap it (`useClock`) to
 * expire saved forms without waiting; it is not part of the package's API: only this module exports it.
 */
let current: () => number = Date.now;

export const now = (): number => current();

/** Replaces the clock until the returned function is called. */
export function useClock(clock: () => number): () => void {
  current = clock;
  return () => {
    current = Date.now;
  };
}
