import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

type Predicate = () => unknown | Promise<unknown>;

/** Far above any real wait: what waits here is a state, and a busy machine only reaches it later. */
const SAFETY_NET_MS = 60_000;

/**
 * open-wc's waitUntil as a wait for a state, not a speed check: its own 1 s default failed tests on a loaded
 * two-core machine without anything being wrong. A `timeout` asked for below the safety net is raised to it.
 */
export function waitUntil(predicate: Predicate, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  const timeout = Math.max(options.timeout ?? 0, SAFETY_NET_MS);
  return openWcWaitUntil(predicate as () => boolean | Promise<boolean>, message, { interval: options.interval ?? 50, timeout });
}
