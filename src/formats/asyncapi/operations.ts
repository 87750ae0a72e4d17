import type { Message } from '../../model/message.js';
import type { AsyncInfo, Operation } from '../../model/operation.js';
import type { SecurityRequirement } from '../../model/security.js';
import type { Server } from '../../model/server.js';
import { slugifyOperationId, uniqueIds } from '../../model/ids.js';
import { asString, assignDefined, codeSamplesOf, type RawObject } from '../raw.js';
import { bindingsOf, authorExtensionsOf } from './parser-data.js';
import { externalDocsOf, type TagReader } from './tags.js';

/** What both versions know about one operation, before it becomes a model Operation. */
export interface AsyncOperationInput {
  /** The operation as written (2.x publish/subscribe object, 3.0 Operation object), traits applied. */
  raw: RawObject;
  /** 3.0: the key in `operations`; 2.x: `operationId` when present. */
  key?: string;
  action: AsyncInfo['action'];
  keyword: string;
  channel: AsyncInfo['channel'];
  messages: Message[];
  reply?: AsyncInfo['reply'];
  security?: SecurityRequirement[];
  servers?: Server[];
}

/**
 * Builds model operations with unique deep-link ids: the operation's key/operationId when it has one, else
 * `<action>-<channel address slug>` (`receive-smartylighting-streetlights-1-0-event-streetlightId`).
 */
export function operationBuilder(tags: TagReader): (input: AsyncOperationInput) => Operation {
  const ids = uniqueIds();
  return (input) => {
    const { raw } = input;
    const address = input.channel.address ?? input.channel.id;
    const id = ids(input.key ?? slugifyOperationId(input.action, address));
    const asyncInfo: AsyncInfo = { action: input.action, keyword: input.keyword, channel: input.channel, messages: input.messages };
    if (input.reply) asyncInfo.reply = input.reply;
    assignDefined(asyncInfo, { bindings: bindingsOf(raw['bindings']) });
    const op: Operation = {
      id,
      kind: 'async',
      method: input.action,
      path: address,
      deprecated: raw['deprecated'] === true,
      tags: tags.list(raw['tags']).map((t) => t.name),
      parameters: [],
      responses: [],
      callbacks: [],
      async: asyncInfo,
    };
    assignDefined(op, { operationId: input.key });
    assignDefined(op, { summary: asString(raw['summary']) ?? asString(raw['title']) });
    assignDefined(op, { description: asString(raw['description']) });
    assignDefined(op, { externalDocs: externalDocsOf(raw['externalDocs']) });
    assignDefined(op, { security: input.security });
    assignDefined(op, { servers: input.servers });
    assignDefined(op, { extensions: authorExtensionsOf(raw) });
    assignDefined(op, { codeSamples: codeSamplesOf(raw) });
    return op;
  };
}
