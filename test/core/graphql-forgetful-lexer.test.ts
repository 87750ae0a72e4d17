/** The SDL lexer that forgets the tokens behind it: the same documents and the same errors as graphql-js's own. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse, Source, type DocumentNode } from 'graphql';
import { ForgetfulLexer } from '../../src/formats/graphql/forgetful-lexer.js';
import { readSpec, specFiles } from './spec-helpers.js';

const parsed = (text: string, lexer: boolean): DocumentNode | string => {
  try {
    const source = new Source(text);
    return parse(source, lexer ? { noLocation: true, lexer: new ForgetfulLexer(source) } : { noLocation: true });
  } catch (error) {
    return `${(error as Error).message} ${JSON.stringify((error as { locations?: unknown }).locations)}`;
  }
};
/** The same result both ways; `valid` says whether that result is a document or an error. */
function expectSame(text: string, valid: boolean): void {
  const ours = parsed(text, true);
  assert.deepEqual(ours, parsed(text, false));
  assert.equal(typeof ours !== 'string', valid, typeof ours === 'string' ? ours : 'parsed');
}

describe('ForgetfulLexer', () => {
  for (const file of specFiles().filter((f) => f.endsWith('.graphql'))) {
    it(`parses ${file} as graphql-js does (errors included)`, () => expectSame(readSpec(file), !file.startsWith('bad-')));
  }
  it('keeps comments, block strings, escapes, numbers and lookahead past descriptions as graphql-js does', () =>
    expectSame(`\uFEFF# a comment
"""
  A description,
    indented.
"""
type A implements B & C @d(x: "q\\"\\u00e9", y: -1.5e3) {
  "f" f(a: [Int!]! = [1, 2] # c
  ): A @deprecated
}
extend union U = | A | B
directive @d(x: String, y: Float) repeatable on OBJECT`, true));
  it('reports a syntax error at the same place', () => expectSame('type A {\n  x: Int\n  ...\n}', false));
});
