/**
 * SDL text or introspection data → a SchemaReader. Both are read directly (no graphql-js schema is built for the
 * page); SDL is still checked with graphql-js: the SDL rules, a lenient build (`assumeValidSDL`, as real SDL files
 * carry mistakes: GitHub's defines two fields twice) and the type-system rules, each finding a warning. Only a
 * syntax error (nothing to read) is fatal. With `deferChecks` the checks are left to `sdlProblems`, which a
 * worker runs after the page is shown (they cost more than the reading).
 */
import {
  GraphQLError,
  Source,
  buildASTSchema,
  parse,
  validateSchema,
  type GraphQLSchema,
  type DocumentNode,
} from 'graphql';
import { ForgetfulLexer } from './forgetful-lexer.js';
import type { SpecError } from '../../model/index.js';
import { fail, specError, say } from '../../errors.js';
import { introspectionSchema } from './detect.js';
import { introspectionReader } from './from-introspection.js';
import { sdlReader, MAX_STAND_INS } from './from-sdl.js';
import type { SchemaReader } from './schema-reader.js';
import { graphqlMessages } from './texts.js';

/**
 * A load-phase mark named as src/load/timing.ts names them (`spec-viewer:<phase>`, each replacing the last), made
 * here: importing that module would move it into a chunk shared with the base build's entry and change what a
 * base page downloads.
 */
function markPhase(phase: 'graphql-parsed' | 'graphql-schema'): void {
  const perf = (globalThis as { performance?: Partial<Performance> }).performance;
  if (typeof perf?.mark !== 'function' || typeof perf.clearMarks !== 'function') return;
  perf.clearMarks(`spec-viewer:${phase}`);
  perf.mark(`spec-viewer:${phase}`);
}

export interface ReadOptions {
  /** SDL: skip validation (see `sdlProblems`); only the stand-ins for undefined types are reported. */
  deferChecks?: boolean;
}

export function readSchema(doc: unknown, options: ReadOptions = {}): SchemaReader {
  if (typeof doc === 'string') return readSdl(doc, options.deferChecks === true);
  return readIntrospection(doc);
}

/** Every problem of an SDL document, as a non-deferred read reports them (a syntax error throws). */
export function sdlProblems(text: string): SpecError[] {
  return checkSdl(parseSdl(text));
}

function readSdl(text: string, deferChecks: boolean): SchemaReader {
  const ast = parseSdl(text);
  markPhase('graphql-parsed');
  const standIns: SpecError[] = [];
  const reader = sdlReader(ast, standIns);
  markPhase('graphql-schema');
  if (deferChecks) return reader;
  // The checks report the stand-ins too, in their place among the other findings.
  const found = checkSdl(ast);
  const seen = new Set(found.map((w) => w.message));
  reader.warnings = [...found, ...standIns.filter((w) => !seen.has(w.message))];
  return reader;
}

function parseSdl(text: string): DocumentNode {
  try {
    // No locations on AST nodes: a third faster on GitHub's 1.2 MB SDL, and lighter. Syntax errors still carry
    // line and column; validation findings name their schema coordinates instead. The lexer lets go of the
    // tokens behind it, so they are collected young.
    const source = new Source(text);
    return parse(source, { noLocation: true, lexer: new ForgetfulLexer(source) });
  } catch (error) {
    if (error instanceof GraphQLError) {
      const at = error.locations?.[0];
      fail('graphql-syntax', error.message, at ? `${at.line}:${at.column}` : undefined);
    }
    throw error;
  }
}

/** The SDL rules, then a lenient build and the type-system rules on it. */
function checkSdl(ast: DocumentNode): SpecError[] {
  const warnings: SpecError[] = [];
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
  return warnings;
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
      if (unknown === undefined) fail('invalid-document', say(graphqlMessages, 'graphqlCannotBuild', message));
      warnings.push(specError('validation', say(graphqlMessages, 'graphqlUndefinedType', unknown)));
      doc = { ...doc, definitions: [...doc.definitions, ...parse(`scalar ${unknown}`, { noLocation: true }).definitions] };
    }
  }
  fail('invalid-document', say(graphqlMessages, 'graphqlTooManyUndefined', MAX_STAND_INS));
}

function readIntrospection(doc: unknown): SchemaReader {
  const warnings: SpecError[] = introspectionErrors(doc);
  const raw = introspectionSchema(doc);
  if (!raw) {
    const detail = warnings.map((w) => w.message).join(' ');
    fail('invalid-document', say(graphqlMessages, 'graphqlNoSchema', detail));
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
    return specError('validation', say(graphqlMessages, 'graphqlIntrospectionError', message), `/errors/${i}`);
  });
}

/** Type-system rules (interfaces implemented correctly, root types are objects …), as warnings. */
function schemaProblems(schema: GraphQLSchema): SpecError[] {
  return validateSchema(schema).map((e) => {
    const at = e.locations?.[0];
    return specError('validation', e.message, at ? `${at.line}:${at.column}` : undefined);
  });
}
