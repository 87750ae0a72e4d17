import type { SpecError } from '../../model/errors.js';
import { unreadablePart } from '../../errors.js';
import type { OpenApiVersion } from './detect.js';
import type { SchemaNormalizer } from './normalize-schema.js';
import type { RawObject } from '../../load/raw.js';
import type { RefResolver } from '../../refs/resolve-ref.js';

/** Everything the OpenAPI normalizers share for one document. */
export interface OpenApiContext {
  doc: RawObject;
  version: OpenApiVersion;
  refs: RefResolver;
  schemas: SchemaNormalizer;
  warnings: SpecError[];
  warn(error: SpecError): void;
}

export function createWarn(warnings: SpecError[]): (error: SpecError) => void {
  const seen = new Set<string>();
  return (error) => {
    const key = `${error.code}|${error.message}|${error.location ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    warnings.push(error);
  };
}

/**
 * Runs a lazy detail builder. Details are built when the UI reads them, long after loading resolved, so a
 * surprise in one operation must not throw into a render: it becomes a warning and an empty value.
 */
export function guarded<T>(ctx: OpenApiContext, fallback: T, location: () => string, build: () => T): T {
  try {
    return build();
  } catch {
    ctx.warn(unreadablePart('part', location()));
    return fallback;
  }
}
