// JavaScript fetch: the exact text of each sample, plus the edge cases of the language's syntax.
// Why the whole text: docs/architecture.md#conventions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/index.js';
import { generateJsFetch } from '../../src/samples/http/js-fetch.js';
import { requests } from '../fixtures/samples-requests.js';

const expectSample = (request: HttpRequest, expected: string) => assert.equal(generateJsFetch(request), expected);
const sample = (partial: Partial<HttpRequest>): string => generateJsFetch({ method: 'GET', url: 'https://api.example.com/x', headers: [], ...partial });

describe('JavaScript fetch sample', () => {
  it('GET: the URL as built (query included) and the headers', () => {
    expectSample(requests.get, `const response = await fetch("https://api.example.com/v1/pets?tag=a&tag=b&limit=10", {
  headers: {
    "X-API-Key": "YOUR_API_KEY",
  },
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('GET without headers: the shortest form', () => {
    expectSample(requests.bare, `const response = await fetch("https://api.example.com/health");

console.log(response.status);
console.log(await response.text());`);
  });

  it('a JSON body, pretty-printed in the language’s idiom', () => {
    expectSample(requests.json, `const response = await fetch("https://api.example.com/v1/pets", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer YOUR_TOKEN",
  },
  body: JSON.stringify({
    name: "Rex",
    age: 3,
    tags: [
      "a",
    ],
    ok: true,
    owner: null,
    meta: {},
    list: [],
    "my-key": 1.50,
  }),
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('a JSON integer beyond 2^53 stays exact', () => {
    expectSample(requests.bigNumber, `const response = await fetch("https://api.example.com/v1/ids", {
  method: "PUT",
  headers: {
    "Content-Type": "application/json",
  },
  body: \`{
  "id": 12345678901234567890
}\`,
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('a form-urlencoded body as the language’s form type', () => {
    expectSample(requests.form, `const response = await fetch("https://api.example.com/v1/login", {
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
  },
  body: new URLSearchParams({
    user: "rex",
    note: "a & b",
  }),
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('a repeated form name keeps both values, in order', () => {
    expectSample(requests.formRepeated, `const response = await fetch("https://api.example.com/v1/tags", {
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
  },
  body: new URLSearchParams([
    ["tag", "a"],
    ["tag", "b"],
  ]),
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('multipart: one part per field, a typed JSON part, the file read from disk', () => {
    expectSample(requests.multipart, `import { readFile } from "node:fs/promises";

const form = new FormData();
form.append("caption", "Rex; \\"best\\" boy");
form.append("meta", new Blob(["{\\"angle\\":90}"], { type: "application/json" }));
form.append("photo", new Blob([await readFile("photo.png")], { type: "image/png" }), "photo.png");

const response = await fetch("https://api.example.com/v1/pets/7/photo", {
  method: "POST",
  body: form,
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('a text body with quotes, a backslash, $ and a newline', () => {
    expectSample(requests.text, `const response = await fetch("https://api.example.com/v1/notes", {
  method: "POST",
  headers: {
    "Content-Type": "text/plain",
  },
  body: \`it's "q" \\\\ $HOME
line 2\`,
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('a raw binary upload read from its file', () => {
    expectSample(requests.binary, `import { readFile } from "node:fs/promises";

const response = await fetch("https://api.example.com/v1/avatar", {
  method: "PUT",
  headers: {
    "Content-Type": "image/png",
  },
  body: await readFile("avatar.png"),
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('property names are quoted only when they are not identifiers', () => {
    const text = sample({ headers: [['Accept', '*/*'], ['X-Trace', '1'], ['$weird_1', '2']] });
    assert.ok(text.includes('    Accept: "*/*",\n    "X-Trace": "1",\n    $weird_1: "2",\n'));
  });

  it('template literals escape backquotes, ${ and backslashes; a CR stays visible', () => {
    const text = sample({ method: 'POST', body: { kind: 'text', contentType: 'text/plain', text: 'a `b` ${c} \\d\r\ne' } });
    assert.ok(text.includes('  body: `a \\`b\\` \\${c} \\\\d\\r\ne`,'));
  });

  it('multipart without files needs no fs import', () => {
    const text = sample({ method: 'POST', body: { kind: 'multipart', parts: [{ name: 'a', kind: 'field', value: 'b' }] } });
    assert.ok(text.startsWith('const form = new FormData();\nform.append("a", "b");\n\n'));
  });

  it('QUERY (OpenAPI 3.2): the method as a string, with its JSON body', () => {
    expectSample(requests.query, `const response = await fetch("https://api.example.com/v1/pets/search", {
  method: "QUERY",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    species: "dog",
  }),
});

console.log(response.status);
console.log(await response.text());`);
  });

  it('PURGE (a custom method) without a body: the method as written', () => {
    expectSample(requests.purge, `const response = await fetch("https://api.example.com/v1/cache/pets/7", {
  method: "PURGE",
});

console.log(response.status);
console.log(await response.text());`);
  });
});
