import type { CSSResult } from 'lit';

const fallbackDone = new WeakMap<ShadowRoot, Set<CSSResult>>();

/**
 * Adds styles to a shadow root after its element's static styles were set up: for pieces whose styles arrive
 * with a lazy chunk. Adopted once per root; a `<style>` element where constructable sheets are missing.
 */
export function adoptStyles(root: ShadowRoot, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const done = fallbackDone.get(root) ?? new Set<CSSResult>();
  if (done.has(styles)) return;
  done.add(styles);
  fallbackDone.set(root, done);
  const style = document.createElement('style');
  style.textContent = styles.cssText;
  root.append(style);
}
