/**
 * What a sample generator is, apart from the registries that load them: the generators import these types and
 * never their registry, which imports them with `import()` (so no import circle, lazy edges counted).
 */
import type { ApiModel, HttpRequest, Operation } from '../model/index.js';
import type { Connected } from './asyncapi/sample-text.js';
import type { AsyncProtocol, AsyncSampleOptions } from './asyncapi/types.js';
import type { SampleLanguageId } from './languages.js';

/** What an HTTP generator may know besides the request. */
export interface SampleOptions {
  /**
   * The operation the request belongs to. When a success response is a live stream (Server-Sent Events,
   * JSON Lines …), the sample reads the body as it arrives and prints it line by line.
   */
  operation?: Pick<Operation, 'responses'>;
}

/** Prints the one normalized request (HTTP, a SOAP envelope, a GraphQL POST) as a complete, runnable program. */
export type GenerateSample = (request: HttpRequest, options?: SampleOptions) => string;

/** An HTTP generator: one language (its label, highlighter and extension: its row in languages.ts), its printer. */
export interface SampleGenerator {
  id: SampleLanguageId;
  generate: GenerateSample;
}

/**
 * An AsyncAPI generator: one language (its row in languages.ts), printing one AsyncAPI operation as a complete
 * program (or a note).
 */
export interface AsyncSampleGenerator {
  id: SampleLanguageId;
  generate(operation: Operation, model: Pick<ApiModel, 'servers' | 'securitySchemes'>, options?: AsyncSampleOptions): string;
}

/** A writer for each protocol family but HTTP (all of them: a new family makes every language add its writer). */
export type AsyncProtocolWriters = { readonly [P in Exclude<AsyncProtocol, 'http'>]: (input: Connected) => string };

/**
 * One language's AsyncAPI writers, which the one dispatcher (asyncapi/dispatch.ts) picks from by the server's
 * protocol: a writer per protocol family, the language's HTTP generator for HTTP and SSE servers, and its comment
 * marker for the note a tab shows when there is nothing to connect to.
 */
export interface AsyncSampleWriters extends AsyncProtocolWriters {
  /** Line comment marker (`#`, `//`). */
  readonly comment: string;
  readonly http: GenerateSample;
}
