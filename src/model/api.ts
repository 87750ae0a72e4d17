import type { SpecError } from './errors.js';
import type { GraphqlSchemaInfo } from './graphql.js';
import type { ExternalDocs } from './external-docs.js';
import type { Message } from './message.js';
import type { Operation } from './operation.js';
import type { Schema } from './schema.js';
import type { SecurityRequirement, SecurityScheme } from './security.js';
import type { Server } from './server.js';
import type { SpecTypeValue } from './spec-type-value.js';
import type { TagInfo } from './tag-info.js';

export interface ApiInfo {
  title: string;
  /** Empty string when the document does not say (a warning is recorded). */
  version: string;
  summary?: string;
  /** Markdown. */
  description?: string;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string; identifier?: string };
  /** `x-logo` and similar branding, passed through. */
  logo?: { url: string; altText?: string; backgroundColor?: string; href?: string };
}

/**
 * What a tag is for (OpenAPI 3.2 `kind`): `nav` (or no kind) makes a section; `badge` is shown as a badge on its
 * operations' cards; `audience` and any other value are labels on the cards. Only section tags become sections.
 */
export type TagKind = 'nav' | 'badge' | 'audience' | (string & {});

/** A tag as written on a message, server, channel or operation: its name, Markdown description and docs link. */
export interface Tag extends TagInfo {
  /** Ids of the operations in this group, in document order. */
  operationIds: string[];
  /** Short display name (OpenAPI 3.2 `summary`, or Redoc's `x-displayName`); `name` stays the id in links. */
  summary?: string;
  /** Name of the tag this one nests under (OpenAPI 3.2 `parent`); set only when it names a tag and makes no cycle. */
  parent?: string;
  kind?: TagKind;
}

/** `x-tagGroups`: groups of tags, the first tier of the sidebar's and content's tag tree. */
export interface TagGroup {
  name: string;
  tags: string[];
}

/** The one model every format fills. Components render only this. */
export interface ApiModel {
  specType: SpecTypeValue;
  /** The version string found in the document: "2.0", "3.0.3", "3.1.0", "2.6.0", "1.1" (WSDL), "" (GraphQL). */
  specVersion: string;
  info: ApiInfo;
  /** Root servers. An OpenAPI document that declares none gets its spec default: one relative server "/". */
  servers: Server[];
  /**
   * Tag groups in display order. Untagged operations land in a group named "default" (last); untagged
   * webhooks in a group named "webhooks" (after it).
   */
  tags: Tag[];
  tagGroups?: TagGroup[];
  /**
   * Every operation in document order: paths first, then webhooks (`kind: 'webhook'`).
   * Ids are unique across the list.
   */
  operations: Operation[];
  /** Named, reusable schemas (components/schemas, definitions, XSD types, GraphQL types), in document order. */
  schemas: Map<string, Schema>;
  securitySchemes: SecurityScheme[];
  /** Root `security`; absent when the document declares none. */
  security?: SecurityRequirement[];
  externalDocs?: ExternalDocs;
  /**
   * AsyncAPI: every distinct message once, in document order (operations reference the same objects), so
   * pages can count them and deep links (`#message-<id>`) can find them. Absent for other formats.
   */
  messages?: Message[];
  /** GraphQL: root type names, directive definitions, reverse relations. Absent for other formats. */
  graphql?: GraphqlSchemaInfo;
  /** Non-fatal problems found while normalizing: the page renders and lists these. */
  warnings: SpecError[];
  /** The URL the spec was fetched from (base for relative server URLs unless `baseUrl` says otherwise). */
  sourceUrl?: string;
  /** The document's own base URI for relative references when it names one (OpenAPI 3.2 `$self`). */
  baseUrl?: string;
}
