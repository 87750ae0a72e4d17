/** Mounting `<spec-viewer>` in tests and waiting for it to settle. */
import { fixture, html, oneEvent } from '@open-wc/testing';
import type { SpecViewer } from '../../components/base.js';
import type { SpecErrorDetail, SpecLoadDetail } from '../../components/shared/events.js';

export type Outcome = { kind: 'load'; detail: SpecLoadDetail } | { kind: 'error'; detail: SpecErrorDetail };

/** Waits for the next spec-load or spec-error of `el`. */
export function nextOutcome(el: HTMLElement): Promise<Outcome> {
  return Promise.race([
    oneEvent(el, 'spec-load').then((e) => ({ kind: 'load' as const, detail: (e as CustomEvent<SpecLoadDetail>).detail })),
    oneEvent(el, 'spec-error').then((e) => ({ kind: 'error' as const, detail: (e as CustomEvent<SpecErrorDetail>).detail })),
  ]);
}

/** Mounts a viewer on `url` and resolves with it once the spec loaded or failed. */
export async function mountViewer(url: string, attrs: Record<string, string> = {}): Promise<{ el: SpecViewer; outcome: Outcome }> {
  const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  const outcome = nextOutcome(el);
  el.setAttribute('spec-url', url);
  return { el, outcome: await outcome };
}

/** The shadow root of `el`, asserted to exist. */
export function shadow(el: Element | null | undefined): ShadowRoot {
  const root = el?.shadowRoot;
  if (!root) throw new Error(`no shadow root on ${el?.tagName ?? 'missing element'}`);
  return root;
}

/** Clears the URL hash without a hashchange event. */
export function clearHash(): void {
  history.replaceState(history.state, '', location.pathname + location.search);
}
