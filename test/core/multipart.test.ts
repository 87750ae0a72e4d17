// The proxy's multipart bytes are written by hand (WebKit cannot read a FormData holding a Blob back as bytes):
// checked here against the platform's own multipart parser, byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serializeMultipart } from '../../src/index.js';

test('fields, a typed text part and files (binary, odd names) parse back exactly', async () => {
  const binary = new Uint8Array(256).map((_, i) => i);
  const { bytes, contentType } = await serializeMultipart([
    { kind: 'field', name: 'note', value: 'héllo\r\nwörld "quoted"' },
    { kind: 'field', name: 'meta', value: '{"a":1}', contentType: 'application/json' },
    { kind: 'file', name: 'file', file: { filename: 'all bytes.bin', contentType: 'application/octet-stream', data: binary } },
    { kind: 'file', name: 'we"ird\nname', file: { filename: 'ünï "code".txt', contentType: 'text/plain', data: new Blob(['second file']) } },
  ]);
  assert.match(contentType, /^multipart\/form-data; boundary=----SpecViewerBoundary[0-9a-f]{32}$/);
  const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  assert.equal(form.get('note'), 'héllo\r\nwörld "quoted"');
  const meta = form.get('meta');
  // A typed text part is a part with its own Content-Type: parsers hand it over as a value or a blob.
  assert.equal(typeof meta === 'string' ? meta : await (meta as Blob).text(), '{"a":1}');
  const file = form.get('file') as File;
  assert.equal(file.name, 'all bytes.bin');
  assert.deepEqual(new Uint8Array(await file.arrayBuffer()), binary);
  // Quotes and line breaks in names travel escaped (%22, %0A) and come back as written.
  const odd = form.get('we"ird\nname') as File;
  assert.equal(odd.name, 'ünï "code".txt');
  assert.equal(odd.type, 'text/plain');
  assert.equal(await odd.text(), 'second file');
});

test('the Content-Disposition and Content-Type lines are those a browser writes', async () => {
  const { bytes } = await serializeMultipart(
    [
      { kind: 'field', name: 'a', value: '1' },
      { kind: 'file', name: 'f', file: { filename: 'x.png', contentType: '', data: new Uint8Array([1, 2]) } },
    ],
    'B',
  );
  assert.equal(
    new TextDecoder().decode(bytes),
    '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' +
      '--B\r\nContent-Disposition: form-data; name="f"; filename="x.png"\r\nContent-Type: application/octet-stream\r\n\r\n\u0001\u0002\r\n--B--\r\n',
  );
});
