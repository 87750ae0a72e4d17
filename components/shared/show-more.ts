/**
 * Long lists (enum values, properties, parameters, responses, operations of a tag) render a first slice of
 * RENDER_LIMITS.listItems and a "Show N more" button that adds as many again, so one list of 50,000 entries
 * never blocks the tab. The button stays in place while more remain, so keyboard focus stays on it.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { RENDER_LIMITS } from '../../src/index.js';
import type { Labels, ListNoun } from '../i18n/en.js';

/**
 * How many items of each list an element shows.
 *
 * @example
 * ```ts
 * private lists = new ShownItems(this);
 * render() {
 *   return html`<ul>${this.lists.slice('enum', values).map((v) => html`<li>${v}</li>`)}</ul>
 *     ${this.lists.more('enum', values, 'values')}`;
 * }
 * ```
 */
export class ShownItems implements ReactiveController {
  private readonly shown = new Map<string, number>();

  constructor(private readonly host: ReactiveControllerHost & { t: Labels }) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Forgets every list (a new schema or operation starts with first slices again). */
  reset(): void {
    this.shown.clear();
  }

  count(key: string, total: number): number {
    const shown = this.shown.get(key) ?? RENDER_LIMITS.listItems;
    // A list just over the slice is shown whole: a button for two items would be noise.
    return total <= shown + Math.ceil(RENDER_LIMITS.listItems / 10) ? total : shown;
  }

  /** Makes sure the item at `index` is within the shown slice (whole steps, so the button stays predictable). */
  reveal(key: string, index: number): void {
    const step = RENDER_LIMITS.listItems;
    const needed = Math.ceil((index + 1) / step) * step;
    if ((this.shown.get(key) ?? step) < needed) this.shown.set(key, needed);
  }

  slice<T>(key: string, items: readonly T[]): readonly T[] {
    const count = this.count(key, items.length);
    return count >= items.length ? items : items.slice(0, count);
  }

  /** The "Show N more" button of a list, or nothing when it is shown whole. */
  more(key: string, total: number, noun: ListNoun): TemplateResult | typeof nothing {
    const hidden = total - this.count(key, total);
    if (hidden <= 0) return nothing;
    const next = Math.min(hidden, RENDER_LIMITS.listItems);
    return showMoreButton(next, hidden, noun, this.host.t, () => this.grow(key, total));
  }

  /** Shows the next slice of a list. */
  grow(key: string, total: number): void {
    this.shown.set(key, this.count(key, total) + RENDER_LIMITS.listItems);
    this.host.requestUpdate();
  }
}

/** The button itself, for lists whose state lives elsewhere. */
export function showMoreButton(next: number, hidden: number, noun: ListNoun, t: Labels, onMore: () => void): TemplateResult {
  return html`<button class="sv-more" type="button" @click=${(e: Event) => pressMore(e.currentTarget as HTMLButtonElement, onMore)}>${t.showMore(next, noun, hidden)}</button>`;
}

/**
 * The press that shows a list's last items removes the button; focus would fall to <body>, so it moves to the
 * completed list (the element before the button) instead.
 */
function pressMore(button: HTMLButtonElement, onMore: () => void): void {
  const list = button.previousElementSibling ?? button.parentElement;
  onMore();
  requestAnimationFrame(() => {
    if (button.isConnected) return;
    const target = list?.isConnected ? list : null;
    if (!(target instanceof HTMLElement)) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

/**
 * A form control for a value out of `options`: a `<select>` normally, but a text field with a `<datalist>` of
 * the first RENDER_LIMITS.listItems values when there are too many options for a select to build quickly.
 */
export function isLongOptionList(options: readonly unknown[]): boolean {
  return options.length > RENDER_LIMITS.listItems * 10;
}

export function longOptionsInput(id: string, options: readonly string[], current: string, required: boolean, onInput: (e: Event) => void, t: Labels): TemplateResult {
  const listId = `${id}-values`;
  return html`<input id=${id} type="text" list=${listId} aria-required=${required ? 'true' : 'false'} .value=${current} @input=${onInput}
      placeholder=${t.oneOfValues(options.length)} />
    <datalist id=${listId}>${options.slice(0, RENDER_LIMITS.listItems).map((o) => html`<option value=${o}></option>`)}</datalist>`;
}
