// Parameter serialization against the OpenAPI Style Examples table (3.0.4 / 3.1.1 wording: label rows follow
// RFC 6570, pipes and brackets percent-encoded in queries), plus percent-encoding and allowReserved.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ParameterStyle } from '../../src/model/index.js';
import {
  formFieldPairs,
  serializeCookieParameter,
  serializeHeaderParameter,
  serializePathParameter,
  serializeQueryParameter,
  type ParamValue,
} from '../../src/request/serialize-params.js';
import { encodeAllowReserved, encodeUnreserved } from '../../src/request/percent-encode.js';

const values: Record<'empty' | 'string' | 'array' | 'object', ParamValue> = {
  empty: '',
  string: 'blue',
  array: ['blue', 'black', 'brown'],
  object: { R: 100, G: 200, B: 150 },
};
type Row = [ParameterStyle, boolean, Partial<Record<keyof typeof values, string>>];
const param = (style: ParameterStyle, explode: boolean, allowReserved = false) => ({ name: 'color', style, explode, allowReserved });

/** Path rows: serialized value as it replaces `{color}`. */
const pathTable: Row[] = [
  ['matrix', false, { empty: ';color', string: ';color=blue', array: ';color=blue,black,brown', object: ';color=R,100,G,200,B,150' }],
  ['matrix', true, { empty: ';color', string: ';color=blue', array: ';color=blue;color=black;color=brown', object: ';R=100;G=200;B=150' }],
  ['label', false, { empty: '.', string: '.blue', array: '.blue,black,brown', object: '.R,100,G,200,B,150' }],
  ['label', true, { empty: '.', string: '.blue', array: '.blue.black.brown', object: '.R=100.G=200.B=150' }],
  ['simple', false, { string: 'blue', array: 'blue,black,brown', object: 'R,100,G,200,B,150' }],
  ['simple', true, { string: 'blue', array: 'blue,black,brown', object: 'R=100,G=200,B=150' }],
];

/** Query rows: the query string pieces joined with `&`. */
const queryTable: Row[] = [
  ['form', false, { empty: 'color=', string: 'color=blue', array: 'color=blue,black,brown', object: 'color=R,100,G,200,B,150' }],
  ['form', true, { empty: 'color=', string: 'color=blue', array: 'color=blue&color=black&color=brown', object: 'R=100&G=200&B=150' }],
  ['spaceDelimited', false, { array: 'color=blue%20black%20brown', object: 'color=R%20100%20G%20200%20B%20150' }],
  ['pipeDelimited', false, { array: 'color=blue%7Cblack%7Cbrown', object: 'color=R%7C100%7CG%7C200%7CB%7C150' }],
  ['deepObject', true, { object: 'color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150' }],
];

describe('path parameters: Style Examples table', () => {
  for (const [style, explode, expected] of pathTable) {
    for (const [type, want] of Object.entries(expected)) {
      it(`${style} explode=${explode} ${type} → ${want}`, () => {
        assert.equal(serializePathParameter(param(style, explode), values[type as keyof typeof values]), want);
      });
    }
  }
});

describe('query parameters: Style Examples table', () => {
  for (const [style, explode, expected] of queryTable) {
    for (const [type, want] of Object.entries(expected)) {
      it(`${style} explode=${explode} ${type} → ${want}`, () => {
        assert.equal(serializeQueryParameter(param(style, explode), values[type as keyof typeof values]).join('&'), want);
      });
    }
  }
  it('empty arrays and objects send nothing', () => {
    assert.deepEqual(serializeQueryParameter(param('form', true), []), []);
    assert.deepEqual(serializeQueryParameter(param('form', false), {}), []);
  });
  it('deepObject nests objects and indexes arrays', () => {
    const v = { a: { b: 'x y' }, list: ['1', '2'] };
    assert.equal(
      serializeQueryParameter(param('deepObject', true), v).join('&'),
      'color%5Ba%5D%5Bb%5D=x%20y&color%5Blist%5D%5B0%5D=1&color%5Blist%5D%5B1%5D=2',
    );
  });
});

describe('header parameters: simple style, never percent-encoded', () => {
  const cases: Array<[boolean, ParamValue, string]> = [
    [false, 'blue', 'blue'],
    [false, ['blue', 'black', 'brown'], 'blue,black,brown'],
    [false, { R: 100, G: 200, B: 150 }, 'R,100,G,200,B,150'],
    [true, ['blue', 'black', 'brown'], 'blue,black,brown'],
    [true, { R: 100, G: 200, B: 150 }, 'R=100,G=200,B=150'],
    [false, 'a b/ü,?', 'a b/ü,?'],
  ];
  for (const [explode, value, want] of cases) {
    it(`explode=${explode} ${JSON.stringify(value)} → ${want}`, () => {
      assert.equal(serializeHeaderParameter(param('simple', explode), value), want);
    });
  }
});

describe('cookie parameters: form style pairs', () => {
  const cases: Array<[boolean, ParamValue, Array<[string, string]>]> = [
    [false, 'blue', [['color', 'blue']]],
    [true, 'blue', [['color', 'blue']]],
    [false, ['blue', 'black', 'brown'], [['color', 'blue,black,brown']]],
    [true, ['blue', 'black'], [['color', 'blue'], ['color', 'black']]],
    [false, { R: 100, G: 200 }, [['color', 'R,100,G,200']]],
    [true, { R: 100, G: 200 }, [['R', '100'], ['G', '200']]],
    [false, 'a b;c', [['color', 'a%20b%3Bc']]],
  ];
  for (const [explode, value, want] of cases) {
    it(`explode=${explode} ${JSON.stringify(value)}`, () => {
      assert.deepEqual(serializeCookieParameter(param('form', explode), value), want);
    });
  }
});

describe('percent-encoding (RFC 3986)', () => {
  const cases: Array<[string, string]> = [
    ['AZaz09-._~', 'AZaz09-._~'],
    ["a b!*'()", 'a%20b%21%2A%27%28%29'],
    ['/?#[]@', '%2F%3F%23%5B%5D%40'],
    ['$&+,;=:', '%24%26%2B%2C%3B%3D%3A'],
    ['ü€😀', '%C3%BC%E2%82%AC%F0%9F%98%80'],
    ['100%', '100%25'],
    ['\uD800x', '%EF%BF%BDx'],
  ];
  for (const [input, want] of cases) it(`${JSON.stringify(input)} → ${want}`, () => assert.equal(encodeUnreserved(input), want));

  it('path values encode reserved characters, delimiters stay literal', () => {
    assert.equal(serializePathParameter(param('simple', false), ['a/b', 'c,d']), 'a%2Fb,c%2Cd');
    assert.equal(serializePathParameter(param('matrix', true), { 'k;1': 'v=2' }), ';k%3B1=v%3D2');
  });
  it('query values are encoded unless allowReserved', () => {
    assert.equal(serializeQueryParameter(param('form', true), 'a/b?c=d&e').join('&'), 'color=a%2Fb%3Fc%3Dd%26e');
    assert.equal(serializeQueryParameter(param('form', true, true), 'a/b?c=d&e').join('&'), 'color=a/b?c=d&e');
  });
  it('allowReserved keeps reserved characters and %XX triplets, still encodes #, spaces and non-ASCII', () => {
    assert.equal(encodeAllowReserved(":/?[]@!$&'()*+,;="), ":/?[]@!$&'()*+,;=");
    assert.equal(encodeAllowReserved('%2F 50%#ü'), '%2F%2050%25%23%C3%BC');
  });
  it('parameter names are always encoded', () => {
    assert.equal(serializeQueryParameter({ name: 'a b[]', style: 'form', explode: true }, 'x').join('&'), 'a%20b%5B%5D=x');
  });
});

describe('urlencoded form fields (Encoding Object style/explode)', () => {
  it('defaults to form, exploded', () => {
    assert.deepEqual(formFieldPairs('tags', ['a', 'b']), [['tags', 'a'], ['tags', 'b']]);
    assert.deepEqual(formFieldPairs('o', { R: 1, G: 2 }), [['R', '1'], ['G', '2']]);
  });
  it('explode false joins with commas; spaceDelimited/pipeDelimited join with their delimiter', () => {
    assert.deepEqual(formFieldPairs('tags', ['a', 'b'], 'form', false), [['tags', 'a,b']]);
    assert.deepEqual(formFieldPairs('tags', ['a', 'b'], 'spaceDelimited', false), [['tags', 'a b']]);
    assert.deepEqual(formFieldPairs('tags', ['a', 'b'], 'pipeDelimited', false), [['tags', 'a|b']]);
  });
  it('deepObject uses brackets', () => {
    assert.deepEqual(formFieldPairs('o', { a: { b: 1 } }, 'deepObject', true), [['o[a][b]', '1']]);
  });
});
