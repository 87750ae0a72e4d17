/**
 * The common-YAML fast path (src/source/yaml-common.ts) must give exactly what YAML.parse gives, or step aside:
 * checked on every YAML file of the corpus and on the constructs it hands back to the library.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as YAML from 'yaml';
import { decodeCommonYaml } from '../../src/source/yaml-common.js';
import { readSpec, specFiles } from './spec-helpers.js';

const reference = (text: string): unknown => YAML.parse(text, { maxAliasCount: 100, uniqueKeys: false, merge: true });

describe('common YAML decoding', () => {
  it('equals YAML.parse on every valid YAML file of the corpus, and takes the big ones itself', () => {
    const files = specFiles().filter((f) => /\.ya?ml$/.test(f));
    assert.ok(files.length > 20, 'the corpus is there');
    const taken: string[] = [];
    for (const file of files) {
      const text = readSpec(file);
      let expected: unknown;
      try {
        expected = reference(text);
      } catch {
        assert.equal(decodeCommonYaml(text), undefined, `${file}: invalid YAML must go to the library for its error`);
        continue;
      }
      const plain = decodeCommonYaml(text);
      if (plain === undefined) continue;
      taken.push(file);
      assert.deepStrictEqual(plain.value, expected, file);
    }
    for (const big of ['oas30-stripe.yaml', 'oas31-openai.yaml']) assert.ok(taken.includes(big), `${big} takes the fast path`);
  });

  it('resolves scalars as the core schema does', () => {
    const text = [
      'a: ~', 'b: null', 'c:', 'd: True', 'e: FALSE', 'f: 0o17', 'g: -42', 'h: 0x1F', 'i: .inf', 'j: -.Inf', 'k: .nan',
      'l: 1.5e3', 'm: .5', 'n: 3.', 'o: 1_000', 'p: yes', 'q: "007"', "r: '1.0'", 's: 2001-12-14', 't: +12',
      '200: numeric key', 'true: bool key', '1.50: float key', 'u: |', '  literal', '  text', 'v: >-', '  folded', '  text',
      'w: [1, two, "3", {x: y}]', 'z: {}', 'za: []', 'zb: plain', '  continued', '__proto__: own', 'dup: 1', 'dup: 2', '# comment',
    ].join('\n');
    const plain = decodeCommonYaml(text);
    assert.ok(plain);
    assert.deepStrictEqual(plain.value, reference(text));
  });

  it('reads block structure as the library does', () => {
    const cases = [
      'list:\n- a\n- b\nnext: 1\n',
      'list:\n  - a\n  -   - nested\n      - deeper\n  - k: v\n    k2: v2\n  -\n  - last\n',
      '- - a\n  - b\n- c: 1\n  d:\n    - x\n',
      'a:\n  b:\n    c: 1\n  d: 2\ne: 3\n',
      'empty:\nalso:\nlast: ~\n',
      'text: |+\n  keep\n\n\nnext: >\n  folded\n  lines\n\n  para\nstrip: |-\n  x\n',
      'seq:\n- |\n  block in seq\n- >-\n  folded\n',
      'flow: [a, [b, c], {d: e, "f": [1, 2]}]\nmulti: {\n  a: 1,\n  b: [x,\n    y]\n  }\n',
      'q1: "multi\n  line \\u00e9 \\t"\nq2: \'it\'\'s\n  folded\'\n',
      'plain: a\n  b\n\n  c\nafter: 1\n',
      'a: 1 # comment\n# full line\n   # indented comment\nb: 2\n',
      '--- \na: 1\n...\n',
      'a: 1\r\nb:\r\n  - x\r\n  - "y"\r\n',
      '"quoted key": 1\n\'single\': 2\nkey with spaces: 3\n',
      'a: {b: c}\n\n\nd: []\n',
      'top:\n    deep: 1\n    other:\n          - far\n',
      'a: "x"\nb: \'y\'\nc: [ ]\nd: { }\n',
      'url: http://example.com/a#b\ntime: 12:30\ncolon: a:b\n',
      'scalar root\n',
      '- only\n- a\n- list\n',
    ];
    for (const text of cases) {
      const plain = decodeCommonYaml(text);
      assert.ok(plain, `taken: ${JSON.stringify(text)}`);
      assert.deepStrictEqual(plain.value, reference(text), JSON.stringify(text));
    }
  });

  it('steps aside, or agrees, on malformed indentation', () => {
    const cases = [
      'a: 1\n  b: 2\n', 'a:\n  b: 1\n c: 2\n', 'a: b: c\n', 'key: - a\n', '- a\nb: 1\n', 'a:\n  - x\n  y: 1\n',
      'a: |\n   x\n  y\n', 'a: "x" y\n', 'a: [1, 2] x\n', 'a:\n  b\n  c: 1\n', 'a: {b: 1}}\n', '[a]: 1\n',
      'a: ,b\n', 'a: @x\n', 'a: |2\n   x\n', 'a: | # c\n  x\n', '',
    ];
    for (const text of cases) {
      const plain = decodeCommonYaml(text);
      if (plain === undefined) continue;
      let expected: unknown;
      assert.doesNotThrow(() => (expected = reference(text)), `${JSON.stringify(text)} is invalid YAML but was taken`);
      assert.deepStrictEqual(plain.value, expected, JSON.stringify(text));
    }
  });

  it('is more lenient than the library in one known case: a flow sequence continued at the key\'s column', () => {
    // js-yaml (like Swagger UI, which uses it) reads this; `yaml` rejects it. Showing the page is the better outcome.
    assert.throws(() => reference('a: [1,\n2]\n'));
    assert.deepStrictEqual(decodeCommonYaml('a: [1,\n2]\n')?.value, { a: [1, 2] });
  });

  for (const [name, text] of [
    ['tags the core schema lacks', 'a: !!str 1\nb: !!int "2"\n'],
    ['directives', '%YAML 1.2\n---\na: 1\n'],
    ['a flow pair in a sequence', 'a: [b: c]\n'],
    ['explicit scalar keys', '? a\n: 1\n'],
  ] as const) {
    it(`agrees with the library, or leaves it to it, on ${name}`, () => {
      const common = decodeCommonYaml(text);
      if (common) assert.deepStrictEqual(common.value, reference(text));
    });
  }

  for (const [name, text] of [
    ['anchors and aliases', 'a: &x 1\nb: *x\n'],
    ['merge keys', 'base: {a: 1}\nc:\n  <<: {a: 2}\n'],
    ['unknown tags', 'a: !include other.yaml\n'],
    ['several documents', 'a: 1\n---\nb: 2\n'],
    ['tab indentation', 'a:\n\tb: 1\n'],
    ['explicit collection keys', '? [a, b]\n: 1\n'],
    ['flow keys', 'a: {[b]: 1}\n'],
    ['null keys in flow', 'a: {~: 1}\n'],
    ['null keys', '~: 1\n'],
    ['collection keys', '[a, b]: 1\n'],
    ['syntax errors', 'a: "unterminated\nb: 1\n'],
    ['a flow map missing its end', 'a: {b: 1\n'],
  ] as const) {
    it(`leaves ${name} to the library`, () => assert.equal(decodeCommonYaml(text), undefined));
  }
});
