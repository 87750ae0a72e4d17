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

/** Turns anything thrown while loading into a SpecLoadError (unknown failures become `internal`). */
export function toSpecLoadError(error: unknown): SpecLoadError {
  if (error instanceof SpecLoadError) return error;
  if (isAbortError(error)) return new SpecLoadError(specError('aborted', 'Loading the spec was cancelled.'));
  const message = error instanceof Error ? error.message : String(error);
  return new SpecLoadError(specError('internal', `Unexpected error while reading the spec: ${message}`));
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
