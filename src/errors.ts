/**
 * Errors as values: a closed code union, an actionable message, a location. The types live in the model
 * (components switch on them); this module adds the helpers the core uses to raise and collect them.
 */
import { SpecLoadError, type CoreText, type MessageParam, type SpecError, type SpecErrorCode } from './model/errors.js';
import { loadMessages, type DocumentPart } from './source/texts.js';

export { SpecLoadError, type CoreText, type DocumentPart, type MessageParam, type SpecError, type SpecErrorCode };

/*
 * Core message tables: each part of the core keeps its English sentences in one table of functions
 * (src/**\/texts.ts), and `say()` turns a key and its parameters into a CoreText (the English message plus key and
 * params), from which the viewer words the same sentence in the reader's language. English exists once.
 */

// Parameters are strings and numbers; `any` only so every table's own parameter list fits the constraint.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageTable = Record<string, (...params: any[]) => string>;

/** A string parameter may be a nested message (a reason inside a sentence): the viewer words it too. */
type Arg<P> = string extends P ? P | CoreText : P;
type ArgsOf<P extends unknown[]> = { [I in keyof P]: Arg<P[I]> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageArgs<F extends (...params: any[]) => string> = ArgsOf<Parameters<F>>;

/** The English sentence of `key` with its parameters, keyed for translation. */
export function say<T extends MessageTable, K extends keyof T & string>(table: T, key: K, ...params: MessageArgs<T[K]>): CoreText & { key: K } {
  const list = params as MessageParam[];
  const message = table[key]!(...list.map((p) => (typeof p === 'object' ? p.message : p)));
  return list.length === 0 ? { message, key } : { message, key, params: list };
}

/**
 * Builds a SpecError value, omitting an absent location. `text` is a keyed message from a core table (see
 * say()), or plain text that has no table entry (a third-party validator's own words).
 */
export function specError(code: SpecErrorCode, text: string | CoreText, location?: string): SpecError {
  const error: SpecError = typeof text === 'string' ? { code, message: text } : { code, ...text };
  if (location !== undefined) error.location = location;
  return error;
}

/** Throws a fatal load error. */
export function fail(code: SpecErrorCode, text: string | CoreText, location?: string): never {
  throw new SpecLoadError(specError(code, text, location));
}

/** What a caught error says, for a sentence about it: a core message keeps its key, anything else its text. */
export function textOf(error: unknown): string | CoreText {
  if (error instanceof SpecLoadError) return specErrorOf(error);
  return error instanceof Error ? error.message : String(error);
}

/** The plain SpecError value of a thrown one (for events, workers and the error panel). */
export function specErrorOf(error: SpecLoadError): SpecError {
  return specError(error.code, { message: error.message, ...(error.key !== undefined && { key: error.key }), ...(error.params && { params: error.params }) }, error.location);
}

/**
 * Turns anything thrown while loading into a SpecLoadError. An unknown failure becomes `internal` with a
 * sentence about the document, never the JavaScript error text (which names the viewer's code, not the spec);
 * the parts that can say where (readPart) do so before it gets here.
 */
export function toSpecLoadError(error: unknown): SpecLoadError {
  if (error instanceof SpecLoadError) return error;
  if (isAbortError(error)) return new SpecLoadError(specError('aborted', say(loadMessages, 'loadCancelled')));
  return new SpecLoadError(specError('internal', say(loadMessages, 'unreadableDocument')));
}

/** The warning for one part of a document that failed unexpectedly: what and where, in the document's terms. */
export function unreadablePart(what: DocumentPart, where: string): SpecError {
  return specError('internal', say(loadMessages, 'unreadablePart', what, where || '/'), where);
}

/**
 * Reads one part of a document (an operation, a channel); an unexpected failure inside it becomes a warning
 * naming that part and the fallback is used, so one odd value neither ends the load nor leaks an error text.
 */
export function readPart<T>(what: DocumentPart, where: string, fallback: T, read: () => T, warn: (error: SpecError) => void): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SpecLoadError) throw error;
    warn(unreadablePart(what, where));
    return fallback;
  }
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Escapes one JSON pointer token (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a JSON pointer ("/paths/~1pets/get") from path tokens. */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.length === 0 ? '' : '/' + tokens.map(pointerToken).join('/');
}
