import type { Tag } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import type { Parameter } from '../../model/operation.js';
import { unreadablePart } from '../../errors.js';
import type { OpenApiVersion } from './detect.js';
import type { SchemaNormalizer } from './normalize-schema.js';
import type { RawObject } from '../raw.js';
import type { RefResolver } from '../../refs/resolve-ref.js';

/** Everything the OpenAPI normalizers share for one document. */
export interface OpenApiContext {
  doc: RawObject;
  version: OpenApiVersion;
  refs: RefResolver;
  schemas: SchemaNormalizer;
  warnings: SpecError[];
  warn(error: SpecError): void;
  /** Set for 3.2 documents only. */
  v32?: OpenApi32Reader;
}

/**
 * The reading only OpenAPI 3.2 documents need (openapi-32.ts). parse() loads it for 3.2 documents alone, so a
 * 2.0–3.1 page does not download it; the builders call it when it is present.
 */
export interface OpenApi32Reader {
  /** The valid entries of an `additionalOperations` map, as [method as written, operation]; warns about the rest. */
  additionalOperations(ctx: OpenApiContext, map: unknown, where: () => string): Array<[string, RawObject]>;
  /** A `querystring` parameter; undefined (and a warning) without `content`. */
  querystringParameter(ctx: OpenApiContext, raw: RawObject): Parameter | undefined;
  /** Warns when `query` parameters sit next to a `querystring` one. */
  checkQueryMix(ctx: OpenApiContext, params: readonly Parameter[]): void;
  /** Adds 3.2's `summary` (over `x-displayName`), `kind` and checked `parent` to the declared tags. */
  declaredTags(tags: ReadonlyMap<string, Tag>, raw: unknown, warn: (error: SpecError) => void): void;
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
