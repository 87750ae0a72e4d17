import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sampleFromPattern, type PatternSampleOptions } from '../../src/schema/sample-from-pattern.js';
import { compilePattern, matchesSchema } from '../../src/schema/matches-schema.js';

/** The generated string is `expected`, and matches the pattern (with the `u` flag where it compiles so, as validators do). */
const expectString = (pattern: string, expected: string, options?: PatternSampleOptions): void => {
  it(`${pattern}${options ? ` ${JSON.stringify(options)}` : ''} → ${JSON.stringify(expected)}`, () => {
    const value = sampleFromPattern(pattern, options);
    assert.equal(value, expected);
    assert.match(value ?? '', compilePattern(pattern)!);
  });
};
const expectNone = (pattern: string, options?: PatternSampleOptions): void => {
  it(`${pattern}${options ? ` ${JSON.stringify(options)}` : ''} → none`, () => assert.equal(sampleFromPattern(pattern, options), undefined));
};

describe('sampleFromPattern', () => {
  expectString('^abc$', 'abc');
  expectString('^[a-z]+$', 'a');
  expectString('^[A-Z]{2}-\\d{3}$', 'AA-000');
  expectString('^\\d{3,5}$', '000');
  expectString('^\\w*$', '');
  expectString('^(cat|dog)s?$', 'cat');
  expectString('^(?:[0-9]-?){3}$', '000');
  expectString('^[^a-z]+$', '0');
  expectString('^\\s\\S$', ' a');
  expectString('^.\\.$', 'a.');
  expectString('^\\x41\\u0042\\u{43}$', 'ABC');
  expectString('^(a)\\1$', 'aa');
  expectString('^(?<x>b)\\k<x>$', 'bb');
  expectString('^\\p{L}+$', 'a');
  expectString('item-\\d+', 'item-0');
  expectString('^[a-z]+$', 'aaaaa', { minLength: 5 });
  expectString('^[a-z]{2,}[0-9]+$', 'aaaa0', { minLength: 5 });
  expectString('^[a-z]+$', 'b', { variant: 1 });
  expectString('^(0|[1-9][0-9]*)$', '2', { variant: 1 });
  expectString('(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])', 'aA0');
  expectString('^(?=.*\\d).{4,}$', '0aaaa');
  expectString('/(?=.*[a-z])(?=.*[0-9])/', '//a0');
  expectString('^\\d{5}(\\-\\d{4})?$', '00000'); // legal only without the u flag (an XSD pattern)
  expectNone('^a$', { minLength: 2 });
  expectNone('^[a-z]{5}$', { maxLength: 3 });
  expectNone('/^a$/');
  expectNone('(?i)abc');
});

describe('matchesSchema: patterns and formats as validators see them', () => {
  const cases: Array<[unknown, Parameters<typeof matchesSchema>[1], boolean]> = [
    ['ab', { pattern: '^a' }, true],
    ['ba', { pattern: '^a' }, false],
    ['12345-6789', { pattern: '^\\d{5}(\\-\\d{4})?$' }, true],
    ['2024-02-30', { format: 'date' }, false],
    ['2024-01-01T12:00:00', { format: 'date-time' }, false],
    ['user@example.com', { format: 'email' }, true],
    ['192.0.2.300', { format: 'ipv4' }, false],
    [0.3, { multipleOf: 0.1 }, false],
    [0.5, { multipleOf: 0.25 }, true],
    [{ a: 1 }, { oneOf: [{ required: ['a'] }, { properties: { a: { type: ['integer'] } } }] }, false],
  ];
  for (const [value, schema, expected] of cases) {
    it(`${JSON.stringify(value)} against ${JSON.stringify(schema)}: ${expected}`, () => assert.equal(matchesSchema(value, schema), expected));
  }
});
