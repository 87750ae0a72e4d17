/**
 * English labels of the AsyncAPI operation cards (the lazy async view chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import { code, num, plural } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const asyncapiEn = {
  asyncSends: 'Your application sends messages to this channel.',
  asyncReceives: 'Your application receives messages from this channel.',
  asyncPublishNote: 'AsyncAPI 2 "publish": other applications publish to the channel, this one consumes.',
  asyncSubscribeNote: 'AsyncAPI 2 "subscribe": other applications subscribe to the channel, this one produces.',
  actionSend: 'Send',
  actionReceive: 'Receive',
  message: 'Message',
  messagesAnyOne: (count: number) => `Messages (${n(count)}, any one of)`,
  noMessage: 'This operation declares no message.',
  serverVariables: 'Variables:',
  tagsOf: (what: string) => `Tags of ${what}`,
  anchorServer: (name: string) => `server ${name}`,
  anchorChannel: (address: string) => `channel ${address}`,
  anchorMessage: (title: string) => `message ${title}`,
  operationBindings: 'Operation bindings',
  channelBindings: 'Channel bindings',
  messageBindings: 'Message bindings',
  serverBindingsOf: (name: string) => `Server bindings of ${name}`,
  key: 'Key',
  value: 'Value',
  noSettings: 'No settings.',
  channel: 'Channel',
  channelParameters: 'Channel parameters',
  oneOfList: (values: string) => `one of ${values}`,
  defaultValue: (value: string) => `default ${value}`,
  schemaFormat: 'Schema format',
  correlationId: 'Correlation ID',
  payload: 'Payload',
  schemaWrittenIn: (format: string) => `Schema in ${code(format)}, shown as written:`,
  schemaOf: (what: string) => `${what} schema`,
  examplePayloads: (count: number) => plural(L, count, { one: 'Example payload', other: 'Example payloads' }),
  exampleHeaders: 'Example headers',
  generatedFromPart: (part: 'payload' | 'headers') => `Generated from the ${part} schema`,
  copyExampleOf: (part: 'payload' | 'headers', title: string) => `Copy example ${part} of ${title}`,
  exampleOfPart: (part: 'payload' | 'headers', title: string) => `Example ${part} of ${title}`,
  reply: 'Reply',
  replyChannel: 'Reply channel',
  noFixedAddress: 'no fixed address',
  channelInDocument: (key: string) => `(channel ${code(key)} in the document)`,
  replyAddress: 'Reply address',
};
