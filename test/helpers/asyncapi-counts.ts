/**
 * Operation and message counts of a raw (decoded, not dereferenced) AsyncAPI document, for tests that check
 * the rendered model against the document itself.
 * - 2.x: operations = `publish` + `subscribe` entries under `channels`; 3.0: entries of `operations`.
 * - messages: distinct message definitions: each `components.messages` entry, plus each message written
 *   inline (2.x under an operation's `message` / `message.oneOf`, 3.0 under a channel's `messages`);
 *   a `$ref` counts as the message it points to.
 */
type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const values = (v: unknown): unknown[] => (isObject(v) ? Object.values(v) : []);

export function asyncApiCounts(doc: Raw): { operations: number; messages: number } {
  const major = String(doc['asyncapi']).split('.')[0];
  const components = isObject(doc['components']) ? doc['components'] : {};
  const messages = new Set<string>(Object.keys(isObject(components['messages']) ? components['messages'] : {}).map((k) => `#/components/messages/${k}`));
  let inline = 0;
  const add = (message: unknown) => {
    if (!isObject(message)) return;
    if (typeof message['$ref'] === 'string') messages.add(message['$ref']);
    else messages.add(`inline-${inline++}`);
  };
  let operations = 0;
  if (major === '2') {
    for (const channel of values(doc['channels'])) {
      if (!isObject(channel)) continue;
      for (const keyword of ['publish', 'subscribe']) {
        const op = channel[keyword];
        if (!isObject(op)) continue;
        operations++;
        const message = op['message'];
        if (isObject(message) && Array.isArray(message['oneOf'])) message['oneOf'].forEach(add);
        else add(message);
      }
    }
  } else {
    operations = values(doc['operations']).length;
    for (const channel of values(doc['channels'])) if (isObject(channel)) values(channel['messages']).forEach(add);
  }
  return { operations, messages: messages.size };
}
