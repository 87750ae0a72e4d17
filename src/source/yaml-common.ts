import { FAILSAFE_SCHEMA, load, type EventType, type State } from 'js-yaml';
import { corePlain } from './yaml-core-schema.js';

/** Thrown from the loader's listener: the document uses what `yaml` must decide (anchors, merge keys). */
const LEAVE = new Error('not common YAML');

const COLON = 0x3a;

/** True when the next character after blanks and line breaks is `:`: the node that just closed is a key. */
function isKey(input: string, position: number): boolean {
  let c = input.charCodeAt(position);
  while (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) c = input.charCodeAt(++position);
  return c === COLON;
}

/**
 * Runs as each node closes (`anchor` and `tag` are on the loader's state; `anchor` is missing from its published
 * type). Types a plain scalar (the loader marks it with the tag `?`) as the `yaml` package's core schema would
 * (yaml-core-schema.ts): here rather than as an implicit type of the schema, which js-yaml tries through a call
 * per scalar (about an eighth of the time on Stripe's 4 MB description). Leaves for anchors (and so aliases),
 * merge keys, and keys the two libraries turn into different strings: collections (`[a]: 1`) and null (`~: 1`).
 */
function listener(event: EventType, state: State & { anchor?: string | null; tag?: string | null }): void {
  if (event !== 'close') return;
  if (state.anchor != null) throw LEAVE;
  let result: unknown = state.result;
  if (typeof result === 'string') {
    if (result === '<<') throw LEAVE;
    if (state.tag === '?') result = state.result = corePlain(result);
  }
  if (typeof result === 'object' && isKey(state.input, state.position)) throw LEAVE;
}

/**
 * Decodes the YAML most API descriptions are written in with js-yaml, which reads Stripe's 4 MB description
 * about twice as fast as the `yaml` package's lexer alone. It stands aside (returns undefined) for anything where
 * the two libraries could differ or where only `yaml` applies our limits: anchors and aliases (the alias limit),
 * merge keys, tags beyond `!!str`/`!!seq`/`!!map`, collections as keys, several documents, and any syntax error,
 * which the caller hands to `YAML.parse` so every error message stays the same.
 */
export function decodeCommonYaml(text: string): { value: unknown } | undefined {
  try {
    // json: a repeated key keeps its first place and the last value, as JSON.parse (and `yaml` with uniqueKeys off) do.
    // An empty document is null for `yaml`, undefined for js-yaml.
    return { value: load(text, { schema: FAILSAFE_SCHEMA, json: true, listener }) ?? null };
  } catch {
    return undefined;
  }
}
