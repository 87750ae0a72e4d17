/** What a search result is: decides its group in the dialog. */
export type SearchKind =
  | 'operation'
  | 'parameter'
  | 'property'
  | 'response'
  | 'schema'
  | 'channel'
  | 'message'
  | 'type'
  | 'field'
  | 'enum-value';

/** One indexed thing. `id` is its deep link (`#<id>`); several documents may share one (e.g. parameters). */
export interface SearchDocument {
  /** Unique in the index. */
  key: number;
  id: string;
  /** A property row: the section it is in and its dotted path there (`id` is `sectionId.property(section, [row])`). */
  section?: string;
  row?: string;
  kind: SearchKind;
  /** What the reader searches for first: summary, name, status code. */
  title: string;
  /** The owning operation/schema/type, shown under a parameter or property. */
  owner?: string;
  /** The method as shown (`GET`, `QUERY`, `PURGE`, `SEND`, `POST` for SOAP) when the result is or belongs to an operation. */
  method?: string;
  path?: string;
  /** operationId, method + path, tags, location, type: matched, not shown. */
  keywords: string;
  /** Plain text of the Markdown description. */
  description: string;
}

/** A ranked result of `search(query)`. */
export interface SearchResult {
  /** Deep-link id: `location.hash = '#' + id` lands on it. */
  id: string;
  kind: SearchKind;
  title: string;
  owner?: string;
  method?: string;
  path?: string;
  score: number;
  /** The indexed words that matched (for highlighting), lower-case. */
  terms: string[];
}
