/**
 * A static reference placed inside `<spec-viewer>` (what `spec-viewer render` writes, for crawlers and readers
 * without JavaScript) stays what the reader sees until the live page is ready; then it is not rendered (no slot),
 * so it is neither seen, focused nor read twice.
 */
import { html, type ReactiveElement, type TemplateResult } from 'lit';

/** The placed reference, slotted; undefined when nothing is placed inside the element. */
export function placedReference(host: HTMLElement): TemplateResult | undefined {
  return host.childElementCount > 0 ? html`<div class="static-reference" part="static-reference"><slot></slot></div>` : undefined;
}

/**
 * A static reference the live page has replaced is inert: not rendered (no slot) is not enough, WebKit still lets
 * its links take focus. While it is shown (loading), it is live.
 */
export function quietStaticReference(host: ReactiveElement): void {
  if (host.childElementCount === 0) return;
  const shown = host.renderRoot.querySelector('slot') !== null;
  for (const child of host.children) if (child instanceof HTMLElement && child.inert === shown) child.inert = !shown;
}
