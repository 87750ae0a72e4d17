import type { SpecError } from '../../model/errors.js';
import { specError, toPointer, say, type CoreText } from '../../errors.js';
import { asyncapiMessages } from './texts.js';

/** The part of a @asyncapi/parser (Spectral) diagnostic the `validate` option reads. */
export interface Diagnostic {
  code: string | number;
  message: string;
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  path: ReadonlyArray<string | number>;
}

/**
 * The parser's errors and warnings as `validation` findings (path and message); information and hints
 * (style advice such as "use the latest version") are dropped. The parser reports its own crashes as a
 * diagnostic carrying the JavaScript error and stack: the reader gets a sentence about the document instead.
 */
export function findingsOf(diagnostics: readonly Diagnostic[]): SpecError[] {
  return diagnostics.filter((d) => d.severity <= 1).map((d) => specError('validation', readableMessage(d.message), toPointer(d.path)));
}

function readableMessage(message: string): string | CoreText {
  if (!message.startsWith('Error thrown during AsyncAPI document parsing')) return message;
  return say(asyncapiMessages, 'parserStopped');
}
