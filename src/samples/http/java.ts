/**
 * Java: `java.net.http.HttpClient` (Java 11+), one `Main.java` that runs as it stands (`java Main.java`).
 * Sources stay ASCII and free of text blocks so every Java 11+ compiler reads them.
 */
import type { HttpRequest, MultipartPart } from '../../model/index.js';
import { prettyJson } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import { sampleRequest, type SampleBody } from './sample-request.js';
import { javaMultiline, javaString } from './string-literals.js';

/** Headers java.net.http refuses to set (it writes them itself). */
const RESTRICTED_HEADERS = new Set(['connection', 'content-length', 'expect', 'host', 'upgrade']);

const STATEMENT = '        ';
const CONTINUATION = '            ';

const MULTIPART_BODY = `
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
    }`;

function multipartCall(part: MultipartPart): string {
  if (part.kind === 'file') {
    const { filename, contentType } = part.file;
    return `.file(${javaString(part.name)}, Path.of(${javaString(filename)}), ${javaString(contentType || 'application/octet-stream')})`;
  }
  const type = part.contentType === undefined ? '' : `, ${javaString(part.contentType)}`;
  return `.field(${javaString(part.name)}, ${javaString(part.value)}${type})`;
}

interface Program {
  imports: Set<string>;
  setup: string[];
  publisher: string;
  contentType?: string;
  multipart: boolean;
}

function bodySetup(body: SampleBody, program: Program): void {
  const { setup, imports } = program;
  switch (body.kind) {
    case 'json':
    case 'text': {
      const text = body.kind === 'json' ? prettyJson(body.tree) : body.text;
      setup.push(`${STATEMENT}String body = ${javaMultiline(text, CONTINUATION)};`);
      program.publisher = 'HttpRequest.BodyPublishers.ofString(body)';
      return;
    }
    case 'urlencoded': {
      imports.add('java.net.URLEncoder').add('java.nio.charset.StandardCharsets');
      if (body.fields.length === 0) {
        setup.push(`${STATEMENT}String form = "";`);
      } else {
        imports.add('java.util.Map').add('java.util.stream.Collectors').add('java.util.stream.Stream');
        const entries = body.fields.map(([n, v], i) => `${CONTINUATION}    Map.entry(${javaString(n)}, ${javaString(v)})${i < body.fields.length - 1 ? ',' : ')'}`);
        setup.push(
          `${STATEMENT}String form = Stream.of(`,
          ...entries,
          `${CONTINUATION}.map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8)`,
          `${CONTINUATION}    + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))`,
          `${CONTINUATION}.collect(Collectors.joining("&"));`,
        );
      }
      program.publisher = 'HttpRequest.BodyPublishers.ofString(form)';
      return;
    }
    case 'multipart':
      for (const i of ['java.io.IOException', 'java.nio.charset.StandardCharsets', 'java.nio.file.Files', 'java.nio.file.Path', 'java.util.ArrayList', 'java.util.List', 'java.util.UUID']) {
        imports.add(i);
      }
      setup.push(`${STATEMENT}MultipartBody form = new MultipartBody()`, ...body.parts.map((p) => CONTINUATION + multipartCall(p)));
      setup[setup.length - 1] += ';';
      program.publisher = 'form.publisher()';
      program.contentType = 'form.contentType()';
      program.multipart = true;
      return;
    case 'binary':
      imports.add('java.nio.file.Path');
      program.publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${javaString(body.filename)}))`;
      return;
  }
}

function methodCall(method: string, publisher: string | undefined): string {
  if (publisher === undefined && (method === 'GET' || method === 'DELETE')) return `.${method}()`;
  if (publisher !== undefined && (method === 'POST' || method === 'PUT')) return `.${method}(${publisher})`;
  return `.method(${javaString(method)}, ${publisher ?? 'HttpRequest.BodyPublishers.noBody()'})`;
}

export function generateJava(httpRequest: HttpRequest, sampleOptions?: SampleOptions): string {
  const request = sampleRequest(httpRequest, sampleOptions);
  const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']);
  const program: Program = { imports, setup: [], publisher: '', multipart: false };
  if (request.body) bodySetup(request.body, program);

  const main = [...program.setup];
  if (main.length > 0) main.push('');
  main.push(`${STATEMENT}HttpRequest request = HttpRequest.newBuilder()`, `${CONTINUATION}.uri(URI.create(${javaString(request.url)}))`);
  const skipped: string[] = [];
  for (const [name, value] of request.headers) {
    if (RESTRICTED_HEADERS.has(name.toLowerCase())) skipped.push(name);
    else main.push(`${CONTINUATION}.header(${javaString(name)}, ${javaString(value)})`);
  }
  if (program.contentType) main.push(`${CONTINUATION}.header("Content-Type", ${program.contentType})`);
  main.push(`${CONTINUATION}${methodCall(request.method, request.body ? program.publisher : undefined)}`, `${CONTINUATION}.build();`);
  if (skipped.length > 0) main.unshift(`${STATEMENT}// HttpClient writes ${skipped.join(', ')} itself and refuses to have ${skipped.length > 1 ? 'them' : 'it'} set.`);
  main.push('', `${STATEMENT}HttpClient client = HttpClient.newHttpClient();`);
  if (request.stream) {
    imports.add('java.util.stream.Stream');
    main.push(
      `${STATEMENT}// The response is a stream (${request.stream.mediaType}): print each line as it arrives.`,
      `${STATEMENT}HttpResponse<Stream<String>> response = client.send(request, HttpResponse.BodyHandlers.ofLines());`,
      `${STATEMENT}System.out.println(response.statusCode());`,
      `${STATEMENT}response.body().forEach(System.out::println);`,
    );
  } else {
    main.push(
      `${STATEMENT}HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());`,
      `${STATEMENT}System.out.println(response.statusCode());`,
      `${STATEMENT}System.out.println(response.body());`,
    );
  }

  const out = [...[...imports].sort().map((i) => `import ${i};`), '', 'public class Main {', '    public static void main(String[] args) throws Exception {', ...main, '    }'];
  if (program.multipart) out.push(MULTIPART_BODY);
  out.push('}');
  return out.join('\n');
}
