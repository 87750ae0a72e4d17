import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The reader's sample language (a tab id such as `python`), for every operation and across reloads. Not a credential. */
export const SAMPLE_LANGUAGE_KEY = 'spec-viewer:sample-lang';

/** Every connected host: choosing a language in one card switches the others on the page. */
const hosts = new Set<ReactiveControllerHost>();
/** A choice storage refused to save (quota, blocked storage): it still holds for this page. */
let unsaved: string | undefined;

function stored(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(SAMPLE_LANGUAGE_KEY) ?? undefined;
  } catch {
    return undefined; // blocked storage (sandboxed iframes, some privacy modes)
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== SAMPLE_LANGUAGE_KEY && event.key !== null) return;
  for (const host of hosts) host.requestUpdate();
}

/**
 * The remembered sample language, shared by all `<sv-code-samples>` of a page and saved in localStorage;
 * other tabs' choices arrive through the `storage` event.
 *
 * @example
 * ```ts
 * private readonly language = new SampleLanguagePreference(this);
 * render() { const tab = tabs.find((t) => t.id === this.language.current) ?? tabs[0]; … }
 * onPick(id: string) { this.language.choose(id); }
 * ```
 */
export class SampleLanguagePreference implements ReactiveController {
  private readonly host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  get current(): string | undefined {
    return unsaved ?? stored();
  }

  choose(id: string): void {
    try {
      globalThis.localStorage.setItem(SAMPLE_LANGUAGE_KEY, id);
      unsaved = undefined;
    } catch {
      unsaved = id;
    }
    for (const host of hosts) host.requestUpdate();
  }

  hostConnected(): void {
    if (hosts.size === 0) globalThis.addEventListener?.('storage', onStorage);
    hosts.add(this.host);
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
    if (hosts.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  }
}
