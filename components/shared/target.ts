/** What a deep-link id points at on the page. */
export interface Target {
  /** The element to find in the content's shadow root (operation card, schema entry, section). */
  elementId: string;
  /** Lazily rendered items to render first: the section (`tag:<name>`, `webhooks`, `schemas`), then the item. */
  renderKeys: string[];
  /** A section inside an operation card (`<id>-parameters` …). */
  section?: string;
}
