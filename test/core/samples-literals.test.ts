// The pieces every generator shares: the JSON tree (order, duplicates and number spelling kept) and the string
// literals of each language. Each literal is checked against the language's own reading where Node can do it
// (JavaScript: eval-free via Function; JSON), and as exact text otherwise.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { numbersFitDoubles, parseJsonTree, prettyJson } from '../../src/samples/http/json-tree.js';
import {
  csharpMultiline,
  csharpString,
  goMultiline,
  goString,
  javaMultiline,
  javaString,
  jsMultiline,
  jsString,
  pythonMultiline,
  pythonString,
  shellQuote,
  splitLines,
} from '../../src/samples/http/string-literals.js';
import { identifierFor, sampleRequest } from '../../src/samples/http/sample-request.js';

const TRICKY = `it's "q" \\ $HOME \${x} \`c\`\nline\t2 é 😀`;
const expectLiteral = (quote: (s: string) => string, input: string, expected: string) => assert.equal(quote(input), expected);

describe('JSON tree', () => {
  it('keeps key order, duplicate keys and numbers as written', () => {
    const tree = parseJsonTree('{"b":1.50,"a":[1e3,-0,12345678901234567890],"b":{"x":null}}')!;
    assert.equal(prettyJson(tree), '{\n  "b": 1.50,\n  "a": [\n    1e3,\n    -0,\n    12345678901234567890\n  ],\n  "b": {\n    "x": null\n  }\n}');
  });
  it('reads escapes in strings and keys, and whitespace anywhere JSON allows it', () => {
    const tree = parseJsonTree(' { "k\\"ey" : "a\\u00e9\\n" , "e" : [ ] } ')!;
    assert.deepEqual(tree, {
      type: 'object',
      entries: [
        ['k"ey', { type: 'string', value: 'aé\n' }],
        ['e', { type: 'array', items: [] }],
      ],
    });
  });
  it('is undefined for text that is not JSON', () => {
    assert.equal(parseJsonTree('{"a":'), undefined);
    assert.equal(parseJsonTree("{'a': 1}"), undefined);
  });
  it('knows which numbers a double cannot hold', () => {
    assert.equal(numbersFitDoubles(parseJsonTree('[9007199254740991, 1.5, -3]')!), true);
    assert.equal(numbersFitDoubles(parseJsonTree('{"a":[9007199254740993]}')!), false);
    assert.equal(numbersFitDoubles(parseJsonTree('1e400')!), false);
  });
});

describe('string literals', () => {
  it('splitLines keeps each newline with its line', () => {
    assert.deepEqual(splitLines('a\nb\n'), ['a\n', 'b\n']);
    assert.deepEqual(splitLines('a\n\nb'), ['a\n', '\n', 'b']);
    assert.deepEqual(splitLines(''), ['']);
  });

  it('shell: single quotes, ANSI-C quoting only for control characters', () => {
    expectLiteral(shellQuote, TRICKY, `'it'\\''s "q" \\ $HOME \${x} \`c\`\nline\t2 é 😀'`);
    expectLiteral(shellQuote, "a'\r", `$'a\\'\\r'`);
  });

  it('JavaScript: JSON strings, template literals for multi-line text (both read back exactly)', () => {
    for (const literal of [jsString(TRICKY), jsMultiline(TRICKY), jsMultiline('a\r\n`${b}`\\\u0000')]) {
      const value = new Function(`return ${literal};`)() as string;
      assert.ok([TRICKY, 'a\r\n`${b}`\\\u0000'].includes(value), literal);
    }
    expectLiteral(jsMultiline, 'one line', '"one line"');
  });

  it('Python: double quotes, \\x for control characters, one literal per line in parentheses', () => {
    expectLiteral(pythonString, TRICKY, `"it's \\"q\\" \\\\ $HOME \${x} \`c\`\\nline\\t2 é 😀"`);
    assert.equal(pythonMultiline('a\nb', ''), '(\n    "a\\n"\n    "b"\n)');
  });

  it('Go: interpreted strings, raw strings for multi-line text they can hold', () => {
    expectLiteral(goString, 'a"\\\u0001\ufeff', '"a\\"\\\\\\x01\\ufeff"');
    expectLiteral(goMultiline, 'a\n"b"\\', '`a\n"b"\\`');
    expectLiteral(goMultiline, 'single', '"single"');
  });

  it('Java: ASCII only, \\n and \\r never as \\u escapes, multi-line text joined with +', () => {
    expectLiteral(javaString, 'é\n\r\u0001"\\', '"\\u00E9\\n\\r\\u0001\\"\\\\"');
    assert.equal(javaMultiline('a\nb', '    '), '"a\\n"\n    + "b"');
  });

  it('C#: fixed-width \\u escapes, verbatim strings for printable multi-line text', () => {
    expectLiteral(csharpString, 'a"\\\u0000\u0085', '"a\\"\\\\\\u0000\\u0085"');
    expectLiteral(csharpMultiline, 'a "b"\n\tc', '@"a ""b""\n\tc"');
    expectLiteral(csharpMultiline, 'a\u0001\nb', '"a\\u0001\\nb"');
  });
});

describe('the request as samples print it', () => {
  it('folds cookies into one Cookie header, appending to a Cookie header already there', () => {
    const bare = sampleRequest({ method: 'get', url: 'u', headers: [], cookies: [['a', '1'], ['b', '2']] });
    assert.equal(bare.method, 'GET');
    assert.deepEqual(bare.headers, [['Cookie', 'a=1; b=2']]);
    const merged = sampleRequest({ method: 'GET', url: 'u', headers: [['cookie', 'z=0']], cookies: [['a', '1']] });
    assert.deepEqual(merged.headers, [['cookie', 'z=0; a=1']]);
  });
  it('leaves a multipart Content-Type to the client (it alone knows the boundary)', () => {
    const r = sampleRequest({ method: 'POST', url: 'u', headers: [['Content-Type', 'multipart/form-data'], ['X', '1']], body: { kind: 'multipart', parts: [] } });
    assert.deepEqual(r.headers, [['X', '1']]);
  });
  it('treats a body as JSON by its effective Content-Type (a custom header wins), only when it parses', () => {
    const body = { kind: 'text' as const, contentType: 'text/plain', text: '{"a":1}' };
    assert.equal(sampleRequest({ method: 'POST', url: 'u', headers: [['Content-Type', 'application/vnd.x+json']], body }).body?.kind, 'json');
    assert.equal(sampleRequest({ method: 'POST', url: 'u', headers: [], body }).body?.kind, 'text');
    const invalid = { kind: 'text' as const, contentType: 'application/json', text: '{"a":' };
    assert.equal(sampleRequest({ method: 'POST', url: 'u', headers: [], body: invalid }).body?.kind, 'text');
  });
  it('replaces lone surrogates with U+FFFD, as UTF-8 on the wire does', () => {
    assert.equal(sampleRequest({ method: 'GET', url: 'u\uD800', headers: [['X', '\uDC00a']] }).url, 'u\uFFFD');
  });
  it('derives readable, unique identifiers that are never keywords', () => {
    const used = new Set<string>();
    assert.equal(identifierFor('photo', 'Part', used), 'photoPart');
    assert.equal(identifierFor('photo', 'Part', used), 'photoPart2');
    assert.equal(identifierFor('X-Profile image', 'File', used), 'xProfileImageFile');
    assert.equal(identifierFor('1st', 'File', used), 'field1stFile');
    assert.equal(identifierFor('', 'File', used), 'fieldFile');
  });
});
