import type { ReactiveElement } from 'lit';

/**
 * WebKit can style a new shadow root with the media-query results its shared sheets had when a root last used
 * them: a viewer created after the window was resized, with none on the page then, gets the old width's layout
 * (the narrow drawer on a wide window). Adopting the same sheets again, once the root has been styled, makes it
 * evaluate them for the current viewport. Only done once the window has been resized: a page that never
 * resizes pays nothing.
 */
let resized = false;
if (typeof window !== 'undefined') window.addEventListener('resize', () => (resized = true), { once: true, passive: true });

export function refreshViewportMedia(host: ReactiveElement): void {
  if (!resized) return;
  void host.updateComplete.then(() => {
    const root = host.shadowRoot;
    const first = root?.firstElementChild;
    if (!root || !first || root.adoptedStyleSheets.length === 0) return;
    void getComputedStyle(first).display;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets];
  });
}
