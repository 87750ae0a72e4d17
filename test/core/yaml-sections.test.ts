/**
 * Reading a YAML download's top-level sections as they arrive (src/source/yaml-sections.ts) must give what one
 * decode of the whole text gives, or step aside: on every YAML file of the corpus, cut into pieces of several
 * sizes, on the cases that must step aside, and through a real load from a local server that sends the body in
 * pieces.
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadYamlDecoder } from '../../src/source/decode-yaml.js';
import { decodeCommonYaml } from '../../src/source/yaml-common.js';
import { YamlSections } from '../../src/source/yaml-sections.js';
import { fetchSpecSource } from '../../src/source/fetch-spec.js';
import { resolveLimits } from '../../src/limits.js';
import { loadSpec, parseSpec } from '../../src/index.js';
import { readSpec, specFiles } from './spec-helpers.js';

/** Feeds `text` in pieces of `size` characters, as a download would. */
function readInPieces(text: string, size: number): { value: unknown } | undefined {
  const sections = new YamlSections();
  for (let i = 0; i < text.length; i += size) sections.push(text.slice(i, i + size));
  return sections.finish();
}

/** A document of `count` top-level sections, each long enough to be read on its own. */
function bigSections(count: number, body: (i: number) => string = (i) => `  value${i}: ${i}\n`): string {
  let text = '';
  for (let s = 0; s < count; s++) {
    text += `section${s}:\n`;
    for (let i = 0; i < 6000; i++) text += body(i);
  }
  return text;
}

describe('YAML read section by section while it downloads', () => {
  before(async () => {
    await loadYamlDecoder();
  });

  it('equals one decode of the whole text on every YAML file of the corpus, in pieces of any size', () => {
    const files = specFiles().filter((f) => /\.ya?ml$/.test(f));
    assert.ok(files.length > 20, 'the corpus is there');
    const early: string[] = [];
    for (const file of files) {
      const text = readSpec(file);
      const whole = decodeCommonYaml(text);
      for (const size of [1000, 16 * 1024, 65536, 1 << 20]) {
        const read = readInPieces(text, size);
        if (read === undefined) continue;
        assert.ok(whole, `${file}: read in sections, but not as a whole`);
        assert.deepEqual(read.value, whole.value, `${file} in pieces of ${size}`);
        assert.deepEqual(Object.keys(read.value as object), Object.keys(whole.value as object), `${file}: key order`);
        if (size === 16 * 1024) early.push(file);
      }
    }
    assert.ok(early.includes('oas30-stripe.yaml') && early.includes('oas31-openai.yaml'), `read early: ${early.join(', ')}`);
  });

  it('keeps the first place and the last value of a repeated top-level key, and __proto__ as an own key', () => {
    const text = `${bigSections(2)}section0:\n  again: true\n${bigSections(1).replace('section0', '__proto__')}`;
    const read = readInPieces(text, 4096);
    const whole = decodeCommonYaml(text);
    assert.ok(read && whole);
    assert.deepEqual(Object.keys(read.value as object), Object.keys(whole.value as object));
    assert.deepEqual(read.value, whole.value);
    assert.ok(Object.hasOwn(read.value as object, '__proto__'));
    assert.equal(Object.getPrototypeOf(read.value), Object.prototype);
  });

  it('steps aside for what only a decode of the whole text may decide', () => {
    // The same shape without the problem is read early: the cuts below do happen.
    const plain = `${bigSections(1)}other:\n  copy: 1\n`;
    assert.deepEqual(readInPieces(plain, 8192)?.value, decodeCommonYaml(plain)?.value);
    assert.ok(readInPieces(`title: "x${'y'.repeat(70000)}"\nnext:\n  z: 1\n`, 8192));
    const cases: Array<[string, string]> = [
      ['an anchor in one section and its alias in the next', `${bigSections(1).replace('value0: 0', 'value0: &first 0')}other:\n  copy: *first\n`],
      ['a merge key', `${bigSections(1)}other:\n  <<: {a: 1}\n`],
      ['a double-quoted scalar going on at column 0', `title: "x${'y'.repeat(70000)}\nnext:\n  z"\n`],
      ['a flow sequence going on at column 0', `list: [1, ${'2, '.repeat(30000)}\nnext:\n 3]\n`],
      ['a second document', `${bigSections(1)}---\nother:\n  a: 1\n`],
      ['a top-level sequence', `- ${'x'.repeat(70000)}\nnext:\n  a: 1\n`],
      ['a syntax error in a later section', `${bigSections(1)}other:\n  a: [\n`],
    ];
    for (const [name, text] of cases) assert.equal(readInPieces(text, 8192), undefined, name);
  });

  it('reads nothing early from a document too small to cut', () => {
    assert.equal(readInPieces('openapi: 3.0.0\ninfo:\n  title: t\n  version: "1"\npaths: {}\n', 8), undefined);
  });

  it('a load from a server sending the body in pieces gives the model parsing the whole text gives', async () => {
    const text = readSpec('oas30-stripe.yaml');
    const bytes = Buffer.from(text);
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/yaml' });
      let at = 0;
      const next = (): void => {
        if (at >= bytes.length) return void res.end();
        res.write(bytes.subarray(at, (at += 256 * 1024)), next);
      };
      next();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stripe.yaml`;
      const source = await fetchSpecSource(url, { limits: resolveLimits(), onHead: () => new YamlSections() });
      const read = source.readYaml?.();
      assert.ok(read, 'the sections were read as they arrived');
      assert.deepEqual(read.value, decodeCommonYaml(text)?.value);
      const loaded = await loadSpec(url);
      const parsed = await parseSpec(text);
      assert.equal(loaded.operations.length, parsed.operations.length);
      assert.deepEqual(loaded.operations.map((op) => op.id), parsed.operations.map((op) => op.id));
      assert.deepEqual([...loaded.schemas.keys()], [...parsed.schemas.keys()]);
    } finally {
      server.close();
    }
  });
});
