// A real HTTP server for Try-It tests: records what it received (method, url, headers, raw body bytes and
// their SHA-256) and answers with that record as JSON. Binds 127.0.0.1 on port 0.
//
// Routes (any method Node's HTTP parser knows, QUERY, PURGE and LINK among them):
//   /no-cors/...        echo without any CORS header (preflights fail too): the CORS-error path
//   /binary/pdf         a small PDF with Content-Disposition `filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`
//   /binary/png         a 1x1 PNG, no Content-Disposition
//   /text/latin1        "café" as text/plain; charset=iso-8859-1 (4 bytes, with Content-Length)
//   /text/shift-jis     "こんにちは" as text/plain; charset=Shift_JIS (10 bytes, chunked)
//   /status/<code>      echo with that status
//   /slow               answers after 3 s (cancel tests)
//   anything else       echo
// Run alone: `node test/servers/echo-server.mjs` prints its URL.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
/** "café" in ISO-8859-1 and "こんにちは" in Shift_JIS: text that is not UTF-8. */
export const LATIN1_BYTES = Buffer.from([0x63, 0x61, 0x66, 0xe9]);
export const SHIFT_JIS_BYTES = Buffer.from([0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd]);
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function corsHeaders(req) {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    // Whatever method the preflight asks for (QUERY, PURGE …): the allowed list is matched case-sensitively.
    'access-control-allow-methods': req.headers['access-control-request-method'] ?? 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': '*',
    'access-control-max-age': '60',
    vary: 'Origin',
  };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * The parts of a multipart/form-data body: name, filename, content type, and the SHA-256 of each part's bytes,
 * so a test can prove a file arrived byte for byte. Undefined when the body is not multipart.
 */
export function multipartParts(contentType, body) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!/^multipart\//i.test(contentType ?? '') || !boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // skip CRLF after the delimiter and before the next one
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1],
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1],
      contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      length: content.length,
      sha256: sha256(content),
      text: content.length <= 4096 ? content.toString('utf8') : undefined,
    });
    at = next;
  }
  return parts;
}

/** The record of one request, as returned in the echo body. */
export function describeRequest(req, body) {
  return {
    method: req.method,
    url: req.url,
    headers: req.headers,
    bodyLength: body.length,
    bodySha256: sha256(body),
    bodyBase64: body.toString('base64'),
    bodyText: body.toString('utf8'),
    parts: multipartParts(req.headers['content-type'], body),
  };
}

export async function startEchoServer({ host = '127.0.0.1', port = 0 } = {}) {
  /** Every request received, in order (tests may inspect or clear it). */
  const requests = [];
  const server = createServer(async (req, res) => {
    const noCors = req.url.startsWith('/no-cors');
    const cors = noCors ? {} : corsHeaders(req);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, cors).end();
      return;
    }
    const body = await readBody(req);
    const record = describeRequest(req, body);
    requests.push(record);
    const path = req.url.split('?')[0];
    if (path === '/binary/pdf') {
      res.writeHead(200, {
        ...cors,
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
        'content-length': PDF_BYTES.length,
      });
      res.end(PDF_BYTES);
      return;
    }
    if (path === '/binary/png') {
      res.writeHead(200, { ...cors, 'content-type': 'image/png', 'content-length': PNG_BYTES.length });
      res.end(PNG_BYTES);
      return;
    }
    if (path === '/text/latin1') {
      res.writeHead(200, { ...cors, 'content-type': 'text/plain; charset=iso-8859-1', 'content-length': LATIN1_BYTES.length });
      res.end(LATIN1_BYTES);
      return;
    }
    if (path === '/text/shift-jis') {
      res.writeHead(200, { ...cors, 'content-type': 'text/plain; charset=Shift_JIS' });
      res.write(SHIFT_JIS_BYTES.subarray(0, 5)); // two writes: sent chunked, without Content-Length
      res.end(SHIFT_JIS_BYTES.subarray(5));
      return;
    }
    if (path === '/slow') await new Promise((r) => setTimeout(r, 3000));
    const status = /^\/status\/(\d{3})$/.exec(path);
    const json = JSON.stringify(record);
    res.writeHead(status ? Number(status[1]) : 200, {
      ...cors,
      'content-type': 'application/json; charset=utf-8',
      'x-echo': 'yes',
    });
    res.end(req.method === 'HEAD' ? undefined : json);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    port: address.port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const echo = await startEchoServer();
  console.log(echo.url);
}
