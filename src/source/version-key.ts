/** A version key's value as text; YAML turns unquoted `2.0` / `3.0` into numbers. */
export function versionText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(1) : String(value);
  return undefined;
}

/** Where a version key was found in undecoded text: `at` lets the earliest of several formats' keys win. */
export interface VersionKeyMatch {
  key: string;
  value: string;
  at: number;
}

/**
 * Finds `"openapi": "3.0.0"` (JSON) or a top-level `swagger: '2.0'` / `asyncapi: 2.6.0` line (YAML) for one of
 * `keys`, without decoding the text. JSON is looked for first, as a JSON text has no top-level YAML lines.
 */
export function versionKeyInText(text: string, keys: readonly string[]): VersionKeyMatch | undefined {
  const names = keys.join('|');
  const json = new RegExp(`"(${names})"\\s*:\\s*"([^"]*)"`).exec(text);
  if (json?.[1] !== undefined && json[2] !== undefined) return { key: json[1], value: json[2], at: json.index };
  const yaml = new RegExp(`^(${names})\\s*:\\s*["']?([^\\s"'#]+)`, 'm').exec(text);
  if (yaml?.[1] !== undefined && yaml[2] !== undefined) return { key: yaml[1], value: yaml[2], at: yaml.index };
  return undefined;
}
