/** One AbortSignal for "the user cancelled or the timeout passed", telling the two apart afterwards. */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  /** Clears the timer; call when the request settled. */
  done(): void;
  /** Clears the timer but keeps the user's abort: a stream runs past the timeout until it ends or is stopped. */
  clearTimer(): void;
}

export function deadline(timeoutMs: number, userSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(userSignal?.reason);
  if (userSignal?.aborted) controller.abort(userSignal.reason);
  else userSignal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clearTimer: () => clearTimeout(timer),
    done: () => {
      clearTimeout(timer);
      userSignal?.removeEventListener('abort', onAbort);
    },
  };
}
