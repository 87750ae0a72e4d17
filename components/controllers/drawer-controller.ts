import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * A panel that opens over the page on narrow screens: `open` is rendered by the host, opening moves focus into the
 * panel, and Escape closes it and gives focus back to the button that opened it.
 *
 * @example
 * ```ts
 * private readonly drawer = new DrawerController(this, '#panel', '.menu-button');
 * render() {
 *   return html`<button class="menu-button" @click=${() => this.drawer.set(!this.drawer.open)}>${this.t.menu}</button>
 *     <nav id="panel" tabindex="-1" ?hidden=${!this.drawer.open}>…</nav>`;
 * }
 * ```
 */
export class DrawerController implements ReactiveController {
  private isOpen = false;

  /** `panel` and `toggle` select, in the host's render root, what gets focus on opening and on Escape. */
  constructor(
    private readonly host: ReactiveElement,
    private readonly panel: string,
    private readonly toggle: string,
  ) {
    host.addController(this);
  }

  get open(): boolean {
    return this.isOpen;
  }

  set(open: boolean): void {
    if (open !== this.isOpen) {
      this.isOpen = open;
      this.host.requestUpdate();
    }
    if (open) void this.host.updateComplete.then(() => this.find(this.panel)?.focus());
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeydown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeydown);
  }

  private find(selector: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(selector);
  }

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.isOpen) {
      this.set(false);
      this.find(this.toggle)?.focus();
    }
  };
}
