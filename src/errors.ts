/**
 * Errors as values: a closed code union, an actionable message, a location. The types live in the model
 * (components switch on them); this module adds the helpers the core uses to raise and collect them.
 */
import { SpecLoadError, type SpecError, type SpecErrorCode } from './model/errors.js';

export { SpecLoadError, type SpecError, type SpecErrorCode };

/** Builds a SpecError value, omitting an absent location. */
export function specError(code: SpecErrorCode, message: string, location?: string): SpecError {
  return location === undefined ? { code, message } : { code, message, location };
}

/** Throws a fatal load error. */
export function fail(code: SpecErrorCode, message: string, location?: string): never {
  throw new SpecLoadError(specError(code, message, location));
}

/**
 * Turns anything thrown while loading into a SpecLoadError. An unknown failure becomes `internal` with a
 * sentence about the document, never the JavaScript error text (which names the viewer's code, not the spec);
 * the parts that can say where (readPart) do so before it gets here.
 */
export function toSpecLoadError(error: unknown): SpecLoadError {
  if (error instanceof SpecLoadError) return error;
  if (isAbortError(error)) return new SpecLoadError(specError('aborted', 'Loading the spec was cancelled.'));
  return new SpecLoadError(specError('internal', `The viewer could not read this document: ${UNEXPECTED_VALUE}.`));
}

const UNEXPECTED_VALUE = 'a value in it has a type or shape the viewer did not expect (for example a number where text belongs)';

/** The warning for one part of a document that failed unexpectedly: what and where, in the document's terms. */
export function unreadablePart(what: string, where: string): SpecError {
  return specError('internal', `${what} at ${where || '/'} could not be read and is left out: ${UNEXPECTED_VALUE}.`, where);
}

/**
 * Reads one part of a document (an operation, a channel); an unexpected failure inside it becomes a warning
 * naming that part and the fallback is used, so one odd value neither ends the load nor leaks an error text.
 */
export function readPart<T>(what: string, where: string, fallback: T, read: () => T, warn: (error: SpecError) => void): T {
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
