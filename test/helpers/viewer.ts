/** Mounting `<spec-viewer>` in tests and waiting for it to settle. */
import { fixture, html, oneEvent } from '@open-wc/testing';
import type { SpecViewer } from '../../components/base.js';
import type { SvCodeSamples, SvExampleColumn, SvTryIt } from '../../components/entry/define-request-panels.js';
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

/** The examples column of an operation card (`<sv-operation>`), once its chunk has defined and rendered it. */
export async function columnOf(card: Element): Promise<SvExampleColumn> {
  const { waitUntil } = await import('./wait.js');
  await waitUntil(() => card.shadowRoot?.querySelector('sv-example-column')?.shadowRoot?.querySelector('.column'), 'the examples column renders');
  return card.shadowRoot!.querySelector('sv-example-column')!;
}

/** The card's Try-It form, opened from its column's "Try it" button when it is closed. */
export async function openTryIt(card: Element): Promise<SvTryIt> {
  const column = await columnOf(card);
  if (!column.formOpen) await column.openForm();
  const { waitUntil } = await import('./wait.js');
  await waitUntil(() => column.shadowRoot?.querySelector('sv-try-it')?.shadowRoot?.querySelector('.send'), 'the Try-It form renders');
  return column.shadowRoot!.querySelector('sv-try-it')!;
}

/** The card's code samples element. */
export async function samplesOf(card: Element): Promise<SvCodeSamples> {
  const column = await columnOf(card);
  return column.shadowRoot!.querySelector('sv-code-samples')!;
}
