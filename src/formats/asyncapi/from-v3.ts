import type { Message } from '../../model/message.js';
import type { AsyncInfo, AsyncReply, Operation } from '../../model/operation.js';
import { readPart, toPointer } from '../../errors.js';
import { channelParameters } from './channels.js';
import type { VersionContext } from './from-v2.js';
import { operationBuilder } from './operations.js';
import { asString, assignDefined, entries, isObject, type RawObject } from '../raw.js';
import { bindingsOf, slug } from './parser-data.js';
import { channelServers } from './servers.js';

/**
 * AsyncAPI 3.0 operations: the `operations` map, whose `action` (send / receive) already states what the
 * described application does. Channels and messages are shared through `channels` / `components`; the
 * view is dereferenced (one object per target) with operation and message traits applied.
 */
export function operationsV3(ctx: VersionContext): Operation[] {
  const channelKeys = channelKeyLookup(ctx);
  const build = operationBuilder(ctx.tags);
  const operations = entries(ctx.doc['operations']).flatMap(([key, raw]): Operation[] => {
    if (!isObject(raw)) return [];
    return readPart('operation', toPointer(['operations', key]), [], () => operationV3(ctx, build, channelKeys, key, raw), ctx.warn);
  });
  // Messages no operation uses are still documented: each channel's, then the components' (one per key).
  for (const [name, channel] of entries(ctx.doc['channels'])) {
    if (!isObject(channel)) continue;
    for (const [key, raw] of entries(channel['messages'])) {
      readPart('message', toPointer(['channels', name, 'messages', key]), undefined, () => ctx.messages.message(raw, key), ctx.warn);
    }
  }
  const components = isObject(ctx.doc['components']) ? ctx.doc['components'] : {};
  for (const [key, raw] of entries(components['messages'])) {
    readPart('message', toPointer(['components', 'messages', key]), undefined, () => ctx.messages.message(raw, key), ctx.warn);
  }
  return operations;
}

function operationV3(
  ctx: VersionContext,
  build: ReturnType<typeof operationBuilder>,
  channelKeys: (c: RawObject) => string | undefined,
  key: string,
  raw: RawObject,
): Operation[] {
  const action = raw['action'] === 'send' ? 'send' : 'receive';
  const channel = isObject(raw['channel']) ? raw['channel'] : {};
  // An operation may list a subset of its channel's messages; none listed means all of them.
  const listed = Array.isArray(raw['messages']) && raw['messages'].length > 0 ? raw['messages'] : Object.values(channel['messages'] ?? {});
  const servers = channelServers(channel['servers'], ctx.servers, ctx.doc['servers']);
  const messages = listed.flatMap((m) => ctx.messages.message(m) ?? []);
  const reply = replyOf(raw['reply'], ctx, channelKeys);
  return [
    build({
      raw,
      key,
      action,
      keyword: action,
      channel: channelInfo(channel, ctx, channelKeys),
      messages,
      ...(reply ? { reply } : {}),
      ...(Array.isArray(raw['security']) ? { security: ctx.security.requirements(raw['security']) } : {}),
      ...(servers ? { servers } : {}),
    }),
  ];
}

function channelInfo(channel: RawObject, ctx: VersionContext, keys: (c: RawObject) => string | undefined): AsyncInfo['channel'] {
  const address = asString(channel['address']);
  const key = keys(channel) ?? address ?? 'channel';
  const info: AsyncInfo['channel'] = { id: slug(key), parameters: channelParameters(channel['parameters'], ctx.schemas) };
  assignDefined(info, { address: address });
  assignDefined(info, { description: asString(channel['description']) ?? asString(channel['summary']) });
  assignDefined(info, { bindings: bindingsOf(channel['bindings']) });
  const tags = ctx.tags.list(channel['tags']);
  if (tags.length > 0) info.tags = tags;
  return info;
}

function replyOf(raw: unknown, ctx: VersionContext, keys: (c: RawObject) => string | undefined): AsyncInfo['reply'] {
  if (!isObject(raw)) return undefined;
  const channel = isObject(raw['channel']) ? raw['channel'] : undefined;
  const listed = Array.isArray(raw['messages']) && raw['messages'].length > 0 ? raw['messages'] : Object.values(channel?.['messages'] ?? {});
  const messages: Message[] = listed.flatMap((m) => ctx.messages.message(m) ?? []);
  const reply: AsyncReply = { messages };
  assignDefined(reply, { address: asString(channel?.['address']) });
  if (channel) assignDefined(reply, { channel: keys(channel) ?? asString(channel['address']) });
  const address = isObject(raw['address']) ? raw['address'] : {};
  const runtimeAddress: NonNullable<AsyncReply['runtimeAddress']> = {};
  assignDefined(runtimeAddress, { location: asString(address['location']) });
  assignDefined(runtimeAddress, { description: asString(address['description']) });
  if (Object.keys(runtimeAddress).length > 0) reply.runtimeAddress = runtimeAddress;
  return reply;
}

/** Channel key of a dereferenced channel object: the key naming it (object-keys.ts), else the one it sits under. */
function channelKeyLookup(ctx: VersionContext): (channel: RawObject) => string | undefined {
  const all = entries(ctx.doc['channels']);
  return (channel) => ctx.keyOf(channel) ?? all.find(([, value]) => value === channel)?.[0];
}
