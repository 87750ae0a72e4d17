// Go net/http: the exact text of each sample, plus the edge cases of the language's syntax.
// Why the whole text: docs/architecture.md#conventions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/index.js';
import { generateGo } from '../../src/samples/http/go.js';
import { requests } from '../fixtures/samples-requests.js';

const expectSample = (request: HttpRequest, expected: string) => assert.equal(generateGo(request), expected);
const sample = (partial: Partial<HttpRequest>): string => generateGo({ method: 'GET', url: 'https://api.example.com/x', headers: [], ...partial });

describe('Go net/http sample', () => {
  it('GET: the URL as built (query included) and the headers', () => {
    expectSample(requests.get, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
)

func main() {
	req, err := http.NewRequest(http.MethodGet, "https://api.example.com/v1/pets?tag=a&tag=b&limit=10", nil)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("X-API-Key", "YOUR_API_KEY")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('a JSON body, pretty-printed in the language’s idiom', () => {
    expectSample(requests.json, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
)

func main() {
	body := strings.NewReader(\`{
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
}\`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/pets", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer YOUR_TOKEN")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('a form-urlencoded body as the language’s form type', () => {
    expectSample(requests.form, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"strings"
)

func main() {
	form := url.Values{}
	form.Add("user", "rex")
	form.Add("note", "a & b")
	body := strings.NewReader(form.Encode())

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/login", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('multipart: one part per field, a typed JSON part, the file read from disk', () => {
    expectSample(requests.multipart, `package main

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
)

func main() {
	body := &bytes.Buffer{}
	form := multipart.NewWriter(body)
	if err := form.WriteField("caption", "Rex; \\"best\\" boy"); err != nil {
		log.Fatal(err)
	}
	if err := writePart(form, "form-data; name=\\"meta\\"", "application/json", []byte("{\\"angle\\":90}")); err != nil {
		log.Fatal(err)
	}
	photoFile, err := os.ReadFile("photo.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := writePart(form, "form-data; name=\\"photo\\"; filename=\\"photo.png\\"", "image/png", photoFile); err != nil {
		log.Fatal(err)
	}
	if err := form.Close(); err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/pets/7/photo", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", form.FormDataContentType())

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}

// writePart adds a part with its own Content-Type (CreateFormFile always says application/octet-stream).
func writePart(form *multipart.Writer, disposition, contentType string, content []byte) error {
	header := textproto.MIMEHeader{}
	header.Set("Content-Disposition", disposition)
	header.Set("Content-Type", contentType)
	part, err := form.CreatePart(header)
	if err != nil {
		return err
	}
	_, err = part.Write(content)
	return err
}`);
  });

  it('a text body with quotes, a backslash, $ and a newline', () => {
    expectSample(requests.text, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
)

func main() {
	body := strings.NewReader(\`it's "q" \\ $HOME
line 2\`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/notes", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "text/plain")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('a raw binary upload read from its file', () => {
    expectSample(requests.binary, `package main

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	file, err := os.ReadFile("avatar.png")
	if err != nil {
		log.Fatal(err)
	}
	body := bytes.NewReader(file)

	req, err := http.NewRequest(http.MethodPut, "https://api.example.com/v1/avatar", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "image/png")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('cookies as one Cookie header', () => {
    expectSample(requests.cookies, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
)

func main() {
	req, err := http.NewRequest(http.MethodDelete, "https://api.example.com/v1/pets/7", nil)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Cookie", "session=abc; theme=dark")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('methods without an http constant are string literals', () => {
    assert.ok(sample({ method: 'PURGE' }).includes('http.NewRequest("PURGE", "https://api.example.com/x", nil)'));
  });

  it('a body raw strings cannot hold (backquote, CR, BOM) is an interpreted string', () => {
    const body = (text: string) => sample({ method: 'POST', body: { kind: 'text', contentType: 'text/plain', text } });
    assert.ok(body('a\nb').includes('strings.NewReader(`a\nb`)'));
    assert.ok(body('a\n`b`').includes('strings.NewReader("a\\n`b`")'));
    assert.ok(body('a\r\nb').includes('strings.NewReader("a\\r\\nb")'));
    assert.ok(body('\ufeffa\nb').includes('strings.NewReader("\\ufeffa\\nb")'));
  });

  it('multipart with text fields only writes them with WriteField (no helper, no textproto)', () => {
    const text = sample({ method: 'POST', body: { kind: 'multipart', parts: [{ name: 'a', kind: 'field', value: 'b' }] } });
    assert.ok(text.includes('\tif err := form.WriteField("a", "b"); err != nil {'));
    assert.ok(!text.includes('writePart') && !text.includes('textproto'));
  });

  it('QUERY (OpenAPI 3.2): the method as a string, with its JSON body', () => {
    expectSample(requests.query, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
)

func main() {
	body := strings.NewReader(\`{
  "species": "dog"
}\`)

	req, err := http.NewRequest("QUERY", "https://api.example.com/v1/pets/search", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });

  it('PURGE (a custom method) without a body: the method as written', () => {
    expectSample(requests.purge, `package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
)

func main() {
	req, err := http.NewRequest("PURGE", "https://api.example.com/v1/cache/pets/7", nil)
	if err != nil {
		log.Fatal(err)
	}

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(data))
}`);
  });
});
