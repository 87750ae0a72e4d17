import { html } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { styleProperties } from '../shared/style-properties.js';
import { SvElement } from '../shared/base-element.js';
import { splitPaneStyles } from './split-pane.styles.js';

/** Arrow keys move the separator by this many pixels; Page Up/Down by four times as much. */
const KEY_STEP = 16;
/** The aside's share of the pane until the reader drags it: room for examples, the text keeps the larger part. */
const DEFAULT_ASIDE_RATIO = 0.38;
/** Fired on window when a pane's width is committed, so the other panes on the page follow. */
const WIDTH_EVENT = 'sv-split-pane-width';

/**
 * @tagname sv-split-pane
 * @summary Two columns with a draggable, keyboard-operable separator; stacks on narrow widths.
 *
 * The aside (the Try-It panel) is clamped between `min-aside` pixels and `max-aside-ratio` of the pane's width;
 * its width is persisted in localStorage under `storage-key` and shared by every pane using the same key.
 * Below `stack-below` pixels of pane width the aside goes under the main column and the separator disappears.
 *
 * @slot main - The operation.
 * @slot aside - The Try-It panel.
 * @csspart separator - The drag handle (role="separator").
 * @cssproperty --sv-split-pane-separator-color - Colour of the resting separator line.
 * @cssproperty --sv-split-pane-separator-active-color - Colour of the separator while hovered, focused or dragged.
 */
export class SvSplitPane extends SvElement {
  static override styles = splitPaneStyles;

  /** localStorage key of the persisted aside width (pixels). */
  @property({ attribute: 'storage-key' }) storageKey = 'spec-viewer:try-it-width';
  /** Narrowest aside, in pixels. */
  @property({ type: Number, attribute: 'min-aside' }) minAside = 320;
  /** Widest aside, as a fraction of the pane. */
  @property({ type: Number, attribute: 'max-aside-ratio' }) maxAsideRatio = 0.65;
  /** Pane widths below this stack the aside under the main column. */
  @property({ type: Number, attribute: 'stack-below' }) stackBelow = 900;
  /** Accessible name of the separator (default: the active locale's "Resize the Try-It panel"). */
  @property({ attribute: 'separator-label' }) separatorLabel?: string;
  /** Reflects whether the columns are stacked (narrow screens). */
  @property({ type: Boolean, reflect: true }) stacked = false;

  /** The aside width wished for (persisted); what is shown is this, clamped to the current pane width. */
  @state() private preferred: number | undefined;
  @state() private paneWidth = 0;
  @state() private dragging = false;

  @query('.pane') private pane!: HTMLElement;
  private observer: ResizeObserver | undefined;
  private frame = 0;

  /** The aside width shown, in pixels. */
  get asideWidth(): number {
    return this.clamp(this.preferred ?? Math.round(this.paneWidth * DEFAULT_ASIDE_RATIO));
  }

  private get maxAside(): number {
    return Math.max(this.minAside, Math.floor(this.paneWidth * this.maxAsideRatio));
  }

  private clamp(width: number): number {
    return Math.round(Math.min(this.maxAside, Math.max(this.minAside, width)));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.preferred = this.readStored();
    window.addEventListener(WIDTH_EVENT, this.onPeerWidth);
    // Measured by the observer rather than in firstUpdated (a synchronous read there forces a layout of the
    // whole page); the re-render it causes waits for the next frame, or the browser reports a ResizeObserver loop.
    this.observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width === undefined) return;
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => this.measure(width));
    });
    this.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(WIDTH_EVENT, this.onPeerWidth);
    this.observer?.disconnect();
    cancelAnimationFrame(this.frame);
  }

  private measure(width: number): void {
    if (width <= 0) return;
    this.paneWidth = width;
    this.stacked = width < this.stackBelow;
  }

  private readStored(): number | undefined {
    try {
      const value = Number(localStorage.getItem(this.storageKey));
      return Number.isFinite(value) && value > 0 ? value : undefined;
    } catch {
      return undefined;
    }
  }

  private commit(width: number): void {
    this.preferred = this.clamp(width);
    try {
      localStorage.setItem(this.storageKey, String(this.preferred));
    } catch {
      // Storage blocked: the width lasts for this page only.
    }
    window.dispatchEvent(new CustomEvent(WIDTH_EVENT, { detail: { key: this.storageKey, width: this.preferred, source: this } }));
  }

  private onPeerWidth = (e: Event): void => {
    const { key, width, source } = (e as CustomEvent<{ key: string; width: number; source: unknown }>).detail;
    if (source !== this && key === this.storageKey) this.preferred = width;
  };

  /** Right-to-left: the aside is on the left, so the separator's arrows and drag run mirrored. */
  private get rtl(): boolean {
    return getComputedStyle(this).direction === 'rtl';
  }

  private onKeyDown(e: KeyboardEvent): void {
    const toAside = this.rtl ? -KEY_STEP : KEY_STEP;
    const steps: Record<string, number> = {
      ArrowLeft: toAside,
      ArrowUp: KEY_STEP,
      ArrowRight: -toAside,
      ArrowDown: -KEY_STEP,
      PageUp: KEY_STEP * 4,
      PageDown: -KEY_STEP * 4,
    };
    let next: number | undefined;
    if (e.key in steps) next = this.asideWidth + (steps[e.key] as number);
    else if (e.key === 'Home') next = this.maxAside;
    else if (e.key === 'End') next = this.minAside;
    if (next === undefined) return;
    e.preventDefault();
    this.commit(next);
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0) return;
    e.preventDefault();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    this.dragging = true;
  }

  private onPointerMove(e: PointerEvent): void {
    if (!this.dragging) return;
    const rect = this.pane.getBoundingClientRect();
    this.preferred = this.clamp(this.rtl ? e.clientX - rect.left : rect.right - e.clientX);
  }

  private onPointerUp(e: PointerEvent): void {
    if (!this.dragging) return;
    this.dragging = false;
    (e.currentTarget as HTMLElement).releasePointerCapture?.(e.pointerId);
    this.commit(this.asideWidth);
  }

  protected override render(): unknown {
    const width = this.asideWidth;
    return html`<div class="pane" style=${styleProperties({ '--sv-split-pane-aside-width': `${width}px` })}>
      <div class="main"><slot name="main"></slot></div>
      <div
        class="separator ${this.dragging ? 'dragging' : ''}"
        part="separator"
        role="separator"
        tabindex=${this.stacked ? -1 : 0}
        aria-orientation="vertical"
        aria-controls="aside"
        aria-label=${this.separatorLabel ?? this.t.resizePanel}
        aria-valuenow=${width}
        aria-valuemin=${this.minAside}
        aria-valuemax=${this.maxAside}
        aria-valuetext=${this.t.pixels(width)}
        ?hidden=${this.stacked}
        @keydown=${this.onKeyDown}
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
        @pointercancel=${this.onPointerUp}
      ></div>
      <div class="aside" id="aside"><slot name="aside"></slot></div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-split-pane': SvSplitPane;
  }
}
