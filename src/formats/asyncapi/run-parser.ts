import { Parser } from '@asyncapi/parser/cjs/parser.js';
import { fail } from '../../errors.js';
import type { ParseContext } from '../registry.js';
import type { Diagnostic } from './diagnostics.js';
import { externalRefPolicy, type ExternalRefPolicy } from './external-refs.js';

export interface ParserOutput {
  /** The validated document, dereferenced, traits applied (undefined when the parser gave up). */
  json: Record<string, unknown> | undefined;
  diagnostics: Diagnostic[];
  unresolved: ExternalRefPolicy['unresolved'];
}

/**
 * Runs @asyncapi/parser (imported from its CommonJS build, which bundles for browsers with the Node
 * built-ins aliased away and runs unchanged in Node). Errors are allowed through validation so the caller
 * decides which are fatal (see diagnostics.ts); external `$ref`s go through the viewer's fetch only.
 */
export async function runParser(doc: unknown, ctx: ParseContext): Promise<ParserOutput> {
  const policy = externalRefPolicy(ctx);
  const parser = new Parser({ __unstable: { resolver: { resolvers: policy.resolvers } } });
  const options = {
    applyTraits: true,
    parseSchemas: true,
    validateOptions: { allowedSeverity: { error: true, warning: true, info: true, hint: true } },
    ...(ctx.sourceUrl !== undefined ? { source: ctx.sourceUrl } : {}),
  };
  // The parser serializes its input and works on its own copy: the caller's object is not mutated.
  const { document, diagnostics } = await parser.parse(doc as { asyncapi: string }, options);
  if (ctx.signal?.aborted) fail('aborted', 'Loading the spec was cancelled.');
  const json = document?.json() as unknown;
  return {
    json: typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined,
    diagnostics: diagnostics.map((d) => ({
      code: d.code,
      message: readableMessage(d.message),
      severity: d.severity,
      path: d.path,
      ...(typeof d.source === 'string' ? { source: d.source } : {}),
    })),
    unresolved: policy.unresolved,
  };
}

/**
 * The parser reports its own crashes as a diagnostic carrying the JavaScript error and stack; the reader gets
 * a sentence about the document instead (the path, when there is one, still says where).
 */
function readableMessage(message: string): string {
  if (!message.startsWith('Error thrown during AsyncAPI document parsing')) return message;
  return 'the AsyncAPI parser stopped on a value of a type or shape it did not expect (for example a number where text belongs)';
}
