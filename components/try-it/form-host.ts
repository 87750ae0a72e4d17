/** What the Try-It render helpers get from their element: the form, whose state they render and whose
 * transitions (plain TS, src/request/try-it-form.ts) their inputs call. */
import type { FilePart, TryItForm } from '../../src/index.js';
import type { ShownItems } from '../shared/show-more.js';
import type { Labels } from '../i18n/en.js';

export interface FormHost {
  readonly form: TryItForm;
  /** The mock server entry is offered (`try-it-mock`). */
  readonly mock: boolean;
  /** How many optional parameters of each location are shown (a first slice, then "Show N more"). */
  readonly lists: ShownItems;
  /** Resolves after the next render (to move focus into rows that an edit added). */
  readonly updateComplete: Promise<boolean>;
  /** The active labels. */
  readonly t: Labels;
  /** Renders again (a lazily loaded piece of the form has arrived). */
  requestUpdate(): void;
}

/** Files picked in an <input type=file>, as the core's FilePart (the File itself is the data). */
export function filesOf(input: HTMLInputElement): FilePart[] {
  return [...(input.files ?? [])].map((f) => ({
    filename: f.name,
    contentType: f.type || 'application/octet-stream',
    data: f,
  }));
}
