/**
 * What a sample generator is, apart from the registries that load them: the generators import these types and
 * never their registry, which imports them with `import()` (so no import circle, lazy edges counted).
 */
import type { ApiModel, HttpRequest, Operation } from '../model/index.js';
import type { AsyncSampleOptions } from './asyncapi/types.js';
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

/** An AsyncAPI generator: one language, printing one AsyncAPI operation as a complete program (or a note). */
export interface AsyncSampleGenerator {
  id: SampleLanguageId;
  title: string;
  generate(operation: Operation, model: Pick<ApiModel, 'servers' | 'securitySchemes'>, options?: AsyncSampleOptions): string;
}
