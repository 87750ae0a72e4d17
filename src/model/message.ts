import type { Example } from './example.js';
import type { ExternalDocs } from './external-docs.js';
import type { Schema } from './schema.js';
import type { TagInfo } from './tag-info.js';

/** A message example: the payload is `value`; `headers` is the headers example given beside it, if any. */
export interface MessageExample extends Example {
  headers?: unknown;
}

/** An AsyncAPI message (also usable for any event payload). */
export interface Message {
  /** Deep-link id, unique in the model. */
  id: string;
  name?: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  headers?: Schema;
  payload?: Schema;
  /** Payload schema format when not JSON Schema (e.g. "application/vnd.apache.avro;version=1.9.0"). */
  schemaFormat?: string;
  correlationId?: { location: string; description?: string };
  examples: MessageExample[];
  /** Tags as written on the message; a tag declared at the root with the same name lends its description and docs. */
  tags: TagInfo[];
  externalDocs?: ExternalDocs;
  bindings?: Record<string, unknown>;
}
