/**
 * Fast path for JSON documents: collects every `"$ref": "…"` of the text with one regex pass, which is
 * about twice as fast as walking the decoded document (GitHub's 12 MB spec: ~11 ms against ~25 ms).
 * The result over-approximates the real references (it also sees refs inside `x-*` extensions and
 * examples), so it can only prove a document clean; on any doubt the caller does the precise walk.
 * A `$ref` written inside a JSON string value has escaped quotes and does not match.
 */
export function scanJsonRefs(text: string): Set<string> {
  const refs = new Set<string>();
  const pattern = /"\$ref"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const raw = match[1]!;
    refs.add(raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw);
  }
  return refs;
}
