// Binary detection, download filenames (Content-Disposition incl. RFC 5987) and body pretty-printing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  filenameForContentType,
  filenameFromContentDisposition,
  isBinaryContentType,
  responseFilename,
} from '../../src/tryit/binary.js';
import { indentXml, prettyBody, reindentJson } from '../../src/tryit/pretty-body.js';
import { base64ToBytes, bytesToBase64 } from '../../src/tryit/bytes.js';

describe('isBinaryContentType', () => {
  const binary = ['application/pdf', 'image/png', 'image/webp', 'audio/mpeg', 'video/mp4', 'application/zip',
    'application/octet-stream', 'font/woff2', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/wasm'];
  const text = ['application/json', 'application/problem+json; charset=utf-8', 'text/html', 'text/plain', 'application/xml',
    'image/svg+xml', 'text/event-stream', 'application/x-www-form-urlencoded', 'application/javascript', 'application/x-ndjson', ''];
  for (const t of binary) it(`${t} is binary`, () => assert.equal(isBinaryContentType(t), true));
  for (const t of text) it(`${JSON.stringify(t)} is text`, () => assert.equal(isBinaryContentType(t), false));
});

describe('download filename', () => {
  const cd: Array<[string, string | undefined]> = [
    [`attachment; filename="report.pdf"`, 'report.pdf'],
    [`attachment; filename=report.pdf`, 'report.pdf'],
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, 'résumé.pdf'],
    [`attachment; filename*=utf-8''%E2%82%AC%20rates.csv`, '€ rates.csv'],
    [`attachment; filename*=iso-8859-1'en'%A3%20rates.txt`, '£ rates.txt'],
    [`attachment; filename="a \\"quoted\\" name.txt"`, 'a "quoted" name.txt'],
    [`attachment; filename="../../etc/passwd"`, 'passwd'],
    [`attachment; filename="..\\\\windows\\\\x.exe"`, 'x.exe'],
    [`inline`, undefined],
    [`attachment; filename*=UTF-8''%ZZ; filename="ok.bin"`, 'ok.bin'],
  ];
  for (const [header, want] of cd) it(`${header} → ${want}`, () => assert.equal(filenameFromContentDisposition(header), want));

  const byType: Array<[string, string]> = [
    ['application/pdf', 'response.pdf'],
    ['image/png', 'response.png'],
    ['image/jpeg', 'response.jpg'],
    ['application/zip', 'response.zip'],
    ['application/octet-stream', 'response.bin'],
    ['video/mp4', 'response.mp4'],
    ['image/webp; q=1', 'response.webp'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'response.docx'],
    ['application/x-weird-thing-long', 'response.bin'],
  ];
  for (const [type, want] of byType) it(`${type} → ${want}`, () => assert.equal(filenameForContentType(type), want));

  it('Content-Disposition wins over the content type', () => {
    assert.equal(responseFilename({ 'content-disposition': 'attachment; filename="x.png"' }, 'application/pdf'), 'x.png');
    assert.equal(responseFilename({}, 'application/pdf'), 'response.pdf');
  });
});

describe('prettyBody', () => {
  it('re-indents JSON without touching number spellings', () => {
    assert.equal(reindentJson('{"id":12345678901234567890,"v":1.0,"a":[],"o":{},"s":"a,b:{c}"}'),
      '{\n  "id": 12345678901234567890,\n  "v": 1.0,\n  "a": [],\n  "o": {},\n  "s": "a,b:{c}"\n}');
    assert.equal(reindentJson('{"s":"q\\"}"}'), '{\n  "s": "q\\"}"\n}');
    assert.equal(reindentJson('nope'), undefined);
  });
  it('indents XML, keeping text-only elements on one line', () => {
    assert.equal(indentXml('<?xml version="1.0"?><a x="1"><b>t</b><c/><!-- n --></a>'),
      '<?xml version="1.0"?>\n<a x="1">\n  <b>t</b>\n  <c/>\n  <!-- n -->\n</a>');
    assert.equal(indentXml('<a><b></a>'), undefined);
  });
  it('picks the language from the content type; HTML stays text', () => {
    assert.equal(prettyBody('{"a":1}', 'application/json').language, 'json');
    assert.equal(prettyBody('<a/>', 'text/xml').language, 'xml');
    assert.deepEqual(prettyBody('<p>hi</p>', 'text/html'), { text: '<p>hi</p>', language: 'plaintext' });
    assert.equal(prettyBody('not json', 'application/json').text, 'not json');
  });
});

describe('base64', () => {
  it('round-trips every byte value and large payloads', () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    const b64 = bytesToBase64(bytes);
    assert.equal(b64, Buffer.from(bytes).toString('base64'));
    assert.deepEqual(base64ToBytes(b64), bytes);
  });
});
