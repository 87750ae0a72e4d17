/**
 * A page narrower than an engine's window can be: WebKitGTK's MiniBrowser stops near 450 px, so tests of a phone
 * width (390 px) render the viewer in a frame of that width, in every engine alike. The frame is a bare host page
 * that loads the element's module (and axe, for the accessibility checks) and mounts `<spec-viewer>` in it.
 */
import { nextOutcome, type Outcome } from './viewer.js';
import type { SpecViewer } from '../../components/base.js';
import type { AxeResults, RunOptions } from 'axe-core';
import { axeViolations } from './axe-page.js';

export interface NarrowPage {
  frame: HTMLIFrameElement;
  win: Window & typeof globalThis;
  doc: Document;
  el: SpecViewer;
  outcome: Outcome;
  /** axe over the frame's whole page (best-practice rules included), as readable lines. */
  axe(): Promise<string[]>;
  remove(): void;
}

const frames = new Set<HTMLIFrameElement>();

/** Removes every frame a test left (call in afterEach). */
export function removeNarrowFrames(): void {
  for (const frame of frames) frame.remove();
  frames.clear();
}

/** A `width` × `height` frame with `<spec-viewer>` (attributes `attrs`) loading `specUrl`; resolves once it loaded or failed. */
export async function narrowPage(width: number, height: number, specUrl: string, attrs: Record<string, string> = {}): Promise<NarrowPage> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block;`;
  frame.title = 'Narrow page';
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Narrow page</title><style>body { margin: 0; }</style>
<script src="/node_modules/axe-core/axe.min.js"></script>
<script type="module" src="/components/base.ts"></script></head><body></body></html>`;
  frames.add(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument!;
  await win.customElements.whenDefined('spec-viewer');
  const el = doc.createElement('spec-viewer') as SpecViewer;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  doc.body.append(el);
  const outcome = nextOutcome(el);
  el.setAttribute('spec-url', new URL(specUrl, location.href).href);
  return {
    frame,
    win,
    doc,
    el,
    outcome: await outcome,
    async axe() {
      type Axe = { run(context: Document, options: RunOptions): Promise<AxeResults> };
      const axe = (win as unknown as { axe?: Axe }).axe;
      if (!axe) throw new Error('axe did not load in the frame');
      return axeViolations(axe, doc);
    },
    remove() {
      frame.remove();
      frames.delete(frame);
    },
  };
}

/** Below this width a window cannot go in every engine (MiniBrowser's floor is near 450 px): such pages get a frame. */
export const NARROWEST_WINDOW = 480;

/**
 * `<spec-viewer>` on a page `width` wide: in the test window at that viewport size, or in a frame of that width
 * when the width is below what every engine's window reaches.
 */
export async function mountViewerAt(
  width: number,
  height: number,
  specUrl: string,
  attrs: Record<string, string> = {},
): Promise<{ el: SpecViewer; outcome: Outcome; frame?: NarrowPage }> {
  if (width < NARROWEST_WINDOW) {
    const frame = await narrowPage(width, height, specUrl, attrs);
    return { el: frame.el, outcome: frame.outcome, frame };
  }
  const { setViewport } = await import('./viewport.js');
  const { mountViewer } = await import('./viewer.js');
  await setViewport({ width, height });
  return mountViewer(specUrl, attrs);
}
