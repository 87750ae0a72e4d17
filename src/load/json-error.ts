/**
 * Locates the first syntax error of a JSON text. Engines word JSON.parse errors differently (V8 gives an
 * offset, Firefox a line/column, Safari nothing), so this small scanner re-reads the text, only on the
 * error path, and reports a precise offset everywhere.
 */
export interface JsonErrorInfo {
  offset: number;
  reason: string;
  /** The text ended before the value was complete (typically a truncated download). */
  atEnd: boolean;
}

class JsonScanError extends Error {
  constructor(readonly offset: number, readonly reason: string) {
    super(reason);
  }
}

export function findJsonError(text: string): JsonErrorInfo {
  let i = 0;
  const n = text.length;
  const ws = (): void => {
    while (i < n && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const expected = (what: string): never => {
    const found = i >= n ? 'the end of the document' : `"${text[i]}"`;
    throw new JsonScanError(i, `expected ${what} but found ${found}`);
  };
  const string = (): void => {
    i++; // opening quote
    while (i < n) {
      const c = text[i];
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') i++;
      else if (c !== undefined && c < ' ') throw new JsonScanError(i, 'unescaped control character in a string');
      i++;
    }
    throw new JsonScanError(n, 'unterminated string');
  };
  const literal = (): void => {
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!m) expected('a value');
    i += m![0].length;
  };
  const value = (depth: number): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') expected('a double-quoted property name');
        string();
        ws();
        if (text[i] !== ':') expected('":"');
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        expected('"," or "}"');
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        expected('"," or "]"');
      }
    }
    if (c === '"') return string();
    return literal();
  };
  try {
    value(0);
    ws();
    if (i < n) expected('the end of the document');
    return { offset: Math.min(i, n), reason: 'unknown syntax error', atEnd: false };
  } catch (error) {
    if (error instanceof JsonScanError) return { offset: error.offset, reason: error.reason, atEnd: error.offset >= n };
    // A stack overflow on absurdly deep nesting: report the position reached.
    return { offset: i, reason: 'nesting too deep', atEnd: false };
  }
}
