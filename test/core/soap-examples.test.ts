// SOAP examples of an operation (issue 49 point 3): the request envelope Try-It sends, the response envelope of
// the output message and a Fault envelope in the binding's SOAP version (the declared fault's element in its
// detail); every SOAP operation of the corpus's WSDL documents gives well-formed envelopes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { buildRequest, initialFormState, parseSpec, soapExamples, soapFaultOf, type ApiModel, type Operation, type SoapExamples } from '../../src/index.js';
import { loadCorpusSpec, loadCorpusWithRelated, specFiles } from './spec-helpers.js';

const ECHO = readFileSync(new URL('../fixtures/wsdl-echo.wsdl', import.meta.url), 'utf8').replaceAll('{{ORIGIN}}', 'http://127.0.0.1:9');
/** SOAP 1.2: a one-way document operation without faults, an rpc operation with an undefined and a defined fault. */
const NOTIFY = `<definitions name="Notify" xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:notify" targetNamespace="urn:notify">
  <types>
    <xs:schema targetNamespace="urn:notify" elementFormDefault="qualified">
      <xs:element name="Ping"><xs:complexType><xs:sequence><xs:element name="at" type="xs:dateTime"/></xs:sequence></xs:complexType></xs:element>
      <xs:element name="Busy"><xs:complexType><xs:sequence><xs:element name="retryAfter" type="xs:int"/></xs:sequence></xs:complexType></xs:element>
    </xs:schema>
  </types>
  <message name="PingIn"><part name="parameters" element="tns:Ping"/></message>
  <message name="AddIn"><part name="a" type="xs:int"/><part name="b" type="xs:int"/></message>
  <message name="AddOut"><part name="sum" type="xs:int"/></message>
  <message name="BusyFault"><part name="detail" element="tns:Busy"/></message>
  <portType name="NotifyPort">
    <operation name="Ping"><input message="tns:PingIn"/></operation>
    <operation name="Add">
      <input message="tns:AddIn"/><output message="tns:AddOut"/>
      <fault name="Unknown" message="tns:Missing"/><fault name="Busy" message="tns:BusyFault"/>
    </operation>
  </portType>
  <binding name="NotifyBinding" type="tns:NotifyPort">
    <soap12:binding transport="http://schemas.xmlsoap.org/soap/http" style="document"/>
    <operation name="Ping"><soap12:operation soapAction="urn:notify#Ping"/><input><soap12:body use="literal"/></input></operation>
    <operation name="Add">
      <soap12:operation soapAction="urn:notify#Add" style="rpc"/>
      <input><soap12:body use="literal" namespace="urn:notify"/></input>
      <output><soap12:body use="literal" namespace="urn:notify"/></output>
      <fault name="Busy"><soap12:fault name="Busy" use="literal"/></fault>
    </operation>
  </binding>
  <service name="NotifyService"><port name="NotifyPort" binding="tns:NotifyBinding"><soap12:address location="http://example.com/notify"/></port></service>
</definitions>`;

const ENV11 = 'xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"';
const ENV12 = 'xmlns:soap="http://www.w3.org/2003/05/soap-envelope"';
const HEAD = '<?xml version="1.0" encoding="utf-8"?>';

const echo = parseSpec(ECHO);
const notify = parseSpec(NOTIFY);
const opOf = (model: ApiModel, id: string): Operation => model.operations.find((o) => o.id === id) ?? assert.fail(`no operation ${id}`);
const examplesOf = async (model: Promise<ApiModel>, id: string): Promise<SoapExamples> => soapExamples(opOf(await model, id)) ?? assert.fail(`no examples for ${id}`);
const envelope = (ns: string, body: string[]): string => [HEAD, `<soap:Envelope ${ns}>`, '  <soap:Body>', ...body, '  </soap:Body>', '</soap:Envelope>'].join('\n');

const ECHO_RESPONSE = ['    <ns1:EchoResponse>', '      <ns1:message>string</ns1:message>', '      <ns1:soapVersion>string</ns1:soapVersion>', '    </ns1:EchoResponse>'];
const ECHO_DETAIL = ['        <ns1:EchoFault>', '          <ns1:reason>string</ns1:reason>', '        </ns1:EchoFault>'];
const ECHO_NS = 'xmlns:ns1="urn:spec-viewer:echo"';

describe('SOAP examples: request, response and fault envelopes', () => {
  it('SOAP 1.1: the response of the output message; faultcode, faultstring and the fault element in detail', async () => {
    const examples = await examplesOf(echo, 'EchoSoap11Port-Echo');
    assert.equal(examples.version, '1.1');
    assert.equal(examples.response, envelope(`${ENV11} ${ECHO_NS}`, ECHO_RESPONSE));
    const fault = envelope(`${ENV11} ${ECHO_NS}`, [
      '    <soap:Fault>',
      '      <faultcode>soap:Server</faultcode>',
      '      <faultstring>EchoFault</faultstring>',
      '      <detail>',
      ...ECHO_DETAIL,
      '      </detail>',
      '    </soap:Fault>',
    ]);
    assert.equal(examples.fault, fault);
    assert.deepEqual(examples.faults, [{ name: 'EchoFault', envelope: fault }]);
  });

  it('SOAP 1.2: the 1.2 envelope namespace; Code/Value, Reason/Text and Detail', async () => {
    const examples = await examplesOf(echo, 'EchoSoap12Port-Echo');
    assert.equal(examples.version, '1.2');
    assert.equal(examples.response, envelope(`${ENV12} ${ECHO_NS}`, ECHO_RESPONSE));
    assert.equal(
      examples.fault,
      envelope(`${ENV12} ${ECHO_NS}`, [
        '    <soap:Fault>',
        '      <soap:Code>',
        '        <soap:Value>soap:Receiver</soap:Value>',
        '      </soap:Code>',
        '      <soap:Reason>',
        '        <soap:Text xml:lang="en">EchoFault</soap:Text>',
        '      </soap:Reason>',
        '      <soap:Detail>',
        ...ECHO_DETAIL,
        '      </soap:Detail>',
        '    </soap:Fault>',
      ]),
    );
  });

  it('the request is the envelope Try-It sends (and so the code samples)', async () => {
    const model = await echo;
    for (const op of model.operations) {
      const request = buildRequest(op, initialFormState(op, model), { model });
      assert.equal(request.body?.kind, 'text');
      assert.equal(soapExamples(op)?.request, request.body?.kind === 'text' ? request.body.text : undefined, op.id);
    }
  });

  it('a one-way operation has no response; without declared faults, a generic fault and no detail', async () => {
    const examples = await examplesOf(notify, 'Ping');
    assert.deepEqual(examples, {
      version: '1.2',
      request: envelope(`${ENV12} xmlns:ns1="urn:notify"`, ['    <ns1:Ping>', '      <ns1:at>2024-01-01T00:00:00Z</ns1:at>', '    </ns1:Ping>']),
      fault: envelope(ENV12, [
        '    <soap:Fault>',
        '      <soap:Code>',
        '        <soap:Value>soap:Receiver</soap:Value>',
        '      </soap:Code>',
        '      <soap:Reason>',
        '        <soap:Text xml:lang="en">Server error</soap:Text>',
        '      </soap:Reason>',
        '    </soap:Fault>',
      ]),
      faults: [],
    });
  });

  it('rpc: the response wrapper; one fault per declared fault, `fault` the first with a message element', async () => {
    const examples = await examplesOf(notify, 'Add');
    assert.equal(examples.response, envelope(`${ENV12} xmlns:ns1="urn:notify"`, ['    <ns1:AddResponse>', '      <sum>0</sum>', '    </ns1:AddResponse>']));
    assert.deepEqual(examples.faults.map((f) => f.name), ['Unknown', 'Busy']);
    assert.doesNotMatch(examples.faults[0]!.envelope, /Detail/, 'an undefined fault message: no detail');
    assert.equal(examples.fault, examples.faults[1]!.envelope);
    assert.match(examples.fault, /<soap:Detail>\n {8}<ns1:Busy>\n {10}<ns1:retryAfter>0<\/ns1:retryAfter>\n {8}<\/ns1:Busy>\n {6}<\/soap:Detail>/);
  });

  it('the Try-It response view reads the fault examples as SOAP Faults', async () => {
    const read = async (model: Promise<ApiModel>, id: string) => soapFaultOf((await examplesOf(model, id)).fault, 'text/xml');
    assert.deepEqual(await read(echo, 'EchoSoap11Port-Echo'), { version: '1.1', code: 'soap:Server', reason: 'EchoFault' });
    assert.deepEqual(await read(echo, 'EchoSoap12Port-Echo'), { version: '1.2', code: 'soap:Receiver', reason: 'EchoFault' });
    assert.deepEqual(await read(notify, 'Ping'), { version: '1.2', code: 'soap:Receiver', reason: 'Server error' });
  });

  it('none for operations that are not SOAP (a WSDL HTTP binding included)', async () => {
    const model = await loadCorpusSpec('wsdl-webservicex-globalweather.wsdl');
    const http = model.operations.filter((o) => o.kind === 'http');
    assert.ok(http.length > 0);
    for (const op of http) assert.equal(soapExamples(op), undefined, op.id);
  });
});

const loadWsdl = loadCorpusWithRelated;

describe('SOAP examples: every SOAP operation of the corpus', () => {
  const files = specFiles().filter((f) => f.startsWith('wsdl-'));
  it('has WSDL documents', () => assert.ok(files.length >= 15));

  for (const file of files) {
    it(`${file}: well-formed request, response and fault envelopes in the binding's version`, async () => {
      const model = await loadWsdl(file);
      const soapOps = model.operations.filter((o) => o.soap);
      assert.ok(soapOps.length > 0);
      for (const op of soapOps) {
        const examples = soapExamples(op) ?? assert.fail(`${op.id}: examples`);
        const ns = op.soap!.version === '1.2' ? ENV12 : ENV11;
        assert.equal(examples.request, op.requestBody?.content[0]?.example, `${op.id}: the request body's envelope`);
        const success = op.responses.find((r) => r.status.startsWith('2'))?.content[0];
        assert.equal(examples.response, success?.example, `${op.id}: the success response's envelope`);
        assert.equal(examples.response !== undefined, op.soap!.outputElement !== undefined, `${op.id}: a response when there is an output message`);
        assert.deepEqual(examples.faults.map((f) => f.name), (op.soap!.faults ?? []).map((f) => f.name), `${op.id}: one fault per declared fault`);
        for (const [name, text] of [['request', examples.request], ['response', examples.response], ['fault', examples.fault], ...examples.faults.map((f) => [f.name, f.envelope])] as const) {
          if (text === undefined) continue;
          assert.equal(XMLValidator.validate(text), true, `${op.id}: ${name} is well-formed`);
          assert.ok(text.includes(`<soap:Envelope ${ns}`), `${op.id}: ${name} in SOAP ${op.soap!.version}`);
        }
        const fault = await soapFaultOf(examples.fault, 'text/xml');
        assert.equal(fault?.version, op.soap!.version, `${op.id}: a SOAP ${op.soap!.version} Fault`);
        (op.soap!.faults ?? []).forEach((declared, i) => {
          const element = declared.schema?.xml?.name;
          if (element) assert.match(examples.faults[i]!.envelope, new RegExp(`<(detail|soap:Detail)>\\n\\s*<(\\w+:)?${element}[\\s>/]`), `${op.id}: ${declared.name} in the detail`);
        });
      }
    });
  }
});
