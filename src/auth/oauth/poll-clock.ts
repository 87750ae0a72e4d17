/**
 * The clock the device flow polls by. Tests swap it (`usePollClock`) to poll without waiting the real intervals;
 * it is not part of the package's API: only this module exports it.
 */
export interface PollClock {
  now(): number;
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const realClock: PollClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    }),
};

let current: PollClock = realClock;

export const pollClock = (): PollClock => current;

/** Replaces the clock until the returned function is called. */
export function usePollClock(clock: PollClock): () => void {
  current = clock;
  return () => {
    current = realClock;
  };
}
