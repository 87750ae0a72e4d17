// A real SOAP 1.1 + 1.2 server for Try-It and sample tests. Binds 127.0.0.1 on port 0, answers CORS preflights.
//
//   GET  /echo.wsdl   test/fixtures/wsdl-echo.wsdl with its port addresses pointing at this server
//   POST /soap11      SOAP 1.1: requires Content-Type text/xml and a SOAPAction header
//   POST /soap12      SOAP 1.2: requires Content-Type application/soap+xml (the action rides on it)
//
// The Echo operation answers with an EchoResponse holding the sent <message>; `<mode>fault</mode>` (or a wrong
// Content-Type or missing SOAPAction) answers with a SOAP Fault of the endpoint's version and status 500.
// Every request is recorded in `server.requests` (method, path, headers, body text).
// `soapServerPlugin()` exposes it to browser tests as `executeServerCommand('soap-server')` → { url }.
// Run alone: `node test/servers/soap-server.mjs` prints its URL.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const WSDL = readFileSync(new URL('../fixtures/wsdl-echo.wsdl', import.meta.url), 'utf8');
const ENV11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const ENV12 = 'http://www.w3.org/2003/05/soap-envelope';

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const field = (xml, name) => new RegExp(`<(?:[\\w.-]+:)?${name}>([^<]*)</(?:[\\w.-]+:)?${name}>`).exec(xml)?.[1];

function fault11(code, reason) {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENV11}"><soap:Body><soap:Fault><faultcode>soap:${code}</faultcode><faultstring>${escape(reason)}</faultstring><detail><EchoFault xmlns="urn:spec-viewer:echo"><reason>${escape(reason)}</reason></EchoFault></detail></soap:Fault></soap:Body></soap:Envelope>`;
}

function fault12(code, reason) {
  return `<?xml version="1.0" encoding="utf-8"?><env:Envelope xmlns:env="${ENV12}"><env:Body><env:Fault><env:Code><env:Value>env:${code === 'Client' ? 'Sender' : 'Receiver'}</env:Value></env:Code><env:Reason><env:Text xml:lang="en">${escape(reason)}</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>`;
}

function answer(version, message) {
  const ns = version === '1.1' ? ENV11 : ENV12;
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ns}"><soap:Body><EchoResponse xmlns="urn:spec-viewer:echo"><message>${escape(message)}</message><soapVersion>${version}</soapVersion></EchoResponse></soap:Body></soap:Envelope>`;
}

function cors(req) {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': '*',
  };
}

/** Decides the SOAP answer for a request to /soap11 or /soap12: [status, content type, body]. */
function soapAnswer(version, headers, body) {
  const type = String(headers['content-type'] ?? '');
  const fault = version === '1.1' ? fault11 : fault12;
  const responseType = version === '1.1' ? 'text/xml; charset=utf-8' : 'application/soap+xml; charset=utf-8';
  const failWith = (reason) => [500, responseType, fault('Client', reason)];
  if (version === '1.1' && !/^text\/xml\s*;\s*charset=utf-8/i.test(type)) return failWith(`SOAP 1.1 needs Content-Type text/xml; charset=utf-8, got “${type}”`);
  if (version === '1.1' && headers['soapaction'] !== '"urn:spec-viewer:echo#Echo"') return failWith(`wrong SOAPAction header: ${headers['soapaction'] ?? 'missing'}`);
  if (version === '1.2' && !/^application\/soap\+xml\s*;\s*charset=utf-8;\s*action="urn:spec-viewer:echo#Echo"/i.test(type)) return failWith(`SOAP 1.2 needs Content-Type application/soap+xml with the action, got “${type}”`);
  if (!body.includes(version === '1.1' ? ENV11 : ENV12)) return failWith('the body is not a SOAP envelope of this version');
  if (field(body, 'mode') === 'fault') return [500, responseType, fault('Server', `Echo refused: ${field(body, 'message') ?? ''}`)];
  return [200, responseType, answer(version, field(body, 'message') ?? '')];
}

export async function startSoapServer() {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors(req)).end();
        return;
      }
      if (req.method === 'GET' && path === '/echo.wsdl') {
        res.writeHead(200, { ...cors(req), 'content-type': 'text/xml; charset=utf-8' }).end(WSDL.replaceAll('{{ORIGIN}}', url));
        return;
      }
      const version = path === '/soap11' ? '1.1' : path === '/soap12' ? '1.2' : undefined;
      if (req.method !== 'POST' || !version) {
        res.writeHead(404, cors(req)).end();
        return;
      }
      requests.push({ method: req.method, path, headers: req.headers, body });
      const [status, type, text] = soapAnswer(version, req.headers, body);
      res.writeHead(status, { ...cors(req), 'content-type': type }).end(text);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** web-test-runner plugin: starts the server on first use, closes it when the run ends. */
export function soapServerPlugin() {
  let started;
  return {
    name: 'soap-server',
    async executeCommand({ command }) {
      if (command !== 'soap-server') return undefined;
      started ??= startSoapServer();
      return { url: (await started).url };
    },
    async serverStop() {
      if (started) await (await started).close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startSoapServer();
  console.log(server.url);
}
