// Java HttpClient: the exact text of each sample, plus the edge cases of the language's syntax.
// Why the whole text: docs/architecture.md#conventions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/index.js';
import { generateJava } from '../../src/samples/http/java.js';
import { requests } from '../fixtures/samples-requests.js';

const expectSample = (request: HttpRequest, expected: string) => assert.equal(generateJava(request), expected);
const sample = (partial: Partial<HttpRequest>): string => generateJava({ method: 'GET', url: 'https://api.example.com/x', headers: [], ...partial });

describe('Java HttpClient sample', () => {
  it('GET: the URL as built (query included) and the headers', () => {
    expectSample(requests.get, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets?tag=a&tag=b&limit=10"))
            .header("X-API-Key", "YOUR_API_KEY")
            .GET()
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('a JSON body, pretty-printed in the language’s idiom', () => {
    expectSample(requests.json, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String body = "{\\n"
            + "  \\"name\\": \\"Rex\\",\\n"
            + "  \\"age\\": 3,\\n"
            + "  \\"tags\\": [\\n"
            + "    \\"a\\"\\n"
            + "  ],\\n"
            + "  \\"ok\\": true,\\n"
            + "  \\"owner\\": null,\\n"
            + "  \\"meta\\": {},\\n"
            + "  \\"list\\": [],\\n"
            + "  \\"my-key\\": 1.50\\n"
            + "}";

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer YOUR_TOKEN")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('a form-urlencoded body as the language’s form type', () => {
    expectSample(requests.form, `import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Main {
    public static void main(String[] args) throws Exception {
        String form = Stream.of(
                Map.entry("user", "rex"),
                Map.entry("note", "a & b"))
            .map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8)
                + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
            .collect(Collectors.joining("&"));

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/login"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('multipart: one part per field, a typed JSON part, the file read from disk', () => {
    expectSample(requests.multipart, `import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

public class Main {
    public static void main(String[] args) throws Exception {
        MultipartBody form = new MultipartBody()
            .field("caption", "Rex; \\"best\\" boy")
            .field("meta", "{\\"angle\\":90}", "application/json")
            .file("photo", Path.of("photo.png"), "image/png");

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets/7/photo"))
            .header("Content-Type", form.contentType())
            .POST(form.publisher())
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }

    /** A multipart/form-data body: java.net.http has no form type of its own. */
    static class MultipartBody {
        private final String boundary = "JavaFormBoundary" + UUID.randomUUID().toString().replace("-", "");
        private final List<byte[]> chunks = new ArrayList<>();

        MultipartBody field(String name, String value) {
            return part("form-data; name=" + quoted(name), null, value.getBytes(StandardCharsets.UTF_8));
        }

        MultipartBody field(String name, String value, String contentType) {
            return part("form-data; name=" + quoted(name), contentType, value.getBytes(StandardCharsets.UTF_8));
        }

        MultipartBody file(String name, Path path, String contentType) throws IOException {
            String disposition = "form-data; name=" + quoted(name) + "; filename=" + quoted(path.getFileName().toString());
            return part(disposition, contentType, Files.readAllBytes(path));
        }

        String contentType() {
            return "multipart/form-data; boundary=" + boundary;
        }

        HttpRequest.BodyPublisher publisher() {
            List<byte[]> all = new ArrayList<>(chunks);
            all.add(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));
            return HttpRequest.BodyPublishers.ofByteArrays(all);
        }

        private MultipartBody part(String disposition, String contentType, byte[] content) {
            String head = "--" + boundary + "\\r\\nContent-Disposition: " + disposition + "\\r\\n"
                + (contentType == null ? "" : "Content-Type: " + contentType + "\\r\\n") + "\\r\\n";
            chunks.add(head.getBytes(StandardCharsets.UTF_8));
            chunks.add(content);
            chunks.add("\\r\\n".getBytes(StandardCharsets.UTF_8));
            return this;
        }

        private static String quoted(String value) {
            return "\\"" + value.replace("\\"", "%22").replace("\\r", "%0D").replace("\\n", "%0A") + "\\"";
        }
    }
}`);
  });

  it('a text body with quotes, a backslash, $ and a newline', () => {
    expectSample(requests.text, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String body = "it's \\"q\\" \\\\ $HOME\\n"
            + "line 2";

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/notes"))
            .header("Content-Type", "text/plain")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('a raw binary upload read from its file', () => {
    expectSample(requests.binary, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/avatar"))
            .header("Content-Type", "image/png")
            .PUT(HttpRequest.BodyPublishers.ofFile(Path.of("avatar.png")))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('PATCH with a +json media type', () => {
    expectSample(requests.patch, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String body = "{\\n"
            + "  \\"name\\": \\"Max\\"\\n"
            + "}";

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets/7"))
            .header("Content-Type", "application/merge-patch+json")
            .method("PATCH", HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('headers java.net.http refuses are left out, with a comment saying why', () => {
    const text = sample({ headers: [['Host', 'example.com'], ['Connection', 'close'], ['X-A', '1']] });
    assert.ok(text.includes('        // HttpClient writes Host, Connection itself and refuses to have them set.\n'));
    assert.ok(!text.includes('.header("Host"') && text.includes('.header("X-A", "1")'));
  });

  it('non-ASCII characters are \\u escapes (javac reads sources in the platform charset before Java 18)', () => {
    assert.ok(sample({ headers: [['X-A', 'é😀\u2028']] }).includes('.header("X-A", "\\u00E9\\uD83D\\uDE00\\u2028")'));
  });

  it('DELETE with a body and HEAD use method(…)', () => {
    const body = { kind: 'text' as const, contentType: 'text/plain', text: 'x' };
    assert.ok(sample({ method: 'DELETE', body }).includes('.method("DELETE", HttpRequest.BodyPublishers.ofString(body))'));
    assert.ok(sample({ method: 'HEAD' }).includes('.method("HEAD", HttpRequest.BodyPublishers.noBody())'));
  });

  it('QUERY (OpenAPI 3.2): the method as a string, with its JSON body', () => {
    expectSample(requests.query, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String body = "{\\n"
            + "  \\"species\\": \\"dog\\"\\n"
            + "}";

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets/search"))
            .header("Content-Type", "application/json")
            .method("QUERY", HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });

  it('PURGE (a custom method) without a body: the method as written', () => {
    expectSample(requests.purge, `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/cache/pets/7"))
            .method("PURGE", HttpRequest.BodyPublishers.noBody())
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`);
  });
});
