/**
 * Text or introspection data → a SchemaReader (SDL through a graphql-js schema; introspection read directly),
 * collecting what is wrong as warnings where a page can still be shown: real SDL files carry mistakes (GitHub's defines two fields twice), so invalid SDL is built
 * again with `assumeValidSDL`. Only a syntax error (nothing to build from) is fatal. With `deferChecks`, SDL is
 * built with `assumeValidSDL` at once and the validation (the SDL rules, then the type-system rules: about
 * half of the work on a big schema) is left to `sdlProblems`, which a worker runs after the page is shown.
 */
import {
  GraphQLError,
  buildASTSchema,
  parse,
  validateSchema,
  type GraphQLSchema,
  type DocumentNode,
} from 'graphql';
import type { SpecError } from '../../model/index.js';
import { fail, specError } from '../../errors.js';
import { markPhase } from '../../load/timing.js';
import { introspectionSchema } from './detect.js';
import { introspectionReader } from './from-introspection.js';
import { schemaReader } from './from-graphql-schema.js';
import type { SchemaReader } from './schema-reader.js';

/** Undefined types replaced by stand-in scalars before giving up. */
const MAX_STAND_INS = 50;

interface ReadSdl {
  schema: GraphQLSchema;
  warnings: SpecError[];
}

export interface ReadOptions {
  /** SDL: skip validation (see `sdlProblems`); only the stand-ins for undefined types are reported. */
  deferChecks?: boolean;
}

export function readSchema(doc: unknown, options: ReadOptions = {}): SchemaReader {
  if (typeof doc === 'string') {
    const read = readSdl(doc, options.deferChecks === true);
    return schemaReader(read.schema, 'sdl', read.warnings);
  }
  return readIntrospection(doc);
}

/** Every problem of an SDL document, as a non-deferred read reports them (a syntax error throws). */
export function sdlProblems(text: string): SpecError[] {
  return readSdl(text, false).warnings;
}

function readSdl(text: string, deferChecks: boolean): ReadSdl {
  let ast;
  try {
    // No locations on AST nodes: a third faster on GitHub's 1.2 MB SDL, and lighter. Syntax errors still carry
    // line and column; validation findings name their schema coordinates instead.
    ast = parse(text, { noLocation: true });
  } catch (error) {
    if (error instanceof GraphQLError) {
      const at = error.locations?.[0];
      fail('graphql-syntax', error.message, at ? `${at.line}:${at.column}` : undefined);
    }
    throw error;
  }
  markPhase('graphql-parsed');
  const warnings: SpecError[] = [];
  if (deferChecks) {
    const schema = buildLenient(ast, warnings);
    markPhase('graphql-schema');
    return { schema, warnings };
  }
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(ast);
  } catch (error) {
    // assertValidSDL joins its findings with blank lines; each becomes one warning.
    const message = error instanceof Error ? error.message : String(error);
    for (const part of message.split(/\n\n+/)) if (part.trim()) warnings.push(specError('validation', part.trim()));
    schema = buildLenient(ast, warnings);
  }
  warnings.push(...schemaProblems(schema));
  return { schema, warnings };
}

/** Most invalid SDL builds with `assumeValidSDL`; a reference to an undefined type is stood in for by a scalar. */
function buildLenient(ast: DocumentNode, warnings: SpecError[]): GraphQLSchema {
  let doc = ast;
  for (let attempt = 0; attempt < MAX_STAND_INS; attempt++) {
    try {
      return buildASTSchema(doc, { assumeValidSDL: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const unknown = /^Unknown type: "([_A-Za-z][_0-9A-Za-z]*)"/.exec(message)?.[1];
      if (unknown === undefined) fail('invalid-document', `The GraphQL schema cannot be built: ${message}`);
      warnings.push(specError('validation', `Type "${unknown}" is used but not defined; it is shown as a scalar.`));
      doc = { ...doc, definitions: [...doc.definitions, ...parse(`scalar ${unknown}`, { noLocation: true }).definitions] };
    }
  }
  fail('invalid-document', `The GraphQL schema cannot be built: more than ${MAX_STAND_INS} types are used but not defined.`);
}

function readIntrospection(doc: unknown): SchemaReader {
  const warnings: SpecError[] = introspectionErrors(doc);
  const raw = introspectionSchema(doc);
  if (!raw) {
    const detail = warnings.map((w) => w.message).join(' ');
    fail('invalid-document', `The introspection result has no \`__schema\`${detail ? `: ${detail}` : '.'}`);
  }
  markPhase('graphql-parsed');
  const reader = introspectionReader(raw, warnings);
  markPhase('graphql-schema');
  return reader;
}

/** An introspection response's `errors` array, as problems of the page. */
function introspectionErrors(doc: unknown): SpecError[] {
  const errors = typeof doc === 'object' && doc !== null ? (doc as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.map((e, i) => {
    const message = typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string' ? (e as { message: string }).message : JSON.stringify(e);
    return specError('validation', `The introspection response reports an error: ${message}`, `/errors/${i}`);
  });
}

/** Type-system rules (interfaces implemented correctly, root types are objects …), as warnings. */
function schemaProblems(schema: GraphQLSchema): SpecError[] {
  return validateSchema(schema).map((e) => {
    const at = e.locations?.[0];
    return specError('validation', e.message, at ? `${at.line}:${at.column}` : undefined);
  });
}
