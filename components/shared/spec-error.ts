import { SpecLoadError, specErrorOf, type SpecError } from '../../src/index.js';

/** The structured error of a failed load or validation; anything unexpected becomes an `internal` error. */
export function toSpecError(error: unknown): SpecError {
  if (error instanceof SpecLoadError) return specErrorOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message: message || 'Unknown error.' }; // i18n-ignore: a diagnostic, like the spec's own errors
}
