import type { Message, MessageExample } from '../../model/message.js';
import { uniqueIds } from '../../model/ids.js';
import { asArray, asString, assignDefined, isObject, type RawObject } from '../raw.js';
import { bindingsOf, plainData } from './parser-data.js';
import type { SchemaConverter } from './schemas.js';
import { externalDocsOf, type TagReader } from './tags.js';

/**
 * Converts AsyncAPI Message objects of the dereferenced view (traits applied) into model messages, once per
 * message object (a referenced message is one object however often it is used); its id is the key that
 * names it (object-keys.ts), else the key of the map it is listed in, its `messageId` or its `name`.
 */
export class MessageRegistry {
  /** Every distinct message in first-seen order. */
  readonly all: Message[] = [];
  private readonly byObject = new WeakMap<object, Message>();
  private readonly ids = uniqueIds();
  private anonymous = 0;

  constructor(
    private readonly schemas: SchemaConverter,
    /** 2.x: the document's `defaultContentType`; 3.0 as well. */
    private readonly defaultContentType: string | undefined,
    private readonly tags: TagReader,
    private readonly keyOf: (raw: unknown) => string | undefined,
  ) {}

  /** The message of a raw Message object; `key` is its name in a `messages` map when it has one. */
  message(raw: unknown, key?: string): Message | undefined {
    if (!isObject(raw)) return undefined;
    const seen = this.byObject.get(raw);
    if (seen) return seen;
    const ownKey = this.keyOf(raw) ?? key;
    const message = this.convert(raw, ownKey);
    this.byObject.set(raw, message);
    this.all.push(message);
    return message;
  }

  /** 2.x `message`: one Message object or `{ oneOf: [...] }`. */
  oneOrMany(raw: unknown): Message[] {
    if (isObject(raw) && Array.isArray(raw['oneOf'])) return raw['oneOf'].flatMap((m) => this.message(m) ?? []);
    const single = this.message(raw);
    return single ? [single] : [];
  }

  private convert(raw: RawObject, key: string | undefined): Message {
    const name = asString(raw['name']);
    const readable = key ?? asString(raw['messageId']) ?? name;
    const id = this.ids(`message-${readable ?? `anonymous-${++this.anonymous}`}`).slice('message-'.length);
    const schemaFormat = asString(raw['schemaFormat']);
    const message: Message = { id, examples: examplesOf(raw['examples']), tags: this.tags.list(raw['tags']) };
    assignDefined(message, { name: name ?? (readable === key ? key : undefined) });
    assignDefined(message, { title: asString(raw['title']) });
    assignDefined(message, { summary: asString(raw['summary']) });
    assignDefined(message, { description: asString(raw['description']) });
    assignDefined(message, { contentType: asString(raw['contentType']) ?? this.defaultContentType });
    assignDefined(message, { headers: this.schemas.payload(raw['headers']) });
    assignDefined(message, { payload: this.schemas.payload(raw['payload'], schemaFormat) });
    const payloadFormat = schemaFormat ?? (isObject(raw['payload']) ? asString(raw['payload']['schemaFormat']) : undefined);
    assignDefined(message, { schemaFormat: payloadFormat });
    assignDefined(message, { correlationId: correlationIdOf(raw['correlationId']) });
    assignDefined(message, { externalDocs: externalDocsOf(raw['externalDocs']) });
    assignDefined(message, { bindings: bindingsOf(raw['bindings']) });
    return message;
  }
}

function correlationIdOf(raw: unknown): Message['correlationId'] {
  if (!isObject(raw)) return undefined;
  const location = asString(raw['location']);
  if (location === undefined) return undefined;
  const description = asString(raw['description']);
  return description === undefined ? { location } : { location, description };
}

/** Message examples: `{ name?, summary?, headers?, payload? }`; the payload is the example's value, headers beside it. */
function examplesOf(raw: unknown): MessageExample[] {
  return asArray(raw).flatMap((item, index): MessageExample[] => {
    if (!isObject(item)) return [];
    const example: MessageExample = { name: asString(item['name']) ?? `Example ${index + 1}` };
    assignDefined(example, { summary: asString(item['summary']) });
    if (item['payload'] !== undefined) example.value = plainData(item['payload'], new Set());
    if (item['headers'] !== undefined) example.headers = plainData(item['headers'], new Set());
    return [example];
  });
}
