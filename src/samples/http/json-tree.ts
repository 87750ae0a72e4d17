/**
 * JSON text as a tree that keeps what JSON.parse loses: key order with duplicates, and every number exactly as
 * written (`12345678901234567890` and `1.0` survive). Samples print bodies from it in each language's idiom.
 */

export type JsonNode =
  | { type: 'object'; entries: Array<[string, JsonNode]> }
  | { type: 'array'; items: JsonNode[] }
  | { type: 'string'; value: string }
  | { type: 'number'; raw: string }
  | { type: 'literal'; value: true | false | null };

/** Bodies larger than this are printed verbatim: re-indenting megabytes helps nobody reading a sample. */
export const MAX_PRETTY_JSON_CHARS = 100_000;

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;
const WHITESPACE = /[ \t\n\r]*/y;
const LITERALS = [['true', true], ['false', false], ['null', null]] as const;

/** The tree of `text`, or undefined when it is not valid JSON (or too large to pretty-print). */
export function parseJsonTree(text: string): JsonNode | undefined {
  if (text.length > MAX_PRETTY_JSON_CHARS) return undefined;
  try {
    JSON.parse(text); // validates, so the reader below can trust the grammar
  } catch {
    return undefined;
  }
  let at = 0;
  const skip = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(text);
    at = WHITESPACE.lastIndex;
  };
  const token = (pattern: RegExp): string => {
    pattern.lastIndex = at;
    const match = pattern.exec(text)?.[0] ?? '';
    at += match.length;
    return match;
  };
  const value = (): JsonNode => {
    skip();
    const c = text[at];
    if (c === '{') {
      at++;
      const entries: Array<[string, JsonNode]> = [];
      skip();
      while (text[at] !== '}') {
        skip();
        const key = JSON.parse(token(STRING)) as string;
        skip();
        at++; // ':'
        entries.push([key, value()]);
        skip();
        if (text[at] === ',') at++;
      }
      at++;
      return { type: 'object', entries };
    }
    if (c === '[') {
      at++;
      const items: JsonNode[] = [];
      skip();
      while (text[at] !== ']') {
        items.push(value());
        skip();
        if (text[at] === ',') at++;
      }
      at++;
      return { type: 'array', items };
    }
    if (c === '"') return { type: 'string', value: JSON.parse(token(STRING)) as string };
    for (const [word, literal] of LITERALS) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return { type: 'literal', value: literal };
      }
    }
    return { type: 'number', raw: token(NUMBER) };
  };
  return value();
}

/** How a language writes the pieces of a JSON-like literal. */
export interface LiteralStyle {
  indent: string;
  string(value: string): string;
  /** An object key; defaults to `string`. */
  key?(key: string): string;
  number?(raw: string): string;
  literal(value: true | false | null): string;
  /** Separator between key and value, e.g. `": "`. */
  colon: string;
  /** A comma after the last item of a multi-line collection (Prettier, Black). */
  trailingComma: boolean;
}

/** The tree as a multi-line literal, one item per line, nested collections indented. */
export function printJsonTree(node: JsonNode, style: LiteralStyle, depth = 0): string {
  const pad = style.indent.repeat(depth + 1);
  const close = style.indent.repeat(depth);
  const tail = style.trailingComma ? ',' : '';
  switch (node.type) {
    case 'string':
      return style.string(node.value);
    case 'number':
      return style.number ? style.number(node.raw) : node.raw;
    case 'literal':
      return style.literal(node.value);
    case 'array':
      if (node.items.length === 0) return '[]';
      return `[\n${node.items.map((item) => pad + printJsonTree(item, style, depth + 1)).join(',\n')}${tail}\n${close}]`;
    case 'object': {
      if (node.entries.length === 0) return '{}';
      const key = style.key ?? style.string;
      const lines = node.entries.map(([k, v]) => `${pad}${key(k)}${style.colon}${printJsonTree(v, style, depth + 1)}`);
      return `{\n${lines.join(',\n')}${tail}\n${close}}`;
    }
  }
}

/** JSON re-indented with two spaces, numbers as written. */
export const JSON_STYLE: LiteralStyle = {
  indent: '  ',
  string: (s) => JSON.stringify(s),
  literal: (v) => String(v),
  colon: ': ',
  trailingComma: false,
};

export function prettyJson(node: JsonNode): string {
  return printJsonTree(node, JSON_STYLE);
}

/** True when every number in the tree means the same once read as an IEEE double (JavaScript object literals). */
export function numbersFitDoubles(node: JsonNode): boolean {
  switch (node.type) {
    case 'number': {
      const n = Number(node.raw);
      // Fractions are approximate in JSON.parse as well; integers beyond 2^53 and overflows are not.
      return /^-?\d+$/.test(node.raw) ? Number.isSafeInteger(n) : Number.isFinite(n);
    }
    case 'array':
      return node.items.every(numbersFitDoubles);
    case 'object':
      return node.entries.every(([, v]) => numbersFitDoubles(v));
    default:
      return true;
  }
}
