import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

type Predicate = () => unknown | Promise<unknown>;

/**
 * open-wc's waitUntil with a 10 s default: its own default of 1 s fails tests on a loaded
 * two-core machine while three engines take turns, without anything being wrong.
 */
export function waitUntil(predicate: Predicate, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate as () => boolean | Promise<boolean>, message, { interval: 50, timeout: 10_000, ...options });
}
