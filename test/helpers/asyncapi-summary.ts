/**
 * A canonical summary of an AsyncAPI model: what the page shows of operations, channels, messages, schemas,
 * bindings, correlation ids, servers, tags and security. The equivalence fixtures were captured with it from
 * the @asyncapi/parser-based load path before our own normalizer replaced it (scripts in test/helpers).
 */
import type { ApiModel, Message, Schema } from '../../src/index.js';

export interface AsyncApiSummary {
  operations: Array<{
    id: string;
    action: string;
    keyword: string;
    channel: { id: string; address?: string; parameters: string[]; bindings?: unknown };
    messages: string[];
    reply?: { address?: string; channel?: string; messages: string[] };
    bindings?: unknown;
    security?: unknown;
    servers?: string[];
    tags: string[];
  }>;
  messages: Array<{
    id: string;
    name?: string;
    payload: boolean;
    headers: boolean;
    payloadProperties?: string[];
    headerProperties?: string[];
    schemaFormat?: string;
    correlationId?: unknown;
    bindings?: unknown;
    examples: number;
    tags: string[];
  }>;
  schemas: string[];
  servers: Array<{ name?: string; url: string; protocol?: string; bindings?: unknown; security?: unknown; tags?: string[] }>;
  tags: string[];
  securitySchemes: Array<{ key: string; kind: string }>;
}

const props = (schema: Schema | undefined) => (schema?.properties ? Object.keys(schema.properties) : undefined);
const defined = <T extends object>(o: T): T => JSON.parse(JSON.stringify(o)) as T;

function messageOf(m: Message): AsyncApiSummary['messages'][number] {
  return defined({
    id: m.id,
    name: m.name,
    payload: m.payload !== undefined,
    headers: m.headers !== undefined,
    payloadProperties: props(m.payload),
    headerProperties: props(m.headers),
    schemaFormat: m.schemaFormat,
    correlationId: m.correlationId,
    bindings: m.bindings,
    examples: m.examples.length,
    tags: m.tags.map((t) => t.name),
  });
}

export function summarizeAsyncApi(model: ApiModel): AsyncApiSummary {
  return defined({
    operations: model.operations.map((op) => ({
      id: op.id,
      action: op.async?.action ?? '',
      keyword: op.async?.keyword ?? '',
      channel: {
        id: op.async?.channel.id ?? '',
        address: op.async?.channel.address,
        parameters: op.async?.channel.parameters.map((p) => p.name) ?? [],
        bindings: op.async?.channel.bindings,
      },
      messages: op.async?.messages.map((m) => m.id) ?? [],
      reply: op.async?.reply && {
        address: op.async.reply.address,
        channel: op.async.reply.channel,
        messages: op.async.reply.messages.map((m) => m.id),
      },
      bindings: op.async?.bindings,
      security: op.security,
      servers: op.servers?.map((s) => s.name ?? s.url),
      tags: op.tags,
    })),
    messages: (model.messages ?? []).map(messageOf),
    schemas: [...model.schemas.keys()],
    servers: model.servers.map((s) => ({ name: s.name, url: s.url, protocol: s.protocol, bindings: s.bindings, security: s.security, tags: s.tags?.map((t) => t.name) })),
    tags: model.tags.map((t) => t.name),
    securitySchemes: model.securitySchemes.map((s) => ({ key: s.key, kind: s.kind })),
  });
}
