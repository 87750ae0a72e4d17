import type { SpecError } from '../../model/errors.js';
import type { Operation } from '../../model/operation.js';
import { readPart, toPointer } from '../../errors.js';
import type { Server } from '../../model/server.js';
import { channelParameters } from './channels.js';
import type { MessageRegistry } from './messages.js';
import { operationBuilder } from './operations.js';
import { asString, assignDefined, entries, isObject } from '../raw.js';
import { bindingsOf, slug } from './parser-data.js';
import type { SchemaConverter } from './schemas.js';
import type { SecurityMapper } from './security.js';
import { channelServers } from './servers.js';
import type { TagReader } from './tags.js';

export interface VersionContext {
  doc: Record<string, unknown>;
  schemas: SchemaConverter;
  messages: MessageRegistry;
  security: SecurityMapper;
  servers: Server[];
  tags: TagReader;
  /** The key naming a shared channel or message (object-keys.ts). */
  keyOf(value: unknown): string | undefined;
  /** Collects a non-fatal problem (readPart's warnings). */
  warn(error: SpecError): void;
}

/**
 * AsyncAPI 2.x operations: the `publish` / `subscribe` entries of each channel, in document order.
 *
 * 2.x names operations from the point of view of the *other* side: `publish` means other applications may
 * publish to the channel, so the described application RECEIVES those messages; `subscribe` means others
 * may subscribe, so the application SENDS them. (@asyncapi/parser agrees: `isReceive()` is
 * `action === 'publish'`.) The model stores the plain direction in `async.action` and the keyword as written.
 */
export function operationsV2(ctx: VersionContext): Operation[] {
  const build = operationBuilder(ctx.tags);
  const operations: Operation[] = [];
  for (const [address, channel] of entries(ctx.doc['channels'])) {
    if (!isObject(channel)) continue;
    operations.push(...readPart('channel', toPointer(['channels', address]), [], () => channelOperations(ctx, build, address, channel), ctx.warn));
  }
  // Component messages no operation uses are still documented.
  const components = isObject(ctx.doc['components']) ? ctx.doc['components'] : {};
  for (const [key, raw] of entries(components['messages'])) {
    readPart('message', toPointer(['components', 'messages', key]), undefined, () => ctx.messages.message(raw, key), ctx.warn);
  }
  return operations;
}

function channelOperations(ctx: VersionContext, build: ReturnType<typeof operationBuilder>, address: string, channel: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  const info = {
    id: slug(address),
    address,
    parameters: channelParameters(channel['parameters'], ctx.schemas),
  };
  assignDefined<typeof info & { description?: string }>(info, { description: asString(channel['description']) });
  const bindings = bindingsOf(channel['bindings']);
  const servers = channelServers(channel['servers'], ctx.servers, ctx.doc['servers']);
  for (const keyword of Object.keys(channel)) {
    if (keyword !== 'publish' && keyword !== 'subscribe') continue;
    const raw = channel[keyword];
    if (!isObject(raw)) continue;
    operations.push(
      build({
        raw,
        ...(typeof raw['operationId'] === 'string' ? { key: raw['operationId'] } : {}),
        action: keyword === 'publish' ? 'receive' : 'send',
        keyword,
        channel: bindings ? { ...info, bindings } : { ...info },
        messages: ctx.messages.oneOrMany(raw['message']),
        ...(Array.isArray(raw['security']) ? { security: ctx.security.requirements(raw['security']) } : {}),
        ...(servers ? { servers } : {}),
      }),
    );
  }
  return operations;
}
