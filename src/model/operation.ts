import type { Example } from './example.js';
import type { ExternalDocs } from './external-docs.js';
import type { GraphqlOperationInfo } from './graphql.js';
import type { Message } from './message.js';
import type { Schema } from './schema.js';
import type { SecurityRequirement } from './security.js';
import type { Server } from './server.js';
import type { TagInfo } from './tag-info.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace' | 'query';

/** `querystring` (OpenAPI 3.2): one parameter whose `content` describes the whole query string. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';
export type ParameterStyle =
  | 'matrix' | 'label' | 'form' | 'simple' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  /** Markdown. */
  description?: string;
  required: boolean;
  deprecated?: boolean;
  allowEmptyValue?: boolean;
  /** Defaults applied: path/header → simple, query/cookie → form. */
  style: ParameterStyle;
  /** Defaults applied: true for form, false otherwise. */
  explode: boolean;
  allowReserved?: boolean;
  schema?: Schema;
  /** `content` form of a parameter (rare; always for `querystring`): media type → schema. */
  contentType?: string;
  example?: unknown;
  examples?: Example[];
}

export interface Encoding {
  contentType?: string;
  headers?: Header[];
  style?: ParameterStyle;
  explode?: boolean;
  allowReserved?: boolean;
}

export interface MediaType {
  /** "application/json", "multipart/form-data", "*\/*" … */
  mediaType: string;
  schema?: Schema;
  example?: unknown;
  examples?: Example[];
  /** multipart / urlencoded per-property encoding. */
  encoding?: Record<string, Encoding>;
  /** Streams (OpenAPI 3.2 `itemSchema`): the schema of each item of an event stream, JSON Lines, json-seq or multipart/mixed body. */
  itemSchema?: Schema;
  /** Multipart streams: the encoding of every item (`itemEncoding`), or of the first ones by position (`prefixEncoding`). */
  itemEncoding?: Encoding;
  prefixEncoding?: Encoding[];
}

export interface RequestBody {
  description?: string;
  required: boolean;
  content: MediaType[];
}

export interface Header {
  name: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Link {
  name: string;
  operationId?: string;
  operationRef?: string;
  parameters?: Record<string, unknown>;
  requestBody?: unknown;
  description?: string;
}

export interface Response {
  /** "200", "4XX", "default". */
  status: string;
  /** Short summary shown beside the status (OpenAPI 3.2). */
  summary?: string;
  description?: string;
  headers: Header[];
  content: MediaType[];
  links: Link[];
}

export interface Callback {
  /** Callback name, e.g. "onEvent". */
  name: string;
  /** Callback operations; their `path` is the runtime expression, e.g. "{$request.body#/callbackUrl}". */
  operations: Operation[];
}

/** Custom code sample from `x-codeSamples` / `x-code-samples`. */
export interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** What kind of thing an operation is; decides which panels the UI offers. */
export type OperationKind = 'http' | 'webhook' | 'callback' | 'async' | 'soap' | 'graphql';

/** SOAP details of an operation (WSDL). */
export interface SoapInfo {
  version: '1.1' | '1.2';
  style: 'document' | 'rpc';
  use: 'literal' | 'encoded';
  soapAction?: string;
  service?: string;
  port?: string;
  /** Endpoint address of the port; absent when the WSDL declares no service. */
  address?: string;
  inputElement?: Schema;
  outputElement?: Schema;
  faults?: { name: string; schema?: Schema }[];
  targetNamespace?: string;
}

/** The reply of an AsyncAPI 3.0 request/reply operation. */
export interface AsyncReply {
  /** The reply channel's address as written (`prices.replies`); absent when it has none (`null`: known only at runtime). */
  address?: string;
  /** Key of the reply channel in `channels`. */
  channel?: string;
  /** `reply.address`: where the request says the reply goes, as a runtime expression, with a Markdown description. */
  runtimeAddress?: { location?: string; description?: string };
  messages: Message[];
}

/** AsyncAPI details of an operation. */
export interface AsyncInfo {
  /** Normalized direction, stated plainly by the UI: the application sends or receives. */
  action: 'send' | 'receive';
  /** The raw keyword as written: publish/subscribe (2.x) or send/receive (3.0). */
  keyword: string;
  channel: {
    id: string;
    address?: string;
    description?: string;
    parameters: Parameter[];
    bindings?: Record<string, unknown>;
    /** 3.0 channel tags. */
    tags?: TagInfo[];
  };
  messages: Message[];
  reply?: AsyncReply;
  bindings?: Record<string, unknown>;
}

export interface Operation {
  /** Deep-link id, unique in the model: operationId when present, else a stable generated id (see ids.ts). */
  id: string;
  operationId?: string;
  kind: OperationKind;
  /** HTTP method for http/webhook/callback: fixed ones lower-case, others (3.2 `additionalOperations`) as written (see methodToken); 'post' for SOAP; the action for async. */
  method: string;
  /** Path template for HTTP, webhook name for webhooks, channel address for async, port/operation for SOAP. */
  path: string;
  summary?: string;
  /** Markdown. */
  description?: string;
  deprecated: boolean;
  tags: string[];
  externalDocs?: ExternalDocs;

  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Response[];
  callbacks: Callback[];
  /** undefined: inherits root security. []: explicitly public. */
  security?: SecurityRequirement[];
  /** Path- or operation-level servers overriding the root ones. */
  servers?: Server[];
  codeSamples?: CodeSample[];
  /** `x-*` extensions on the operation, kept as found. */
  extensions?: Record<string, unknown>;

  soap?: SoapInfo;
  async?: AsyncInfo;
  /** GraphQL root field (`kind: 'graphql'`); `method` is the root kind (query, mutation, subscription). */
  graphql?: GraphqlOperationInfo;
}
