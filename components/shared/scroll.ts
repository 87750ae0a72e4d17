/**
 * Scrolls `el` to the top of the viewport and keeps it there while lazily rendered content above it settles
 * (placeholders above the target grow when they render). Stops after `maxMs`, once the position has been
 * stable for a few frames, or as soon as the reader scrolls by themselves.
 */
export function scrollIntoViewStable(el: Element, maxMs = 1500): Promise<void> {
  el.scrollIntoView({ block: 'start', behavior: 'instant' });
  return new Promise((resolve) => {
    const start = performance.now();
    let last = el.getBoundingClientRect().top;
    const wanted = last;
    let stableFrames = 0;
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = (): void => {
      userEvents.forEach((t) => window.removeEventListener(t, stop, true));
      stopped = true;
      resolve();
    };
    let stopped = false;
    userEvents.forEach((t) => window.addEventListener(t, stop, { capture: true, passive: true }));
    const tick = (): void => {
      if (stopped) return;
      if (!el.isConnected || performance.now() - start > maxMs) return stop();
      const top = el.getBoundingClientRect().top;
      if (Math.abs(top - wanted) > 2) {
        el.scrollIntoView({ block: 'start', behavior: 'instant' });
        stableFrames = 0;
      } else if (Math.abs(top - last) < 1) {
        stableFrames++;
      }
      last = top;
      if (stableFrames >= 12) return stop();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
