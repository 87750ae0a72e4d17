import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { escapeNonAsciiJson, looksLikeJsonBytes } from '../../src/source/ascii-json.js';
import { decodeSpecBytes, SpecTextDecoder } from '../../src/source/spec-text.js';
import { loadSpec, parseSpec } from '../../src/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const plain = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** The rewritten bytes are ASCII and parse to exactly the value the untouched bytes parse to. */
const expectSameValue = (bytes: Uint8Array): void => {
  const result = escapeNonAsciiJson(bytes);
  assert.ok(result?.rewritten, 'expected a rewrite');
  const escaped = result.bytes;
  assert.ok(escaped.every((b) => b <= 0x7f), 'rewritten bytes are ASCII');
  assert.deepEqual(JSON.parse(plain(escaped)), JSON.parse(plain(bytes)));
};

describe('JSON bytes kept one byte per character', () => {
  it('leaves ASCII-only documents alone', () => {
    const bytes = encode('{"a": "plain \\u00e9 text"}');
    assert.deepEqual(escapeNonAsciiJson(bytes), { bytes, rewritten: false });
  });
  it('rewrites 2-, 3- and 4-byte characters, emoji as surrogate pairs', () => {
    expectSameValue(encode('{"é": "café – naïve ’quotes’ 日本語 🚒🍫", "n": 1}'));
  });
  it('handles characters at the very start and end of a string, and runs next to escapes', () => {
    expectSameValue(encode('["é", "\\"é\\"", "\\\\é", "ü\\n"]'));
  });
  it('finds characters at every alignment of an unaligned view', () => {
    for (let pad = 0; pad < 9; pad++) {
      const text = `${' '.repeat(pad)}{"k":"${'x'.repeat(pad)}ä${'y'.repeat(13)}ß"}`;
      const backing = encode(`***${text}`);
      expectSameValue(backing.subarray(3)); // byteOffset 3: not a multiple of 4
    }
  });
  it('turns invalid UTF-8 into U+FFFD exactly as the plain decode does', () => {
    const bytes = new Uint8Array([...encode('{"a":"x'), 0xc3, 0x28, 0xff, 0xe2, 0x82, ...encode('y"}')]);
    expectSameValue(bytes);
  });
  it('refuses to turn an invalid escape (backslash + non-ASCII) into a valid one', () => {
    assert.equal(escapeNonAsciiJson(encode('{"a": "\\é"}')), undefined);
    assert.ok(escapeNonAsciiJson(encode('{"a": "\\\\é"}')), 'an escaped backslash before é is fine');
  });
  it('matches the plain decode on random documents', () => {
    const alphabet = ['a', ' ', '\\n', '\\\\', '\\"', 'é', '–', '日', '🚒', '\u00a0', '"x"', '\\u00e9'];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 300; round++) {
      const values = Array.from({ length: 1 + random(6) }, () =>
        Array.from({ length: random(30) }, () => alphabet[random(alphabet.length)]!.replace('"x"', '')).join(''),
      );
      const doc = `{${values.map((v, i) => `"k${i}${v}": "${v}"`).join(',')}}`;
      const bytes = encode(doc);
      const result = escapeNonAsciiJson(bytes);
      assert.ok(result, doc);
      assert.deepEqual(JSON.parse(plain(result.bytes)), JSON.parse(doc), doc);
    }
  });
  it('recognises JSON by its first significant byte, after a byte order mark', () => {
    assert.equal(looksLikeJsonBytes(encode('\uFEFF \n{"a":1}')), true);
    assert.equal(looksLikeJsonBytes(encode('  [1]')), true);
    assert.equal(looksLikeJsonBytes(encode('openapi: 3.0.0')), false);
  });
});

describe('decoding spec bytes', () => {
  it('drops a byte order mark and keeps YAML untouched', () => {
    assert.deepEqual(decodeSpecBytes(encode('\uFEFFtitle: café')), { text: 'title: café' });
  });
  it('offers the text as written when it rewrote it', () => {
    const source = decodeSpecBytes(encode('\uFEFF{"t": "café"}'));
    assert.equal(source.text, '{"t": "caf\\u00e9"}');
    assert.equal(source.exact?.(), '{"t": "café"}');
  });
});

describe('decoding spec bytes chunk by chunk', () => {
  /** Feeds `bytes` in pieces cut at `cuts` (offsets) and returns what the decoder made of them. */
  const decodeInPieces = (bytes: Uint8Array, cuts: number[]) => {
    const decoder = new SpecTextDecoder();
    let from = 0;
    for (const cut of [...cuts, bytes.length]) {
      decoder.push(bytes.subarray(from, cut));
      from = cut;
    }
    return decoder.finish();
  };
  const cutsEvery = (length: number, step: number) => Array.from({ length: Math.floor(length / step) }, (_, i) => (i + 1) * step);

  it('gives the same value however the bytes are cut, even inside characters and backslash runs', () => {
    // U+FEFF inside a string is a character wherever a cut puts it, not a byte order mark to drop.
    const doc = '\uFEFF  {"é\\\\": "x\\\\é", "k": "日本🚒", "q": "\\"ü\\"", "e": "\\u00e9", "z": "\uFEFF\uFEFF"}';
    const bytes = encode(doc);
    for (let step = 1; step <= 7; step++) {
      const source = decodeInPieces(bytes, cutsEvery(bytes.length, step));
      assert.deepEqual(JSON.parse(source.text), JSON.parse(doc.slice(1)), `step ${step}`);
      assert.equal(source.exact?.(), doc.slice(1), `step ${step}: the text as written`);
    }
  });
  it('decodes YAML and other text exactly, with characters cut in two', () => {
    const doc = 'openapi: 3.0.0\ninfo: {title: "Café 🚒", version: "1"}\n';
    const bytes = encode(`\uFEFF${doc}`);
    for (let step = 1; step <= 5; step++) assert.deepEqual(decodeInPieces(bytes, cutsEvery(bytes.length, step)), { text: doc });
  });
  it('waits for a significant byte before deciding JSON or not', () => {
    const bytes = encode('   \n\n  {"a": "é"}');
    assert.deepEqual(JSON.parse(decodeInPieces(bytes, [1, 2, 3, 4, 5, 6, 7]).text), { a: 'é' });
  });
  it('falls back to the text as written after an invalid escape split across chunks', () => {
    const doc = '{"a": "é", "b": "\\é"}';
    const bytes = encode(doc);
    for (let cut = 1; cut < bytes.length; cut++) assert.deepEqual(decodeInPieces(bytes, [cut]), { text: doc }, `cut ${cut}`);
  });
  it('matches the plain decode on random documents cut at random places', () => {
    const alphabet = ['a', ' ', '\\n', '\\\\', '\\"', 'é', '–', '日', '🚒', '\\u00e9'];
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 300; round++) {
      const value = Array.from({ length: random(40) }, () => alphabet[random(alphabet.length)]).join('');
      const doc = `{"v": "${value}", "w": ["${value}"]}`;
      const bytes = encode(doc);
      const cuts = [...new Set(Array.from({ length: random(6) }, () => random(bytes.length)))].sort((a, b) => a - b);
      assert.deepEqual(JSON.parse(decodeInPieces(bytes, cuts).text), JSON.parse(doc), doc);
    }
  });
});

describe('loading JSON with non-ASCII text', () => {
  const serve = (text: string): typeof fetch => async () => new Response(text, { headers: { 'content-type': 'application/json' } });
  it('keeps every character of titles and descriptions', async () => {
    const doc = '{"openapi":"3.0.0","info":{"title":"Café ☕ 🚒","version":"1","description":"naïve – ’x’"},"paths":{}}';
    const model = await loadSpec('http://127.0.0.1/spec.json', { fetch: serve(doc) });
    assert.equal(model.info.title, 'Café ☕ 🚒');
    assert.equal(model.info.description, 'naïve – ’x’');
  });
  it('reports a syntax error where it is in the text as written', async () => {
    const doc = '{"openapi":"3.0.0",\n"info":{"title":"Café ☕ 🚒" "version":"1"}}';
    const asWritten = await parseSpec(doc).catch((error: { message: string; location?: string }) => error);
    assert.equal((asWritten as { location?: string }).location, '2:29'); // UTF-16 columns, as everywhere
    await assert.rejects(loadSpec('http://127.0.0.1/spec.json', { fetch: serve(doc) }), (error: { code: string; message: string; location?: string }) => {
      assert.equal(error.code, 'json-syntax');
      assert.equal(error.location, '2:29');
      assert.equal(error.message, (asWritten as { message: string }).message);
      return true;
    });
  });
  it('still reads YAML flow syntax with non-ASCII text that starts with a brace', async () => {
    const doc = '{openapi: 3.0.0, info: {title: Café, version: "1"}, paths: {}}';
    const model = await loadSpec('http://127.0.0.1/spec.yaml', { fetch: serve(doc) });
    assert.equal(model.info.title, 'Café');
  });
});
