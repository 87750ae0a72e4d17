// Python requests: the exact text of each sample, plus the edge cases of the language's syntax.
// Why the whole text: docs/architecture.md#conventions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/index.js';
import { generatePythonRequests } from '../../src/samples/http/python-requests.js';
import { requests } from '../fixtures/samples-requests.js';

const expectSample = (request: HttpRequest, expected: string) => assert.equal(generatePythonRequests(request), expected);
const sample = (partial: Partial<HttpRequest>): string => generatePythonRequests({ method: 'GET', url: 'https://api.example.com/x', headers: [], ...partial });

describe('Python requests sample', () => {
  it('GET: the URL as built (query included) and the headers', () => {
    expectSample(requests.get, `import requests

url = "https://api.example.com/v1/pets?tag=a&tag=b&limit=10"
headers = {
    "X-API-Key": "YOUR_API_KEY",
}

response = requests.get(url, headers=headers)
print(response.status_code)
print(response.text)`);
  });

  it('a JSON body, pretty-printed in the language’s idiom', () => {
    expectSample(requests.json, `import requests

url = "https://api.example.com/v1/pets"
headers = {
    "Content-Type": "application/json",
    "Authorization": "Bearer YOUR_TOKEN",
}
payload = {
    "name": "Rex",
    "age": 3,
    "tags": [
        "a",
    ],
    "ok": True,
    "owner": None,
    "meta": {},
    "list": [],
    "my-key": 1.50,
}

response = requests.post(url, headers=headers, json=payload)
print(response.status_code)
print(response.text)`);
  });

  it('a form-urlencoded body as the language’s form type', () => {
    expectSample(requests.form, `import requests

url = "https://api.example.com/v1/login"
headers = {
    "Content-Type": "application/x-www-form-urlencoded",
}
payload = {
    "user": "rex",
    "note": "a & b",
}

response = requests.post(url, headers=headers, data=payload)
print(response.status_code)
print(response.text)`);
  });

  it('a repeated form name keeps both values, in order', () => {
    expectSample(requests.formRepeated, `import requests

url = "https://api.example.com/v1/tags"
headers = {
    "Content-Type": "application/x-www-form-urlencoded",
}
payload = [
    ("tag", "a"),
    ("tag", "b"),
]

response = requests.post(url, headers=headers, data=payload)
print(response.status_code)
print(response.text)`);
  });

  it('multipart: one part per field, a typed JSON part, the file read from disk', () => {
    expectSample(requests.multipart, `import requests

url = "https://api.example.com/v1/pets/7/photo"
files = [
    ("caption", (None, "Rex; \\"best\\" boy")),
    ("meta", (None, "{\\"angle\\":90}", "application/json")),
    ("photo", ("photo.png", open("photo.png", "rb"), "image/png")),
]

response = requests.post(url, files=files)
print(response.status_code)
print(response.text)`);
  });

  it('a text body with quotes, a backslash, $ and a newline', () => {
    expectSample(requests.text, `import requests

url = "https://api.example.com/v1/notes"
headers = {
    "Content-Type": "text/plain",
}
payload = (
    "it's \\"q\\" \\\\ $HOME\\n"
    "line 2"
)

response = requests.post(url, headers=headers, data=payload.encode("utf-8"))
print(response.status_code)
print(response.text)`);
  });

  it('a raw binary upload read from its file', () => {
    expectSample(requests.binary, `import requests

url = "https://api.example.com/v1/avatar"
headers = {
    "Content-Type": "image/png",
}
payload = open("avatar.png", "rb")

response = requests.put(url, headers=headers, data=payload)
print(response.status_code)
print(response.text)`);
  });

  it('cookies as one Cookie header', () => {
    expectSample(requests.cookies, `import requests

url = "https://api.example.com/v1/pets/7"
headers = {
    "Cookie": "session=abc; theme=dark",
}

response = requests.delete(url, headers=headers)
print(response.status_code)
print(response.text)`);
  });

  it('methods without a requests shortcut use requests.request', () => {
    assert.ok(sample({ method: 'TRACE' }).includes('response = requests.request("TRACE", url)'));
  });

  it('control characters are escaped; other characters stay as typed (sources are UTF-8)', () => {
    const text = sample({ headers: [['X-A', 'é\u0001\u007f😀']] });
    assert.ok(text.includes('    "X-A": "é\\x01\\x7F😀",'));
  });

  it('QUERY (OpenAPI 3.2): the method as a string, with its JSON body', () => {
    expectSample(requests.query, `import requests

url = "https://api.example.com/v1/pets/search"
headers = {
    "Content-Type": "application/json",
}
payload = {
    "species": "dog",
}

response = requests.request("QUERY", url, headers=headers, json=payload)
print(response.status_code)
print(response.text)`);
  });

  it('PURGE (a custom method) without a body: the method as written', () => {
    expectSample(requests.purge, `import requests

url = "https://api.example.com/v1/cache/pets/7"

response = requests.request("PURGE", url)
print(response.status_code)
print(response.text)`);
  });
});
