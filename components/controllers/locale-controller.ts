import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextProvider } from '@lit/context';
import { en, type Labels } from '../i18n/en.js';
import { labelsContext } from '../i18n/labels-context.js';
import { loadLabels, matchLocale, type Locale } from '../i18n/locales.js';

interface LocaleHost extends ReactiveControllerHost, HTMLElement {
  locale?: string | undefined;
  labels?: Partial<Labels> | undefined;
  /** The host's own labels: a provider does not serve its own element, so it is handed them directly. */
  t: Labels;
}

/** The `lang` of `el` or its nearest ancestor, crossing shadow roots (the viewer may sit in another component). */
function inheritedLang(el: Element): string | undefined {
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? undefined;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return undefined;
}

/**
 * Chooses the viewer's locale (`locale`, else the inherited `lang` when it names a built-in locale, else
 * English), loads its table, merges `labels` over it, provides the result to every element and sets the
 * host's `dir` from the locale unless the author set `dir`.
 *
 * @example
 * ```ts
 * private readonly i18n = new LocaleController(this);
 * // render: html`<div lang=${this.i18n.lang}>…</div>`
 * ```
 */
export class LocaleController implements ReactiveController {
  private readonly provider: ContextProvider<typeof labelsContext>;
  /** The locale whose table is applied (English until another one has loaded). */
  active: Locale = 'en';
  private wanted: Locale = 'en';
  private base: Labels = en;
  private overrides: Partial<Labels> | undefined;
  /** The `dir` this controller wrote; any other value on the host is the author's. */
  private appliedDir: string | undefined;
  private observer: MutationObserver | undefined;

  constructor(private readonly host: LocaleHost) {
    this.provider = new ContextProvider(host, { context: labelsContext, initialValue: en });
    host.addController(this);
  }

  /** The active labels (locale + overrides). */
  get labels(): Labels {
    return this.provider.value;
  }

  hostConnected(): void {
    // A page switching its `lang` switches the viewer, unless `locale` pins it.
    this.observer = new MutationObserver(() => this.host.requestUpdate());
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  hostUpdate(): void {
    const wanted = matchLocale(this.host.locale) ?? matchLocale(inheritedLang(this.host)) ?? 'en';
    if (wanted !== this.wanted) {
      this.wanted = wanted;
      void loadLabels(wanted).then(
        (labels) => {
          if (this.wanted !== wanted) return; // superseded by a later choice
          this.base = labels;
          this.active = wanted;
          this.publish();
          this.host.requestUpdate();
        },
        (error: unknown) => console.error(`spec-viewer: the "${wanted}" labels could not be loaded`, error),
      );
    }
    if (this.host.labels !== this.overrides) {
      this.overrides = this.host.labels;
      this.publish();
    }
    this.applyDir();
  }

  private publish(): void {
    const overrides = this.overrides;
    // `core` is a table of its own: an override of some core messages keeps the locale's wording of the rest.
    const labels = overrides ? { ...this.base, ...overrides, core: { ...this.base.core, ...overrides.core } } : this.base;
    if (labels !== this.provider.value) this.provider.setValue(labels);
    this.host.t = labels;
  }

  private applyDir(): void {
    const current = this.host.getAttribute('dir');
    if (current !== null && current !== this.appliedDir) return; // the author's choice
    const dir = this.labels.dir;
    if (current !== dir) this.host.setAttribute('dir', dir);
    this.appliedDir = dir;
  }
}
