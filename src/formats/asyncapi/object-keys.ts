import { asString, entries, isObject, type RawObject } from '../raw.js';

/**
 * The key that names a shared channel, operation or message of the dereferenced view (deep links, message ids):
 * - 3.0: the first key it appears under, in the order channels, their messages, operations, then components
 *   (a message two channels reference as `turnOn` and `turnOff` is `turnOn`), as @asyncapi/parser names them;
 * - 2.x: a `components.messages` entry without a `name` is known by its `messageId`, else its key.
 */
export function objectKeys(doc: RawObject, version: 2 | 3): (value: unknown) => string | undefined {
  const keys = new Map<object, string>();
  const name = (map: unknown): void => {
    for (const [key, value] of entries(map)) if (isObject(value) && !keys.has(value)) keys.set(value, key);
  };
  const components = isObject(doc['components']) ? doc['components'] : {};
  if (version === 2) {
    for (const [key, message] of entries(components['messages'])) {
      if (isObject(message) && message['name'] === undefined && !keys.has(message)) keys.set(message, asString(message['messageId']) ?? key);
    }
  } else {
    const channels = (map: unknown): void => {
      name(map);
      for (const [, channel] of entries(map)) if (isObject(channel)) name(channel['messages']);
    };
    channels(doc['channels']);
    name(doc['operations']);
    name(components['messages']);
    name(components['operations']);
    channels(components['channels']);
  }
  return (value) => (typeof value === 'object' && value !== null ? keys.get(value) : undefined);
}
