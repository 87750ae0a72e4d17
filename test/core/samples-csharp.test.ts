// C# HttpClient: the exact text of each sample, plus the edge cases of the language's syntax.
// Why the whole text: docs/architecture.md#conventions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/index.js';
import { generateCsharp } from '../../src/samples/http/csharp.js';
import { requests } from '../fixtures/samples-requests.js';

const expectSample = (request: HttpRequest, expected: string) => assert.equal(generateCsharp(request), expected);
const sample = (partial: Partial<HttpRequest>): string => generateCsharp({ method: 'GET', url: 'https://api.example.com/x', headers: [], ...partial });

describe('C# HttpClient sample', () => {
  it('GET: the URL as built (query included) and the headers', () => {
    expectSample(requests.get, `using System;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/pets?tag=a&tag=b&limit=10");
        request.Headers.TryAddWithoutValidation("X-API-Key", "YOUR_API_KEY");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('a JSON body, pretty-printed in the language’s idiom', () => {
    expectSample(requests.json, `using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/pets");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer YOUR_TOKEN");
        request.Content = new StringContent(@"{
  ""name"": ""Rex"",
  ""age"": 3,
  ""tags"": [
    ""a""
  ],
  ""ok"": true,
  ""owner"": null,
  ""meta"": {},
  ""list"": [],
  ""my-key"": 1.50
}");
        request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('a form-urlencoded body as the language’s form type', () => {
    expectSample(requests.form, `using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/login");
        request.Content = new FormUrlEncodedContent(new[]
        {
            new KeyValuePair<string, string>("user", "rex"),
            new KeyValuePair<string, string>("note", "a & b"),
        });

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('a repeated form name keeps both values, in order', () => {
    expectSample(requests.formRepeated, `using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/tags");
        request.Content = new FormUrlEncodedContent(new[]
        {
            new KeyValuePair<string, string>("tag", "a"),
            new KeyValuePair<string, string>("tag", "b"),
        });

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('multipart: one part per field, a typed JSON part, the file read from disk', () => {
    expectSample(requests.multipart, `using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/pets/7/photo");
        var form = new MultipartFormDataContent();
        form.Add(new StringContent("Rex; \\"best\\" boy"), "caption");
        var metaPart = new StringContent("{\\"angle\\":90}");
        metaPart.Headers.ContentType = MediaTypeHeaderValue.Parse("application/json");
        form.Add(metaPart, "meta");
        var photoPart = new ByteArrayContent(File.ReadAllBytes("photo.png"));
        photoPart.Headers.ContentType = MediaTypeHeaderValue.Parse("image/png");
        form.Add(photoPart, "photo", "photo.png");
        request.Content = form;

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('a text body with quotes, a backslash, $ and a newline', () => {
    expectSample(requests.text, `using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/notes");
        request.Content = new StringContent(@"it's ""q"" \\ $HOME
line 2");
        request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("text/plain");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('a raw binary upload read from its file', () => {
    expectSample(requests.binary, `using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.com/v1/avatar");
        request.Content = new ByteArrayContent(File.ReadAllBytes("avatar.png"));
        request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("image/png");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('cookies as one Cookie header', () => {
    expectSample(requests.cookies, `using System;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        // UseCookies = false: send the Cookie header as written instead of from a cookie container.
        var client = new HttpClient(new HttpClientHandler { UseCookies = false });
        var request = new HttpRequestMessage(HttpMethod.Delete, "https://api.example.com/v1/pets/7");
        request.Headers.TryAddWithoutValidation("Cookie", "session=abc; theme=dark");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('PATCH with a +json media type', () => {
    expectSample(requests.patch, `using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(new HttpMethod("PATCH"), "https://api.example.com/v1/pets/7");
        request.Content = new StringContent(@"{
  ""name"": ""Max""
}");
        request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("application/merge-patch+json");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('content headers go on the content, other headers on the request', () => {
    const text = sample({
      method: 'POST',
      headers: [['Content-Type', 'text/plain'], ['Content-Language', 'de'], ['X-A', '1']],
      body: { kind: 'text', contentType: 'text/plain', text: 'x' },
    });
    assert.ok(text.includes('request.Headers.TryAddWithoutValidation("X-A", "1");'));
    assert.ok(text.includes('request.Content.Headers.TryAddWithoutValidation("Content-Language", "de");'));
    assert.ok(!text.includes('TryAddWithoutValidation("Content-Type"'));
  });

  it('verbatim strings only where they can hold the text; C# line separators are escaped', () => {
    const body = (text: string) => sample({ method: 'POST', body: { kind: 'text', contentType: 'text/plain', text } });
    assert.ok(body('a "b"\nc').includes('new StringContent(@"a ""b""\nc");'));
    assert.ok(body('a\r\nb').includes('new StringContent("a\\r\\nb");'));
    assert.ok(body('a\u2028b\nc').includes('new StringContent("a\\u2028b\\nc");'));
  });

  it('methods without a static HttpMethod are constructed', () => {
    assert.ok(sample({ method: 'PURGE' }).includes('new HttpRequestMessage(new HttpMethod("PURGE"), "https://api.example.com/x");'));
  });

  it('QUERY (OpenAPI 3.2): the method as a string, with its JSON body', () => {
    expectSample(requests.query, `using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(new HttpMethod("QUERY"), "https://api.example.com/v1/pets/search");
        request.Content = new StringContent(@"{
  ""species"": ""dog""
}");
        request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });

  it('PURGE (a custom method) without a body: the method as written', () => {
    expectSample(requests.purge, `using System;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(new HttpMethod("PURGE"), "https://api.example.com/v1/cache/pets/7");

        var response = await client.SendAsync(request);
        Console.WriteLine((int)response.StatusCode);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}`);
  });
});
