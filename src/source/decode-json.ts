import { fail, say } from '../errors.js';
import { loadMessages } from './texts.js';
import { findJsonError } from './json-error.js';

/** Parses JSON with the engine's fast parser; on failure, reports the exact line:column of the first error. */
export function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const error = findJsonError(text);
    const { line, column } = lineColumn(text, error.offset);
    return fail('json-syntax', say(loadMessages, 'jsonSyntax', error.reason, line, column, error.atEnd), `${line}:${column}`);
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
