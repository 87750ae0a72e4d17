/**
 * AsyncAPI runtime expressions that point into a JSON payload (`$message.payload#/replyTo`): where correlation ids
 * and reply addresses sit. One reader and one writer for the Try-It panel's replies, mock answers and reply topics.
 */

/** A JSON text's value, or undefined when it is not JSON. */
export function jsonValue(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The JSON pointer's tokens of a `$message.payload#…` location; undefined for other locations (headers). */
export function payloadPointer(location: string | undefined): string[] | undefined {
  const match = location === undefined ? null : /^\$message\.payload#(\/.*)?$/.exec(location.trim());
  return match ? (match[1] ?? '').split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
}

/** The scalar at `location` in a JSON text, as text; undefined when the location is not in the payload or has none. */
export function readPayloadLocation(location: string | undefined, text: string): string | undefined {
  const tokens = payloadPointer(location);
  const parsed = tokens && jsonValue(text);
  if (!tokens || !parsed) return undefined;
  let value: unknown = parsed.value;
  for (const key of tokens) {
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined || (typeof value === 'object' && value !== null) ? undefined : String(value);
}

/**
 * The JSON text with `value` written at `location` (pretty-printed); the text unchanged when it is not a JSON
 * object, the location is not in the payload, or a step on the way is not an object.
 */
export function writePayloadLocation(location: string | undefined, text: string, value: string): string {
  const tokens = payloadPointer(location);
  const parsed = tokens && tokens.length > 0 ? jsonValue(text) : undefined;
  if (!tokens || !parsed || typeof parsed.value !== 'object' || parsed.value === null) return text;
  let at = parsed.value as Record<string, unknown>;
  for (const token of tokens.slice(0, -1)) {
    const next = at[token];
    if (typeof next !== 'object' || next === null) return text;
    at = next as Record<string, unknown>;
  }
  at[tokens.at(-1)!] = value;
  return JSON.stringify(parsed.value, null, 2);
}
