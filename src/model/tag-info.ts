import type { ExternalDocs } from './external-docs.js';

/** A tag as the document describes it; operations, messages and servers carry these. */
export interface TagInfo {
  name: string;
  /** Markdown. */
  description?: string;
  externalDocs?: ExternalDocs;
}
