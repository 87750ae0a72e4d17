import { asArray, entries, isObject, type RawObject } from '../raw.js';

/**
 * Merges operation and message traits into the dereferenced view (deref-document.ts: its objects are the
 * normalizer's own copies), each object once however often it is referenced:
 * - 2.x: each trait in order is merged INTO the object with JSON Merge Patch (RFC 7386), so a trait's field
 *   replaces the object's own (the 2.x text: "Traits MUST be merged into the operation object using the JSON
 *   Merge Patch algorithm in the same order they are defined here"; @asyncapi/parser does the same);
 * - 3.0: the "traits merge mechanism": traits are merged in order and the object's own fields last, so they win.
 */
export function applyTraits(doc: RawObject, version: 2 | 3): void {
  const done = new Set<object>();
  const apply = (value: unknown): void => {
    if (!isObject(value) || done.has(value)) return;
    done.add(value);
    const traits = asArray(value['traits']).filter(isObject);
    if (traits.length === 0) return;
    if (version === 2) {
      for (const trait of traits) mergeInto(value, trait);
      return;
    }
    const own = { ...value };
    for (const key of Object.keys(value)) delete value[key];
    for (const layer of [...traits, own]) mergeInto(value, layer);
  };
  const components = isObject(doc['components']) ? doc['components'] : {};
  if (version === 2) {
    for (const channels of [doc['channels'], components['channels']]) {
      for (const [, channel] of entries(channels)) {
        if (!isObject(channel)) continue;
        for (const keyword of ['publish', 'subscribe']) {
          const operation = channel[keyword];
          apply(operation);
          const message = isObject(operation) ? operation['message'] : undefined;
          apply(message);
          if (isObject(message)) asArray(message['oneOf']).forEach(apply);
        }
      }
    }
    for (const [, message] of entries(components['messages'])) apply(message);
    return;
  }
  for (const channels of [doc['channels'], components['channels']]) {
    for (const [, channel] of entries(channels)) {
      apply(channel);
      if (isObject(channel)) for (const [, message] of entries(channel['messages'])) apply(message);
    }
  }
  for (const operations of [doc['operations'], components['operations']]) {
    for (const [, operation] of entries(operations)) {
      apply(operation);
      if (!isObject(operation)) continue;
      asArray(operation['messages']).forEach(apply);
      if (isObject(operation['channel'])) for (const [, message] of entries(operation['channel']['messages'])) apply(message);
    }
  }
  for (const [, message] of entries(components['messages'])) apply(message);
}

function mergeInto(target: RawObject, patch: RawObject): void {
  for (const key of Object.keys(patch)) target[key] = mergePatch(target[key], patch[key]);
}

/**
 * RFC 7386 JSON Merge Patch: objects merge key by key, `null` removes, anything else replaces. Never mutates
 * either side; an object merged onto nothing is kept as it is (not copied), so a channel or message the
 * operation points to stays the view's one object for it.
 */
export function mergePatch(origin: unknown, patch: unknown): unknown {
  if (!isObject(patch) || !isObject(origin)) return patch;
  const result: RawObject = { ...origin };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
