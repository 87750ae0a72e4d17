import type { CST } from 'yaml';

type YamlModule = typeof import('yaml');
type Token = CST.Token;
type SourceToken = CST.SourceToken;

/** Thrown inside the walk: the document leaves the plain subset (or is malformed), so `yaml` decides. */
const LEAVE = Symbol('not plain');

/**
 * Decodes the YAML most API descriptions are written in (one document of block and flow maps, sequences and
 * scalars) straight from the `yaml` package's concrete syntax tree, without its Document model: on Stripe's
 * 4 MB description, building that model and converting it to plain data took more time than reading the text.
 * Returns undefined for anything else (anchors and aliases, tags, merge keys, directives, complex or multi-line
 * keys, tabs, any syntax error), which the caller hands to `YAML.parse`, so the result and every error stay
 * exactly the library's. Scalars resolve as the library's YAML 1.2 core schema does.
 */
export function decodePlainYaml(YAML: YamlModule, text: string): { value: unknown } | undefined {
  let doc: CST.Document | undefined;
  for (const token of new YAML.Parser().parse(text)) {
    if (token.type === 'document') {
      if (doc) return undefined;
      doc = token;
    } else if (!isTrivia(token)) {
      return undefined;
    }
  }
  if (!doc || !doc.start.every((t) => isTrivia(t) || t.type === 'doc-start') || !(doc.end ?? []).every(isTrivia)) return undefined;
  try {
    return { value: doc.value ? valueOf(YAML, doc.value) : null };
  } catch (error) {
    if (error === LEAVE) return undefined;
    throw error;
  }
}

function isTrivia(token: Token): boolean {
  if (token.type === 'space') return !token.source.includes('\t');
  return token.type === 'newline' || token.type === 'comment' || token.type === 'byte-order-mark' || token.type === 'doc-end';
}

/** Tokens between items: indicators and trivia only (a tag or an anchor leaves the subset). */
function checkSeparators(tokens: readonly SourceToken[] | undefined, allowed: readonly string[]): void {
  for (const t of tokens ?? []) if (!isTrivia(t) && !allowed.includes(t.type)) throw LEAVE;
}

function valueOf(YAML: YamlModule, token: Token): unknown {
  switch (token.type) {
    case 'block-map': {
      const map: Record<string, unknown> = {};
      for (const item of token.items) {
        if (item.explicitKey) throw LEAVE;
        checkSeparators(item.start, []);
        if (!item.key) {
          if (item.sep || item.value) throw LEAVE;
          continue;
        }
        checkSeparators(item.sep, ['map-value-ind']);
        if (!item.sep?.some((t) => t.type === 'map-value-ind')) throw LEAVE;
        setKey(map, keyOf(YAML, item.key), item.value ? valueOf(YAML, item.value) : null);
      }
      return map;
    }
    case 'block-seq':
      return token.items.map((item) => {
        if (item.key !== undefined || item.sep !== undefined) throw LEAVE;
        checkSeparators(item.start, ['seq-item-ind']);
        return item.value ? valueOf(YAML, item.value) : null;
      });
    case 'flow-collection':
      return flowValue(YAML, token);
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'block-scalar':
      return scalarOf(YAML, token);
    default:
      throw LEAVE;
  }
}

function flowValue(YAML: YamlModule, token: CST.FlowCollection): unknown {
  const isMap = token.start.type === 'flow-map-start';
  const close = isMap ? 'flow-map-end' : 'flow-seq-end';
  if (!token.end.some((t) => t.type === close)) throw LEAVE;
  checkSeparators(token.end, [close]);
  if (isMap) {
    const map: Record<string, unknown> = {};
    for (const item of token.items) {
      checkSeparators(item.start, ['comma']);
      checkSeparators(item.sep, ['map-value-ind', 'comma']);
      if (!item.key || !item.sep?.some((t) => t.type === 'map-value-ind')) throw LEAVE;
      setKey(map, keyOf(YAML, item.key), item.value ? valueOf(YAML, item.value) : null);
    }
    return map;
  }
  return token.items.map((item) => {
    checkSeparators(item.start, ['comma']);
    if (item.key !== undefined || item.sep !== undefined || !item.value) throw LEAVE;
    return valueOf(YAML, item.value);
  });
}

/** A one-line scalar key, as the library turns it into a property name. */
function keyOf(YAML: YamlModule, token: Token): string {
  if (token.type !== 'scalar' && token.type !== 'single-quoted-scalar' && token.type !== 'double-quoted-scalar') throw LEAVE;
  if (token.source.includes('\n') || token.source.length > 1024) throw LEAVE;
  if (token.type === 'scalar' && token.source === '<<') throw LEAVE; // a merge key
  const key = scalarOf(YAML, token);
  if (key === null) throw LEAVE;
  return String(key);
}

/** As the library adds a pair to an object: a repeated key keeps the last value; `__proto__` stays an own key. */
function setKey(map: Record<string, unknown>, key: string, value: unknown): void {
  if (key in map) Object.defineProperty(map, key, { value, writable: true, enumerable: true, configurable: true });
  else map[key] = value;
}

function scalarOf(YAML: YamlModule, token: CST.FlowScalar | CST.BlockScalar): unknown {
  if (token.type === 'block-scalar') checkSeparators(token.props as SourceToken[], ['block-scalar-header']);
  else checkSeparators(token.end, []);
  let malformed = false;
  const scalar = YAML.CST.resolveAsScalar(token, true, () => (malformed = true));
  if (malformed || !scalar) throw LEAVE;
  return token.type === 'scalar' ? corePlain(scalar.value) : scalar.value;
}

/** A plain scalar under the YAML 1.2 core schema, tested in the library's order. */
function corePlain(value: string): unknown {
  // Most plain scalars are words: nothing but a sign, digit, dot, `~` or n/t/f can start another type.
  if (value !== '' && !/^[-+.0-9~nNtTfF]/.test(value)) return value;
  if (/^(?:~|[Nn]ull|NULL)?$/.test(value)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(value)) return value[0] === 't' || value[0] === 'T';
  if (/^0o[0-7]+$/.test(value)) return parseInt(value.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(value)) return parseInt(value, 10);
  if (/^0x[0-9a-fA-F]+$/.test(value)) return parseInt(value.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(value)) {
    if (value.slice(-3).toLowerCase() === 'nan') return NaN;
    return value[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(value)) return parseFloat(value);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(value)) return parseFloat(value);
  return value;
}
