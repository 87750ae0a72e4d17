/**
 * What a reader would notice on a page besides the element itself: uncaught errors, rejected promises nobody
 * handled, `console.error` calls, and a document wider than the window (the page scrolls sideways).
 */
export class PageProblems {
  readonly seen: string[] = [];
  private readonly restore: Array<() => void> = [];

  /** Starts listening; `stop()` ends it. */
  start(): void {
    const onError = (e: ErrorEvent) => this.seen.push(`uncaught: ${e.message}`);
    const onRejection = (e: PromiseRejectionEvent) => this.seen.push(`unhandled rejection: ${String(e.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const original = console.error;
    console.error = (...args: unknown[]) => {
      this.seen.push(`console.error: ${args.map(String).join(' ')}`);
      original.apply(console, args);
    };
    this.restore.push(
      () => window.removeEventListener('error', onError),
      () => window.removeEventListener('unhandledrejection', onRejection),
      () => (console.error = original),
    );
  }

  stop(): void {
    for (const undo of this.restore.splice(0)) undo();
    this.seen.length = 0;
  }
}

/** How much wider than the window the document is, in CSS pixels (0: no sideways scrolling). */
export async function sidewaysOverflow(): Promise<number> {
  // Two frames: the layout of what the last update rendered has happened.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  return Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
