/** Every error and warning code the core produces. Closed on purpose: UI and tests switch on it. */
export type SpecErrorCode =
  | 'fetch-failed'        // network error, CORS, non-2xx from the spec URL
  | 'empty-document'
  | 'too-large'           // over limits.maxSpecBytes
  | 'json-syntax'
  | 'yaml-syntax'
  | 'yaml-alias-limit'    // alias bomb
  | 'xml-syntax'
  | 'graphql-syntax'
  | 'not-a-spec'          // HTML page, random JSON …
  | 'unsupported-version' // Swagger 1.2, OpenAPI 4 …
  | 'unsupported-in-tier' // GraphQL in the base build
  | 'invalid-document'    // structurally unusable (no paths …)
  | 'unresolved-ref'
  | 'circular-ref'        // a $ref chain that never reaches a schema
  | 'too-deep'
  | 'validation'          // schema validation finding (warning)
  | 'aborted'
  | 'internal';

/** A parameter of a core message: spec text, a number or a flag (never translated), or a message nested in it. */
export type MessageParam = string | number | boolean | CoreText;

/**
 * A sentence from the core: English `message` (events and Node users read it), and, when it comes from a
 * core message table, the table `key` and its `params`, so the viewer can say it in the reader's language.
 * Plain data: it crosses workers and events.
 */
export interface CoreText {
  message: string;
  key?: string;
  params?: MessageParam[];
}

export interface SpecError extends CoreText {
  code: SpecErrorCode;
  /** Actionable, human sentence. */
  message: string;
  /** JSON pointer ("/paths/~1pets/get") or "line:col" for syntax errors. */
  location?: string;
}

/** Thrown (or rejected) by loadSpec for fatal problems; carries the structured error. */
export class SpecLoadError extends Error implements SpecError {
  readonly code: SpecErrorCode;
  readonly location?: string;
  readonly key?: string;
  readonly params?: MessageParam[];
  constructor(error: SpecError) {
    super(error.message);
    this.name = 'SpecLoadError';
    this.code = error.code;
    if (error.location !== undefined) this.location = error.location;
    if (error.key !== undefined) this.key = error.key;
    if (error.params !== undefined) this.params = error.params;
  }
}
