import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface TabsOptions {
  count: () => number;
  selected: () => number;
  /** Makes tab `index` the selected one (the host owns the selection). */
  select: (index: number) => void;
}

/**
 * The keyboard half of the ARIA tabs pattern for tabs rendered as `#tab-<index>` in the host's shadow root:
 * arrows move and select (automatic activation), Home/End jump to the ends, and a tab selected from the keyboard
 * takes focus and scrolls into view (a narrow strip scrolls sideways; focus alone does not always bring it in).
 * A selection past the last tab (the tabs changed) goes back to the first.
 *
 * @example
 * ```ts
 * private readonly tabs = new TabsController(this, {
 *   count: () => this.schemes.length,
 *   selected: () => this.selected,
 *   select: (index) => (this.selected = index),
 * });
 * // render: html`<div role="tablist" @keydown=${this.tabs.onKeydown}>…
 * //   <button role="tab" id=${`tab-${i}`} @click=${() => this.tabs.select(i, false)}>…`
 * ```
 */
export class TabsController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly options: TabsOptions,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const selected = this.options.selected();
    if (selected !== 0 && selected >= this.options.count()) this.options.select(0);
  }

  /** Selects tab `index`; with `focus`, focuses it once rendered. */
  select(index: number, focus: boolean): void {
    this.options.select(index);
    if (!focus) return;
    void this.host.updateComplete.then(() => {
      const tab = this.host.renderRoot.querySelector<HTMLElement>(`#tab-${index}`);
      tab?.focus();
      tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  }

  readonly onKeydown = (event: KeyboardEvent): void => {
    const count = this.options.count();
    const current = this.options.selected();
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.select(next, true);
  };
}
