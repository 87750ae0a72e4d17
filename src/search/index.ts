/**
 * Search over everything a spec holds (operations, parameters, properties, responses, schemas, channels,
 * messages, GraphQL types). Loaded only through `loadSearch()`, so MiniSearch stays out of the initial bundle.
 */
export { SpecSearch, type BuildOptions, type SearchOptions } from './search-index.js';
export { searchDocuments } from './documents.js';
export { plainText } from './plain-text.js';
export type { SearchDocument, SearchKind, SearchResult } from './types.js';
