// SOAP operations through the unchanged HTTP machinery: the HttpRequest Try-It builds from a WSDL operation
// (docs/formats.md#soap-wsdl-11), sent directly and through the real proxy to a real SOAP 1.1/1.2 server, and the SOAP
// Fault detection of the response view. Also: malformed WSDL, WSDL 2.0, rpc envelopes, deep-link ids
// (HTTP GET/POST bindings: wsdl-http.test.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildRequest, initialFormState, parseSpec, soapFaultOf, type ApiModel, type HttpRequest, type Operation } from '../../src/index.js';
import { createProxyServer, type ProxyServer } from '../../packages/spec-viewer-proxy/src/index.js';
import { sendDirect } from '../../src/tryit/transport-direct.js';
import { sendViaProxy } from '../../src/tryit/transport-proxy.js';
import type { TryItResult } from '../../src/tryit/types.js';
import { startSoapServer } from '../servers/soap-server.mjs';
import { loadCorpusSpec } from './spec-helpers.js';

type SoapServer = Awaited<ReturnType<typeof startSoapServer>>;
let soap: SoapServer;
let proxy: ProxyServer;
let proxyUrl: string;
let model: ApiModel;

const FIXTURE = readFileSync(new URL('../fixtures/wsdl-echo.wsdl', import.meta.url), 'utf8');
const op = (id: string): Operation => model.operations.find((o) => o.id === id) ?? assert.fail(`no operation ${id}`);
const request = (id: string): HttpRequest => buildRequest(op(id), initialFormState(op(id), model), { model });
const ok = (r: TryItResult) => {
  assert.ok(r.ok, r.ok ? '' : `${r.error.kind}: ${r.error.message}`);
  return r.response;
};

before(async () => {
  soap = await startSoapServer();
  proxy = createProxyServer({ allowPrivateHosts: ['127.0.0.1'], corsOrigin: '*', rateLimitPerMinute: 10_000 });
  proxyUrl = `http://127.0.0.1:${(await proxy.listen(0, '127.0.0.1')).port}/`;
  model = await parseSpec(FIXTURE.replaceAll('{{ORIGIN}}', soap.url), { sourceUrl: `${soap.url}/echo.wsdl` });
});
after(async () => {
  await soap.close();
  await proxy.close(0);
});

describe('SOAP operations as HTTP requests', () => {
  it('groups operations by service and port; repeated names get <Port>-<Operation> ids', () => {
    assert.deepEqual(model.operations.map((o) => o.id), ['EchoSoap11Port-Echo', 'EchoSoap12Port-Echo']);
    assert.deepEqual(model.tags.map((t) => t.name), ['EchoService / EchoSoap11Port', 'EchoService / EchoSoap12Port']);
    assert.deepEqual([...model.schemas.keys()], ['Mode', 'Echo', 'EchoResponse', 'EchoFault']);
  });

  it('SOAP 1.1: POST, text/xml, quoted SOAPAction, the envelope as body', () => {
    const req = request('EchoSoap11Port-Echo');
    const envelope = String(op('EchoSoap11Port-Echo').requestBody?.content[0]?.example);
    assert.deepEqual(req, {
      method: 'POST',
      url: `${soap.url}/soap11`,
      headers: [['SOAPAction', '"urn:spec-viewer:echo#Echo"'], ['Content-Type', 'text/xml; charset=utf-8']],
      body: { kind: 'text', contentType: 'text/xml; charset=utf-8', text: envelope },
    });
    assert.equal(
      envelope,
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="urn:spec-viewer:echo">',
        '  <soap:Body>',
        '    <ns1:Echo>',
        '      <ns1:message>string</ns1:message>',
        '      <ns1:mode>ok</ns1:mode>',
        '      <!--Optional-->',
        '      <ns1:count>0</ns1:count>',
        '    </ns1:Echo>',
        '  </soap:Body>',
        '</soap:Envelope>',
      ].join('\n'),
    );
  });

  it('SOAP 1.2: application/soap+xml with the action parameter, no SOAPAction header', () => {
    const req = request('EchoSoap12Port-Echo');
    const type = 'application/soap+xml; charset=utf-8; action="urn:spec-viewer:echo#Echo"';
    assert.deepEqual(req.headers, [['Content-Type', type]]);
    assert.equal(req.url, `${soap.url}/soap12`);
    assert.ok(req.body?.kind === 'text' && req.body.text.includes('xmlns:soap="http://www.w3.org/2003/05/soap-envelope"'));
  });

  for (const mode of ['direct', 'proxy'] as const) {
    for (const id of ['EchoSoap11Port-Echo', 'EchoSoap12Port-Echo']) {
      it(`${id} ${mode}: the server accepts the request; mode "fault" comes back as a SOAP Fault`, async () => {
        const send = (r: HttpRequest) => (mode === 'direct' ? sendDirect(r) : sendViaProxy(proxyUrl, r));
        const good = ok(await send(request(id)));
        assert.equal(good.status, 200, good.body);
        assert.match(good.body, /<message>string<\/message>/);
        assert.equal(await soapFaultOf(good.body, good.contentType), undefined);
        const received = soap.requests.at(-1)!;
        assert.equal(received.body, String(op(id).requestBody?.content[0]?.example));

        const faulty = request(id);
        if (faulty.body?.kind === 'text') faulty.body.text = faulty.body.text.replace('<ns1:mode>ok<', '<ns1:mode>fault<');
        const bad = ok(await send(faulty));
        assert.equal(bad.status, 500);
        const fault = await soapFaultOf(bad.body, bad.contentType);
        const v11 = id.includes('11');
        assert.deepEqual(fault, v11
          ? { version: '1.1', code: 'soap:Server', reason: 'Echo refused: string' }
          : { version: '1.2', code: 'env:Receiver', reason: 'Echo refused: string' });
      });
    }
  }
});

describe('WSDL parsing edge cases', () => {
  it('bad-wsdl-malformed.wsdl fails with xml-syntax at line 24', async () => {
    await assert.rejects(loadCorpusSpec('bad-wsdl-malformed.wsdl'), (e: { code: string; message: string; location?: string }) => {
      assert.equal(e.code, 'xml-syntax');
      assert.match(e.message, /line 24/);
      assert.equal(e.location, '24:5');
      return true;
    });
  });

  it('WSDL 2.0 is recognised and refused by name', async () => {
    const text = '<?xml version="1.0"?><description xmlns="http://www.w3.org/ns/wsdl" targetNamespace="urn:x"/>';
    await assert.rejects(parseSpec(text), (e: { code: string; message: string }) => e.code === 'unsupported-version' && /WSDL 2\.0/.test(e.message));
  });

  it('rpc style wraps the parts in an element named after the operation, in the soap:body namespace', async () => {
    const rpc = await loadCorpusSpec('wsdl-multi-service.wsdl');
    const envelope = String(rpc.operations[0]?.requestBody?.content[0]?.example);
    assert.equal(rpc.operations[0]?.soap?.style, 'rpc');
    assert.equal(rpc.operations[0]?.soap?.use, 'encoded');
    assert.match(envelope, /<ns1:sayHello>\s*<firstName>string<\/firstName>\s*<\/ns1:sayHello>/);
  });

  it('SOAP version comes from the namespace, not the prefix; HTTP GET/POST ports are plain HTTP operations', async () => {
    const weather = await loadCorpusSpec('wsdl-webservicex-globalweather.wsdl');
    assert.deepEqual(weather.operations.map((o) => `${o.id} ${o.kind === 'soap' ? o.soap?.version : `${o.kind} ${o.method}`}`), [
      'GlobalWeatherSoap-GetWeather 1.1',
      'GlobalWeatherSoap-GetCitiesByCountry 1.1',
      'GlobalWeatherSoap12-GetWeather 1.2',
      'GlobalWeatherSoap12-GetCitiesByCountry 1.2',
      'GlobalWeatherHttpGet-GetWeather http get',
      'GlobalWeatherHttpGet-GetCitiesByCountry http get',
      'GlobalWeatherHttpPost-GetWeather http post',
      'GlobalWeatherHttpPost-GetCitiesByCountry http post',
    ]);
  });
});
