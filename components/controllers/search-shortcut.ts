import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Where keys are typed: `/` there is text, not the search shortcut. */
function isTyping(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select, [role="combobox"], [role="textbox"]');
}

let dialogLoader: (() => Promise<unknown>) | undefined;

/** The entry files register how the search dialog's chunk (which defines `<sv-search>`) is fetched. */
export function registerSearchDialog(loader: () => Promise<unknown>): void {
  dialogLoader = loader;
}

/** Fetches the search dialog's chunk (the module system loads it once). */
export async function loadSearchDialog(): Promise<void> {
  await dialogLoader?.();
}

/**
 * Cmd/Ctrl+K anywhere, and `/` outside text fields, call `open`: the only part of search loaded with the page
 * (the dialog is a chunk `open` imports). Ignored while the host is inert or detached.
 */
export class SearchShortcutController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly open: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKey);
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.composedPath()[0]);
    if (!shortcut && !slash) return;
    if (this.host.closest('[inert]') || !this.host.isConnected) return;
    event.preventDefault();
    this.open();
  };
}
