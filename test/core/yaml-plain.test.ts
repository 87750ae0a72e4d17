/**
 * The plain-YAML fast path (src/load/yaml-plain.ts) must give exactly what YAML.parse gives, or step aside:
 * checked on every YAML file of the corpus and on the constructs it hands back to the library.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as YAML from 'yaml';
import { decodePlainYaml } from '../../src/load/yaml-plain.js';

const specsDir = new URL('../../../shared/specs/', import.meta.url);
const reference = (text: string): unknown => YAML.parse(text, { maxAliasCount: 100, uniqueKeys: false, merge: true });

describe('plain YAML decoding', () => {
  it('equals YAML.parse on every valid YAML file of the corpus, and takes the big ones itself', () => {
    const files = readdirSync(specsDir).filter((f) => /\.ya?ml$/.test(f));
    assert.ok(files.length > 20, 'the corpus is there');
    const taken: string[] = [];
    for (const file of files) {
      const text = readFileSync(new URL(file, specsDir), 'utf8');
      let expected: unknown;
      try {
        expected = reference(text);
      } catch {
        assert.equal(decodePlainYaml(YAML, text), undefined, `${file}: invalid YAML must go to the library for its error`);
        continue;
      }
      const plain = decodePlainYaml(YAML, text);
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
    const plain = decodePlainYaml(YAML, text);
    assert.ok(plain);
    assert.deepStrictEqual(plain.value, reference(text));
  });

  for (const [name, text] of [
    ['anchors and aliases', 'a: &x 1\nb: *x\n'],
    ['merge keys', 'base: {a: 1}\nc:\n  <<: {a: 2}\n'],
    ['tags', 'a: !!str 1\n'],
    ['several documents', 'a: 1\n---\nb: 2\n'],
    ['directives', '%YAML 1.2\n---\na: 1\n'],
    ['tab indentation', 'a:\n\tb: 1\n'],
    ['explicit keys', '? a\n: 1\n'],
    ['null keys', '~: 1\n'],
    ['a flow pair in a sequence', 'a: [b: c]\n'],
    ['syntax errors', 'a: "unterminated\nb: 1\n'],
    ['a flow map missing its end', 'a: {b: 1\n'],
  ] as const) {
    it(`leaves ${name} to the library`, () => assert.equal(decodePlainYaml(YAML, text), undefined));
  }
});
