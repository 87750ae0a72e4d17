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

export interface SpecError {
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
  constructor(error: SpecError) {
    super(error.message);
    this.name = 'SpecLoadError';
    this.code = error.code;
    if (error.location !== undefined) this.location = error.location;
  }
}
