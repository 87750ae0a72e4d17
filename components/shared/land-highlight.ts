/** How long a search landing stays highlighted. */
const HIGHLIGHT_MS = 1600;

/** The focused element, looking inside shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/**
 * Briefly highlights the element a landing focused (the target's heading), wherever its shadow root is: an
 * inline animation and a `data-search-landed` attribute, so no element's stylesheet needs to know about search.
 */
export function highlightLanding(el: HTMLElement | null = deepActiveElement()): void {
  if (!el) return;
  el.setAttribute('data-search-landed', '');
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.animate(
    still
      ? [{ backgroundColor: 'var(--sv-search-landing-bg, var(--sv-color-accent-subtle))' }, { backgroundColor: 'var(--sv-search-landing-bg, var(--sv-color-accent-subtle))' }]
      : [{ backgroundColor: 'var(--sv-search-landing-bg, var(--sv-color-accent-subtle))' }, { backgroundColor: 'transparent' }],
    { duration: HIGHLIGHT_MS, easing: 'ease-out' },
  );
  setTimeout(() => el.removeAttribute('data-search-landed'), HIGHLIGHT_MS);
}
