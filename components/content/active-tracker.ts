import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Reports which `[data-nav-id]` element (operation card, schema entry) is at the top of the viewport as the
 * reader scrolls. Elements are in document order, so a binary search reads a handful of rects per frame
 * instead of measuring every card of a 1,000-operation page.
 *
 * @example
 * ```ts
 * private tracker = new ActiveTracker(this, () => this.renderRoot, (id) => this.emit('sv-active-change', { id }));
 * protected override updated() { this.tracker.refresh(); }
 * ```
 */
export class ActiveTracker implements ReactiveController {
  private elements: HTMLElement[] = [];
  private frame = 0;
  private afterPaint: ReturnType<typeof setTimeout> | undefined;
  private current: string | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly root: () => ParentNode,
    private readonly onChange: (id: string | undefined) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Capture: also hears scrolling of any scrollable ancestor the integrator put us in.
    document.addEventListener('scroll', this.schedule, { capture: true, passive: true });
    window.addEventListener('resize', this.schedule, { passive: true });
  }

  hostDisconnected(): void {
    document.removeEventListener('scroll', this.schedule, { capture: true });
    window.removeEventListener('resize', this.schedule);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    clearTimeout(this.afterPaint);
    this.afterPaint = undefined;
  }

  /**
   * Re-reads the tracked elements (call after each render: placeholders are replaced by cards). They are measured
   * once the frame that shows them is painted: measured before it, their rects would force that frame's layout
   * early, and the sidebar's change to the active entry would then lay the page out a second time before the first
   * paint of a large page.
   */
  refresh(): void {
    this.elements = [...this.root().querySelectorAll<HTMLElement>('[data-nav-id]')];
    if (this.frame !== 0 || this.afterPaint !== undefined) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.afterPaint = setTimeout(() => {
        this.afterPaint = undefined;
        this.measure();
      });
    });
  }

  private readonly schedule = (): void => {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.measure();
    });
  };

  private measure(): void {
    const els = this.elements;
    // Just below where deep-link targets land (their scroll-margin), so a jump marks its own target active.
    const line = (els[0] ? parseFloat(getComputedStyle(els[0]).scrollMarginTop) || 0 : 0) + 8;
    // Last element whose top is above the line.
    let lo = 0;
    let hi = els.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const el = els[mid] as HTMLElement;
      if (el.getBoundingClientRect().top <= line) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    const candidate = found >= 0 ? els[found] : undefined;
    const id = candidate && candidate.getBoundingClientRect().bottom > 0 ? candidate.dataset['navId'] : undefined;
    if (id !== this.current) {
      this.current = id;
      this.onChange(id);
    }
  }
}
