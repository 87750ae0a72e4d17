/**
 * Named limits with safe defaults. Never raise one without a guard of its own: the YAML alias limit in
 * particular stays at the yaml library's default so "billion laughs" documents fail fast.
 */
export interface Limits {
  /** Largest spec text accepted, in bytes (checked on Content-Length and on the text). */
  maxSpecBytes: number;
  /** YAML aliases expanded per document (yaml's own default). */
  maxAliasCount: number;
  /** Longest chain of `$ref` → `$ref` → … followed before giving up. */
  maxRefChainDepth: number;
  /** External documents (`other.yaml#/X`) fetched for one spec. */
  maxExternalDocuments: number;
  /** Nesting depth of the decoded document walked by the reference check. */
  maxDocumentDepth: number;
  /** Operations normalized from one document. */
  maxOperations: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxSpecBytes: 64 * 1024 * 1024,
  maxAliasCount: 100,
  maxRefChainDepth: 64,
  maxExternalDocuments: 20,
  maxDocumentDepth: 512,
  maxOperations: 20_000,
});

/** Merges caller overrides over the defaults. The alias count can be lowered, never raised. */
export function resolveLimits(overrides?: Partial<Limits>): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS, ...overrides };
  limits.maxAliasCount = Math.min(limits.maxAliasCount, DEFAULT_LIMITS.maxAliasCount);
  return limits;
}
