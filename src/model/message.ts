import type { ExternalDocs } from './api.js';
import type { Example } from './operation.js';
import type { Schema } from './schema.js';

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
  examples: Example[];
  tags: string[];
  externalDocs?: ExternalDocs;
  bindings?: Record<string, unknown>;
}
