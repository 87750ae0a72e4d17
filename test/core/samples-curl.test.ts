// cURL: the exact text of each sample, plus the edge cases of the language's syntax.
// Why the whole text: docs/architecture.md#conventions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/index.js';
import { generateCurl } from '../../src/samples/http/curl.js';
import { requests } from '../fixtures/samples-requests.js';

const expectSample = (request: HttpRequest, expected: string) => assert.equal(generateCurl(request), expected);
const sample = (partial: Partial<HttpRequest>): string => generateCurl({ method: 'GET', url: 'https://api.example.com/x', headers: [], ...partial });

describe('cURL sample', () => {
  it('GET: the URL as built (query included) and the headers', () => {
    expectSample(requests.get, `curl 'https://api.example.com/v1/pets?tag=a&tag=b&limit=10' \\
  -H 'X-API-Key: YOUR_API_KEY'`);
  });

  it('GET without headers: the shortest form', () => {
    expectSample(requests.bare, `curl 'https://api.example.com/health'`);
  });

  it('a JSON body, pretty-printed in the language’s idiom', () => {
    expectSample(requests.json, `curl 'https://api.example.com/v1/pets' \\
  -X POST \\
  -H 'Content-Type: application/json' \\
  -H 'Authorization: Bearer YOUR_TOKEN' \\
  --data-raw '{
  "name": "Rex",
  "age": 3,
  "tags": [
    "a"
  ],
  "ok": true,
  "owner": null,
  "meta": {},
  "list": [],
  "my-key": 1.50
}'`);
  });

  it('a form-urlencoded body as the language’s form type', () => {
    expectSample(requests.form, `curl 'https://api.example.com/v1/login' \\
  -X POST \\
  -H 'Content-Type: application/x-www-form-urlencoded' \\
  --data-urlencode 'user=rex' \\
  --data-urlencode 'note=a & b'`);
  });

  it('multipart: one part per field, a typed JSON part, the file read from disk', () => {
    expectSample(requests.multipart, `curl 'https://api.example.com/v1/pets/7/photo' \\
  -X POST \\
  -F 'caption="Rex; \\"best\\" boy"' \\
  -F 'meta="{\\"angle\\":90}";type=application/json' \\
  -F 'photo=@photo.png;type=image/png'`);
  });

  it('a text body with quotes, a backslash, $ and a newline', () => {
    expectSample(requests.text, `curl 'https://api.example.com/v1/notes' \\
  -X POST \\
  -H 'Content-Type: text/plain' \\
  --data-raw 'it'\\''s "q" \\ $HOME
line 2'`);
  });

  it('a raw binary upload read from its file', () => {
    expectSample(requests.binary, `curl 'https://api.example.com/v1/avatar' \\
  -X PUT \\
  -H 'Content-Type: image/png' \\
  --data-binary '@avatar.png'`);
  });

  it('cookies as one Cookie header', () => {
    expectSample(requests.cookies, `curl 'https://api.example.com/v1/pets/7' \\
  -X DELETE \\
  -H 'Cookie: session=abc; theme=dark'`);
  });

  it('HEAD uses --head (with -X HEAD curl would wait for a body)', () => {
    assert.equal(sample({ method: 'HEAD' }), `curl 'https://api.example.com/x' \\\n  --head`);
  });

  it('brackets or braces in the URL turn globbing off', () => {
    assert.match(sample({ url: 'https://api.example.com/x?filter%5Ba%5D=1&f[b]=2' }), /^curl '[^']+' \\\n {2}--globoff$/);
  });

  it('an empty header value is sent with curl’s `Name;` form', () => {
    assert.match(sample({ headers: [['X-Empty', '']] }), /-H 'X-Empty;'$/);
  });

  it('control characters use ANSI-C quoting', () => {
    const text = sample({ method: 'POST', headers: [['Content-Type', 'text/plain']], body: { kind: 'text', contentType: 'text/plain', text: "a\tb\r\nc'd\\e\u0001" } });
    assert.match(text, /--data-raw \$'a\\tb\\r\\nc\\'d\\\\e\\x01'$/);
  });

  it('form values that curl would read as files or parameters are quoted; names of urlencoded fields encoded', () => {
    const multipart = sample({
      method: 'POST',
      body: {
        kind: 'multipart',
        parts: [
          { name: 'a', kind: 'field', value: '@/etc/passwd' },
          { name: 'b', kind: 'field', value: '<file' },
          { name: 'f', kind: 'file', file: { filename: 'my;file "1".txt', contentType: '', data: new Uint8Array() } },
        ],
      },
    });
    assert.ok(multipart.includes(`-F 'a="@/etc/passwd"'`));
    assert.ok(multipart.includes(`-F 'b="<file"'`));
    assert.ok(multipart.includes(`-F 'f=@"my;file \\"1\\".txt";type=application/octet-stream'`));
    const form = sample({ method: 'POST', body: { kind: 'urlencoded', fields: [['a=b c', 'x=y']] } });
    assert.ok(form.endsWith(`--data-urlencode 'a%3Db%20c=x=y'`));
  });

  it('QUERY (OpenAPI 3.2): the method as a string, with its JSON body', () => {
    expectSample(requests.query, `curl 'https://api.example.com/v1/pets/search' \\
  -X QUERY \\
  -H 'Content-Type: application/json' \\
  --data-raw '{
  "species": "dog"
}'`);
  });

  it('PURGE (a custom method) without a body: the method as written', () => {
    expectSample(requests.purge, `curl 'https://api.example.com/v1/cache/pets/7' \\
  -X PURGE`);
  });
});
