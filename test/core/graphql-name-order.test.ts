/** compareNames: the order localeCompare gives GraphQL names, without loading ICU's collator. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../../src/formats/graphql/name-order.js';
import { readSpec } from './spec-helpers.js';

const expectSame = (names: string[]) => assert.deepEqual([...names].sort(compareNames), [...names].sort((a, b) => a.localeCompare(b)));

describe('graphql: name order', () => {
  it('underscore, digits, letters case folded, lowercase first on a tie, prefixes first', () => {
    expectSame(['b', 'B', 'a', 'A', '_a', '__a', '9', '10', 'ab', 'Ab', 'aB', 'a1', 'a_', 'Z', 'z', '', 'zz']);
  });
  it("matches localeCompare on every field name of GitHub's schema", () => {
    const names = [...new Set(readSpec('graphql-github.graphql').match(/^\s+[_A-Za-z][_0-9A-Za-z]*(?=[(:])/gm)!.map((s) => s.trim()))];
    assert.ok(names.length > 1000);
    expectSame(names);
  });
});
