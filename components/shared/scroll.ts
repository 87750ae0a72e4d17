/** What a hold needs to know besides the element: whether the page still has rendering queued near the viewport. */
export interface HoldOptions {
  /** True while content that can move the element is still to render; the hold waits for it to be false. */
  renderPending?: () => boolean;
  /** Frames after which the hold gives up even if the layout keeps moving (a page that never settles). */
  maxFrames?: number;
}

/** Layout must stay put this many frames in a row, with nothing queued, before the hold ends. */
const STABLE_FRAMES = 12;
/** A safety net counted in frames, not time: a busy machine draws fewer frames, so it gets more time, not less. */
const MAX_FRAMES = 900;
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The hold running now: a new landing ends it, so two never pull the page two ways. */
let current: (() => void) | undefined;

/**
 * Scrolls `el` to the top of the viewport and keeps it there while lazily rendered content above it settles
 * (placeholders above the target grow when they render). The bound is the rendering, not a clock: the hold ends
 * once the element has stayed put for a number of frames with nothing left to render, as soon as the reader
 * scrolls (wheel, touch, keys, pointer), when another landing starts, or after a frame-counted safety net. A
 * scroll by script is put right, not obeyed: the browser's own scroll to the URL's fragment on load is one.
 */
export function scrollIntoViewStable(el: Element, options: HoldOptions = {}): Promise<void> {
  current?.();
  const { renderPending = () => false, maxFrames = MAX_FRAMES } = options;
  el.scrollIntoView({ block: 'start', behavior: 'instant' });
  return new Promise((resolve) => {
    let stopped = false;
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      USER_EVENTS.forEach((t) => window.removeEventListener(t, stop, true));
      if (current === stop) current = undefined;
      resolve();
    };
    current = stop;
    USER_EVENTS.forEach((t) => window.addEventListener(t, stop, { capture: true, passive: true }));
    const wanted = el.getBoundingClientRect().top;
    let last = wanted;
    let stableFrames = 0;
    let frames = 0;
    const tick = (): void => {
      if (stopped) return;
      if (!el.isConnected || ++frames > maxFrames) return stop();
      const top = el.getBoundingClientRect().top;
      if (Math.abs(top - wanted) > 2) {
        el.scrollIntoView({ block: 'start', behavior: 'instant' });
        stableFrames = 0;
      } else if (Math.abs(top - last) < 1 && !renderPending()) {
        stableFrames++;
      } else {
        stableFrames = 0;
      }
      last = el.getBoundingClientRect().top;
      if (stableFrames >= STABLE_FRAMES) return stop();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
