import type { SecurityRequirement } from './security.js';
import type { TagInfo } from './tag-info.js';

export interface ServerVariable {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

export interface Server {
  /** As written, may contain `{variables}`; may be relative (resolved against ApiModel.sourceUrl by request/). */
  url: string;
  description?: string;
  variables: ServerVariable[];
  /** AsyncAPI: protocol (mqtt, kafka, ws …) and its version. HTTP specs leave it out. */
  protocol?: string;
  protocolVersion?: string;
  /** AsyncAPI server name (key). */
  name?: string;
  bindings?: Record<string, unknown>;
  /** AsyncAPI: the security a client needs to connect to this server (OpenAPI puts it on operations). */
  security?: SecurityRequirement[];
  /** AsyncAPI: the server's tags (`env:production` …). */
  tags?: TagInfo[];
}
