import { LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import type { SvEventMap } from './events.js';
import { en, type Labels } from '../i18n/en.js';
import { labelsContext } from '../i18n/labels-context.js';
import { withEnglish } from '../i18n/english-parts.js';
import { refreshViewportMedia } from './viewport-styles.js';

/**
 * Base class of every spec-viewer element: typed `emit()` and a `define()` that is safe to call twice.
 *
 * @example
 * ```ts
 * export class SvThing extends SvElement {
 *   private onPick(id: string) { this.emit('sv-navigate', { id }); }
 * }
 * SvThing.define('sv-thing');
 * ```
 */
export class SvElement extends LitElement {
  /**
   * The active string table (README.md#languages): provided by `<spec-viewer>` for its locale and `labels`;
   * English for an element used on its own. Templates read every user-visible text from it.
   * @internal
   */
  get t(): Labels {
    const part = (this.constructor as typeof SvElement).englishLabels;
    return part ? withEnglish(this.provided, part) : this.provided;
  }

  set t(labels: Labels) {
    this.provided = labels;
  }

  @consume({ context: labelsContext, subscribe: true })
  @state()
  private provided: Labels = en;

  /**
   * The English labels of the lazy part this element belongs to (components/i18n/parts/): the entry does not
   * bundle them, so the element's chunk brings them and `t` has them under the active table.
   * @internal
   */
  static englishLabels?: object;

  /** True for elements whose styles hold viewport media queries (the page layout, cards' column switch). */
  static viewportMedia = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if ((this.constructor as typeof SvElement).viewportMedia) refreshViewportMedia(this);
  }

  /**
   * Registers the element unless the tag is already taken, so two copies of the CDN bundle on one page do
   * not throw. A class already registered under another tag is registered again as an anonymous subclass
   * (the registry refuses one constructor for two names).
   */
  static define(tag: string): void {
    if (customElements.get(tag)) return;
    const registered = customElements.getName?.(this);
    customElements.define(tag, registered ? class extends this {} : this);
  }

  /** Dispatches a typed CustomEvent; bubbles and crosses shadow roots unless told otherwise. */
  emit<K extends keyof SvEventMap>(
    name: K,
    detail: SvEventMap[K],
    init: Omit<CustomEventInit, 'detail'> = {},
  ): CustomEvent<SvEventMap[K]> {
    const event = new CustomEvent(name, { bubbles: true, composed: true, cancelable: false, ...init, detail });
    this.dispatchEvent(event);
    return event;
  }
}
