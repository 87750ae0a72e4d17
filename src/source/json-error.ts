/**
 * Locates the first syntax error of a JSON text. Engines word JSON.parse errors differently (V8 gives an
 * offset, Firefox a line/column, Safari nothing), so this small scanner re-reads the text, only on the
 * error path, and reports a precise offset everywhere.
 */
import { say, type CoreText } from '../errors.js';
import { loadMessages, type JsonExpected } from './texts.js';

export interface JsonErrorInfo {
  offset: number;
  reason: CoreText;
  /** The text ended before the value was complete (typically a truncated download). */
  atEnd: boolean;
}

class JsonScanError extends Error {
  constructor(readonly offset: number, readonly reason: CoreText) {
    super(reason.message);
  }
}

export function findJsonError(text: string): JsonErrorInfo {
  let i = 0;
  const n = text.length;
  const ws = (): void => {
    while (i < n && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const expected = (what: JsonExpected): never => {
    throw new JsonScanError(i, say(loadMessages, 'jsonExpected', what, text[i] ?? ''));
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
      else if (c !== undefined && c < ' ') throw new JsonScanError(i, say(loadMessages, 'jsonProblem', 'control-char'));
      i++;
    }
    throw new JsonScanError(n, say(loadMessages, 'jsonProblem', 'unterminated'));
  };
  const literal = (): void => {
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!m) expected('value');
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
        if (text[i] !== '"') expected('name');
        string();
        ws();
        if (text[i] !== ':') expected('colon');
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
        expected('comma-brace');
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
        expected('comma-bracket');
      }
    }
    if (c === '"') return string();
    return literal();
  };
  try {
    value(0);
    ws();
    if (i < n) expected('end');
    return { offset: Math.min(i, n), reason: say(loadMessages, 'jsonProblem', 'unknown'), atEnd: false };
  } catch (error) {
    if (error instanceof JsonScanError) return { offset: error.offset, reason: error.reason, atEnd: error.offset >= n };
    // A stack overflow on absurdly deep nesting: report the position reached.
    return { offset: i, reason: say(loadMessages, 'jsonProblem', 'too-deep'), atEnd: false };
  }
}
