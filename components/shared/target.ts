/** What a deep-link id points at on the page. */
export interface Target {
  /** The element to find in the content's shadow root (operation card, schema entry, section). */
  elementId: string;
  /** Lazily rendered items to render first: the section (`tag:<name>`, `webhooks`, `schemas`), then the item. */
  renderKeys: string[];
  /** A section inside an operation card (`<id>-parameters` …). */
  section?: string;
  /**
   * A row inside the section (a parameter, a response, a property: `sectionId.parameter/response/property`), the
   * full deep-link id; the element holding it expands what hides the row.
   */
  member?: string;
}

/** The content's render keys a format's own targets name (the content owns them: content/card-pages.ts). */
export interface SectionRenderKeys {
  /** The schemas' section. */
  schemas: string;
  /** One schema entry (a GraphQL type). */
  schema(name: string): string;
  /** GraphQL's directive definitions. */
  directives: string;
}

/** An element that can show one of its rows by deep-link id (expanding what hides it): card, body, schema tree. */
export interface RevealsMembers extends HTMLElement {
  revealMember(id: string): Promise<HTMLElement | null>;
}
