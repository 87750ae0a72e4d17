import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * How long a load runs before its loading view starts to move. Most pages load within it, and a still view costs
 * nothing: a shimmer or a turning spinner makes the compositor draw every frame, and on a 2-core machine without
 * a GPU that took the core the download and the first render need (GitHub's first operation came 50–60 ms later).
 */
const SLOW_LOAD_MS = 1000;

/** Says whether the current load has taken longer than SLOW_LOAD_MS; the host renders again when it has. */
export class SlowLoadController implements ReactiveController {
  slow = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Times one load; when it ends, a later load's timing (started meanwhile) is left alone. */
  async during<T>(load: () => Promise<T>): Promise<T> {
    clearTimeout(this.timer);
    this.slow = false;
    const timer = setTimeout(() => {
      this.slow = true;
      this.host.requestUpdate();
    }, SLOW_LOAD_MS);
    this.timer = timer;
    try {
      return await load();
    } finally {
      if (this.timer === timer) {
        clearTimeout(timer);
        this.timer = undefined;
        this.slow = false;
      }
    }
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
