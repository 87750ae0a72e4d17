/**
 * Main-thread blocks, measured the same way in every engine (the Long Tasks API is Chromium's alone): a heartbeat
 * of short timers whose late firings are the time the thread was busy with something else.
 */
const TICK_MS = 10;

/** Starts watching; `stop()` returns each block over `threshold` ms seen since, in ms. */
export function watchMainThread(threshold = 50): { stop(): number[] } {
  const seen: number[] = [];
  let running = true;
  let last = performance.now();
  const beat = () => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late > threshold) seen.push(Math.round(late));
    last = now;
    if (running) setTimeout(beat, TICK_MS);
  };
  setTimeout(beat, TICK_MS);
  return {
    stop() {
      running = false;
      return seen;
    },
  };
}

/** Blocks over 50 ms while `work` runs. */
export async function longTasksDuring(work: () => Promise<unknown>): Promise<number[]> {
  const watch = watchMainThread();
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 3 * TICK_MS));
    return watch.stop();
  } catch (error) {
    watch.stop();
    throw error;
  }
}

/** The next idle period (requestIdleCallback where the engine has it, else a short timer, as the product does). */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}
