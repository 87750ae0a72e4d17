// The shared HTTP vocabulary (src/http): media-type helpers, the one text-or-binary decision, charsets; and
// proof that the proxy and the browser classify bodies the same way because both call it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { charsetOf, isJsonMediaType, isUtf8Charset, isXmlMediaType, mediaTypeEssence } from '../../src/http/media-type.js';
import { decodeCharset, isTextMediaType, looksLikeText, strictUtf8 } from '../../src/http/text-or-binary.js';
import { encodeResponseBody } from '../../packages/spec-viewer-proxy/src/response-body.js';
import { toTryItResponse, type ReceivedBody } from '../../src/tryit/response.js';
import { isBinaryContentType } from '../../src/tryit/binary.js';

const latin1Cafe = Buffer.from([0x63, 0x61, 0x66, 0xe9]); // "café" in ISO-8859-1
const sjisHello = Buffer.from([0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd]); // "こんにちは" in Shift_JIS

/** The browser's TryItResponse for a body with this Content-Type. */
function browserSees(contentType: string | undefined, body: ReceivedBody) {
  return toTryItResponse({
    status: 200,
    statusText: 'OK',
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
    body,
    duration: 1,
    mode: 'direct',
    operationId: 'op',
  });
}

/** The browser's TryItResponse for what the proxy put in its envelope for these bytes. */
function throughProxy(contentType: string | undefined, bytes: Buffer) {
  const { body, bodyEncoding } = encodeResponseBody(bytes, contentType);
  return {
    bodyEncoding,
    response: browserSees(contentType, bodyEncoding === 'base64' ? { bytes: new Uint8Array(Buffer.from(body, 'base64')) } : { text: body, size: bytes.length }),
  };
}

describe('media-type helpers', () => {
  it('essence: type/subtype lower-cased, parameters and spaces dropped', () => {
    assert.equal(mediaTypeEssence(' Application/JSON ; charset=UTF-8'), 'application/json');
    assert.equal(mediaTypeEssence('text/plain'), 'text/plain');
    assert.equal(mediaTypeEssence(''), '');
  });
  it('JSON and XML detection by essence and suffix', () => {
    for (const t of ['application/json', 'text/json', 'application/problem+json; charset=utf-8']) assert.equal(isJsonMediaType(t), true, t);
    for (const t of ['application/jsonp', 'text/plain', '']) assert.equal(isJsonMediaType(t), false, t);
    for (const t of ['application/xml', 'text/xml; charset=utf-8', 'application/soap+xml', 'image/svg+xml']) assert.equal(isXmlMediaType(t), true, t);
    for (const t of ['application/json', 'text/html']) assert.equal(isXmlMediaType(t), false, t);
  });
  it('charset: lower-cased, quotes removed, any position; undefined when absent or empty', () => {
    assert.equal(charsetOf('text/plain; charset=ISO-8859-1'), 'iso-8859-1');
    assert.equal(charsetOf('text/plain;format=flowed; Charset="Shift_JIS"'), 'shift_jis');
    assert.equal(charsetOf('text/plain'), undefined);
    assert.equal(charsetOf('text/plain; charset='), undefined);
    assert.equal(charsetOf(undefined), undefined);
    assert.deepEqual(['utf-8', 'utf8', undefined, 'iso-8859-1'].map(isUtf8Charset), [true, true, true, false]);
  });
  it('decodes bytes in their charset; an unknown label is undefined', () => {
    assert.equal(decodeCharset(latin1Cafe, 'iso-8859-1'), 'café');
    assert.equal(decodeCharset(sjisHello, 'shift_jis'), 'こんにちは');
    assert.equal(decodeCharset(latin1Cafe, 'no-such-charset'), undefined);
    assert.equal(strictUtf8(latin1Cafe), undefined);
    assert.equal(strictUtf8(Buffer.from('café')), 'café');
  });
  it('untyped text is text unless it holds control characters text does not', () => {
    assert.equal(looksLikeText('line\r\n\ttab\fform\x1b[0m'), true);
    assert.equal(looksLikeText('a\x00b'), false);
    assert.equal(looksLikeText('\x01\x02'), false);
  });
});

describe('the text-or-binary decision', () => {
  const text = [
    'text/plain', 'text/html; charset=utf-8', 'text/event-stream', 'application/json', 'application/problem+json',
    'application/xml', 'application/soap+xml', 'application/xhtml+xml', 'image/svg+xml', 'application/yaml',
    'application/x-www-form-urlencoded', 'application/javascript', 'application/graphql', 'application/x-ndjson',
    'multipart/mixed; boundary=x', 'application/vnd.custom; charset=utf-8',
  ];
  const binary = [
    'image/png', 'image/webp', 'audio/mpeg', 'video/mp4', 'font/woff2', 'application/pdf', 'application/zip',
    'application/octet-stream', 'application/wasm', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.custom', 'image/png; charset=utf-8', 'application/octet-stream; charset=utf-8',
  ];
  for (const t of text) it(`${t} is text`, () => assert.equal(isTextMediaType(t), true));
  for (const t of binary) it(`${t} is binary`, () => assert.equal(isTextMediaType(t), false));
  it('no content type: undecided (the bytes decide)', () => {
    assert.equal(isTextMediaType(undefined), undefined);
    assert.equal(isTextMediaType(''), undefined);
  });

  // The cases the proxy's and the browser's former tables disagreed on, each decided once.
  const disputed: Array<[string, boolean, string]> = [
    ['application/x-sh', true, 'a shell script is text'],
    ['application/ndjson', true, 'newline-delimited JSON is text'],
    ['application/csv', true, 'CSV is text whatever its top-level type'],
    ['image/svg', true, 'SVG is XML text, with or without the +xml suffix'],
    ['application/pdf; charset=utf-8', false, 'a PDF is binary, a charset parameter notwithstanding'],
    ['application/html', true, 'HTML is text'],
  ];
  for (const [type, isText, why] of disputed) {
    it(`${type}: ${why}, on both sides`, () => {
      assert.equal(isTextMediaType(type), isText);
      assert.equal(isBinaryContentType(type), !isText, 'the browser');
      const bytes = Buffer.from('<a>plain text bytes</a>\n');
      const { bodyEncoding, response } = throughProxy(type, bytes);
      assert.equal(bodyEncoding, isText ? 'utf-8' : 'base64', 'the proxy');
      assert.equal(response.isBinary, !isText, 'the browser, through the proxy');
      assert.equal(browserSees(type, { bytes: new Uint8Array(bytes) }).isBinary, !isText, 'the browser, direct');
    });
  }

  it('proxy and browser agree on every type above and on untyped bodies, text or binary', () => {
    const textBytes = Buffer.from('{"a":"é"}');
    const binaryBytes = Buffer.from([0, 1, 2, 0xff, 0xfe]);
    for (const type of [...text, ...binary, ...disputed.map(([t]) => t), undefined]) {
      for (const bytes of [textBytes, binaryBytes]) {
        const direct = browserSees(type, { bytes: new Uint8Array(bytes) });
        const { response } = throughProxy(type, bytes);
        assert.equal(response.isBinary, direct.isBinary, `${type}: same decision`);
        assert.equal(response.size, direct.size, `${type}: same size`);
        assert.equal(response.body, direct.body, `${type}: same body`);
      }
    }
  });

  it('both sides import the decision from src/http and keep no table of their own', () => {
    const root = new URL('../../', import.meta.url);
    // The proxy takes it through its one import of the viewer (from-viewer.ts).
    const proxyGate = readFileSync(new URL('packages/spec-viewer-proxy/src/from-viewer.ts', root), 'utf8');
    assert.match(proxyGate, /\bisTextMediaType\b[^;]*from '\.\.\/\.\.\/\.\.\/src\/http\/text-or-binary\.js'/);
    const importers = {
      'packages/spec-viewer-proxy/src/response-body.ts': /\bisTextMediaType\b[^;]*from '\.\/from-viewer\.js'/,
      'src/tryit/response.ts': /from '\.\.\/http\/text-or-binary\.js'/,
      'src/tryit/binary.ts': /from '\.\.\/http\/text-or-binary\.js'/,
    };
    for (const [file, imports] of Object.entries(importers)) {
      const source = readFileSync(new URL(file, root), 'utf8');
      assert.match(source, imports, file);
      assert.doesNotMatch(source, /'x-ndjson'|'application\/x-ndjson'/, `${file} lists text types itself`);
    }
  });

  it('src/http is neutral: it imports nothing (no Node built-ins, no DOM helpers, no other folder)', () => {
    const dir = new URL('../../src/http/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      for (const [, specifier] of source.matchAll(/\bfrom\s*'([^']+)'/g)) assert.match(specifier!, /^\.\/[a-z-]+\.js$/, `${file} imports ${specifier}`);
    }
  });
});

describe('non-UTF-8 text, direct and through the proxy', () => {
  for (const [name, type, bytes, text] of [
    ['latin-1', 'text/plain; charset=iso-8859-1', latin1Cafe, 'café'],
    ['Shift_JIS', 'text/plain; charset=Shift_JIS', sjisHello, 'こんにちは'],
  ] as const) {
    it(`${name}: the same text and the byte size the server sent`, () => {
      const direct = browserSees(type, { bytes: new Uint8Array(bytes) });
      assert.deepEqual([direct.body, direct.size, direct.isBinary], [text, bytes.length, false]);
      const { bodyEncoding, response } = throughProxy(type, bytes);
      assert.equal(bodyEncoding, 'utf-8');
      assert.deepEqual([response.body, response.size, response.isBinary], [text, bytes.length, false]);
    });
  }
  it('a utf-8 envelope body is taken as the text, never decoded again', () => {
    const r = browserSees('text/plain; charset=iso-8859-1', { text: 'café', size: 4 });
    assert.deepEqual([r.body, r.size, r.bodyEncoding], ['café', 4, 'utf-8']);
  });
});
