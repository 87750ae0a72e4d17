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
  /** Milliseconds one related document (external `$ref`, import) may take to arrive before it counts as unresolved. */
  relatedFetchTimeoutMs: number;
  /**
   * Values of one enum handed to a validating parser (the `validate` option's @asyncapi/parser checks
   * `uniqueItems` in quadratic time: 50,000 values took minutes); the rest are not checked (always shown).
   */
  maxValidatedEnum: number;
  /** Milliseconds all related documents of one load may take together; later fetches are not started. */
  relatedFetchBudgetMs: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxSpecBytes: 64 * 1024 * 1024,
  maxAliasCount: 100,
  maxRefChainDepth: 64,
  maxExternalDocuments: 20,
  maxDocumentDepth: 512,
  maxOperations: 20_000,
  maxValidatedEnum: 1_000,
  relatedFetchTimeoutMs: 10_000,
  relatedFetchBudgetMs: 30_000,
});

/** Merges caller overrides over the defaults. The alias count can be lowered, never raised. */
export function resolveLimits(overrides?: Partial<Limits>): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS, ...overrides };
  limits.maxAliasCount = Math.min(limits.maxAliasCount, DEFAULT_LIMITS.maxAliasCount);
  return limits;
}

/**
 * Limits of rendering (components): how much of one description is rendered as Markdown at first, and how
 * many items of one list (enum values, properties, parameters, responses, operations of a tag) show before
 * a "Show N more" button. Both keep one huge spec value from blocking the tab.
 */
export interface RenderLimits {
  /** Characters of one description rendered as Markdown before "Show the rest". */
  markdownChars: number;
  /** Items of one list rendered before "Show N more"; each press shows this many more. */
  listItems: number;
}

export const RENDER_LIMITS: Readonly<RenderLimits> = Object.freeze({
  markdownChars: 10 * 1024,
  listItems: 100,
});
