// The SOAP mock over the corpus's WSDL documents: the request Try-It builds for each SOAP operation (the
// envelope soap-examples shows) answers the operation's response envelope, its Body holding the output element;
// every request the document does not describe answers a Fault of the binding's SOAP version saying why: not
// XML, not an envelope, the other SOAP version, no such operation, another Body element, a missing child.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser } from 'fast-xml-parser';
import { buildRequest, initialFormState, parseSpec, soapExamples, type ApiModel, type Operation, type Schema } from '../../src/index.js';
import { soapAnswer } from '../../src/mock/soap-answer.js';
import type { MockAnswer, MockRequest } from '../../src/mock/types.js';
import { loadCorpusWithRelated, specFiles } from './spec-helpers.js';

const ENV = { '1.1': 'http://schemas.xmlsoap.org/soap/envelope/', '1.2': 'http://www.w3.org/2003/05/soap-envelope' } as const;
const TYPE = { '1.1': 'text/xml; charset=utf-8', '1.2': 'application/soap+xml; charset=utf-8' } as const;
type Version = keyof typeof ENV;

const load = loadCorpusWithRelated;

const soapOps = (model: ApiModel): Operation[] => model.operations.filter((op) => op.kind === 'soap');

/** The request Try-It sends for an operation, as the mock receives it (a relative URL resolved on a mock host). */
function sampleRequest(model: ApiModel, op: Operation): MockRequest {
  const built = buildRequest(op, initialFormState(op, model), { model });
  const text = built.body?.kind === 'text' ? built.body.text : '';
  assert.equal(text, soapExamples(op)?.request, `${op.id}: Try-It sends the request envelope the page shows`);
  return { method: built.method, url: new URL(built.url, 'http://mock.test/'), headers: new Headers(built.headers), body: new TextEncoder().encode(text) };
}

const withBody = (request: MockRequest, body: string): MockRequest => ({ ...request, body: new TextEncoder().encode(body) });
const withHeaders = (request: MockRequest, headers: Record<string, string>): MockRequest => ({ ...request, headers: new Headers(headers) });

interface ReadEnvelope {
  ns: string;
  /** The Body's first element: local name and namespace. */
  root?: { local: string; ns: string };
  fault?: { code: string; reason: string };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, commentPropName: '#comment' });
type Node = Record<string, unknown>;
const local = (name: string): string => name.slice(name.indexOf(':') + 1);
const prefix = (name: string): string => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '');
const entry = (node: Node, name: string): [string, Node] | undefined => {
  const found = Object.entries(node).find(([k]) => !k.startsWith('@') && !k.startsWith('#') && (name === '*' || local(k) === name));
  return found ? [found[0], (typeof found[1] === 'object' ? found[1] : { '#text': found[1] }) as Node] : undefined;
};
const text = (node: Node | undefined): string => String(typeof node === 'object' && node !== null ? (node['#text'] ?? '') : (node ?? ''));

/** An answer's envelope, read with fast-xml-parser (prefixes resolved on the Envelope and the Body's element). */
function readEnvelope(xml: string): ReadEnvelope {
  const [envName, env] = entry(parser.parse(xml) as Node, 'Envelope') ?? assert.fail('an Envelope');
  const nsOf = (name: string, ...scopes: Node[]): string => {
    const attr = prefix(name) === '' ? '@xmlns' : `@xmlns:${prefix(name)}`;
    return String(scopes.map((s) => s[attr]).find((v) => v !== undefined) ?? '');
  };
  const ns = nsOf(envName, env);
  const [, body] = entry(env, 'Body') ?? assert.fail('a Body');
  const first = entry(body, '*');
  const result: ReadEnvelope = { ns };
  if (!first) return result;
  result.root = { local: local(first[0]), ns: nsOf(first[0], first[1], env) };
  if (result.root.local === 'Fault' && result.root.ns === ns) {
    const fault = first[1];
    const code = entry(fault, 'faultcode')?.[1] ?? entry(entry(fault, 'Code')?.[1] ?? {}, 'Value')?.[1];
    const reason = entry(fault, 'faultstring')?.[1] ?? entry(entry(fault, 'Reason')?.[1] ?? {}, 'Text')?.[1];
    result.fault = { code: text(code), reason: text(reason) };
  }
  return result;
}

/** Asserts a SOAP Fault answer blaming the request, in `version`, whose reason matches `reason`. */
function expectFault(answer: MockAnswer, version: Version, reason: RegExp, what: string): void {
  assert.equal(answer.status, 500, `${what}: status`);
  assert.deepEqual(answer.headers[0], ['Content-Type', TYPE[version]], `${what}: Content-Type`);
  const read = readEnvelope(String(answer.body));
  assert.equal(read.ns, ENV[version], `${what}: a SOAP ${version} envelope`);
  assert.ok(read.fault, `${what}: a Fault`);
  assert.equal(read.fault.code, version === '1.1' ? 'soap:Client' : 'soap:Sender', `${what}: the request's fault`);
  assert.match(read.fault.reason, reason, `${what}: reason`);
}

/** The qualified name an element schema is written with (the test's own reading of the model). */
function nameOf(schema: Schema, fallback: string): { local: string; ns: string } {
  const item = schema.type?.includes('array') && schema.items && schema.format !== 'list' ? schema.items : schema;
  return { local: item.xml?.name ?? schema.xml?.name ?? fallback, ns: item.xml?.namespace ?? schema.xml?.namespace ?? '' };
}

/** The required first-level child elements of an input element (choices and attributes aside). */
function requiredChildren(input: Schema): Array<{ local: string; ns: string }> {
  const element = input.type?.includes('array') && input.items ? input.items : input;
  const choices = new Set(((element.extensions?.['x-xsd-choice'] ?? []) as string[][]).flat());
  return (element.required ?? [])
    .filter((key) => !choices.has(key) && element.properties?.[key] && !element.properties[key].xml?.attribute)
    .map((key) => nameOf(element.properties![key]!, key));
}

/** An envelope whose Body holds `root` with the given (empty) children: each element declares its own namespace. */
function envelope(version: Version, root: { local: string; ns: string }, children: Array<{ local: string; ns: string }> = []): string {
  const open = (n: { local: string; ns: string }, p: string) => (n.ns === '' ? `<${n.local}` : `<${p}:${n.local} xmlns:${p}="${n.ns}"`);
  const close = (n: { local: string; ns: string }, p: string) => (n.ns === '' ? `</${n.local}>` : `</${p}:${n.local}>`);
  const inner = children.map((c) => `${open(c, 'c')}/>`).join('');
  return `<?xml version="1.0"?><s:Envelope xmlns:s="${ENV[version]}"><s:Body>${open(root, 'r')}>${inner}${close(root, 'r')}</s:Body></s:Envelope>`;
}

const wsdlFiles = specFiles().filter((f) => f.startsWith('wsdl-'));

describe('SOAP mock: each operation answers its response envelope', () => {
  it('has the corpus', () => assert.ok(wsdlFiles.length >= 15));

  for (const file of wsdlFiles) {
    it(`${file}: the request Try-It builds answers 200 with the output element (202 for one-way)`, async () => {
      const model = await load(file);
      assert.ok(soapOps(model).length > 0);
      for (const op of soapOps(model)) {
        const version = op.soap!.version;
        const answer = soapAnswer(model, sampleRequest(model, op));
        const output = op.soap!.outputElement;
        if (!output) {
          assert.deepEqual(answer, { status: 202, headers: [] }, `${op.id}: one-way`);
          continue;
        }
        assert.equal(answer.status, 200, `${op.id}: ${String(answer.body)}`);
        assert.deepEqual(answer.headers, [['Content-Type', TYPE[version]]], `${op.id}: Content-Type`);
        const read = readEnvelope(String(answer.body));
        assert.equal(read.ns, ENV[version], `${op.id}: SOAP ${version}`);
        assert.deepEqual(read.root, nameOf(output, output.name ?? 'Body'), `${op.id}: the Body holds the output element`);
      }
    });
  }

  it('only the required children are required: a Body with them alone answers 200', async () => {
    for (const file of ['wsdl-stockquote.wsdl', 'wsdl-nws-ndfd.wsdl', 'wsdl-mixed-sequence.wsdl', 'wsdl-onvif-doorcontrol.wsdl']) {
      const model = await load(file);
      for (const op of soapOps(model)) {
        const input = op.soap!.inputElement!;
        const request = withBody(sampleRequest(model, op), envelope(op.soap!.version, nameOf(input, input.name ?? ''), requiredChildren(input)));
        assert.ok(soapAnswer(model, request).status < 300, `${file} ${op.id}`);
      }
    }
  });
});

describe('SOAP mock: Faults in the binding version', () => {
  for (const file of wsdlFiles) {
    it(`${file}: not XML, not an envelope, another version, no operation, another element, a missing child`, async () => {
      const model = await load(file);
      const versions = new Set(soapOps(model).map((op) => op.soap!.version));
      for (const version of versions) {
        const op = soapOps(model).find((o) => o.soap!.version === version)!;
        const request = sampleRequest(model, op);
        const input = op.soap!.inputElement!;
        const inputName = nameOf(input, input.name ?? '');
        const fault = (r: MockRequest, reason: RegExp, what: string) => expectFault(soapAnswer(model, r), version, reason, `${op.id} ${what}`);
        fault(withBody(request, 'not <xml'), /not well-formed XML/, 'not XML');
        fault(withBody(request, ''), /no body/, 'no body');
        fault(withBody(request, '<!DOCTYPE x [<!ENTITY a "aa">]><x>&a;</x>'), /DOCTYPE/, 'a DOCTYPE with declarations');
        fault(withBody(request, '<order xmlns="urn:shop"><id>1</id></order>'), /not a SOAP envelope/, 'not an envelope');
        fault(withBody(request, `<s:Envelope xmlns:s="${ENV[version]}"/>`), /no Body/, 'no Body');
        fault(withHeaders(request, { 'content-type': `${TYPE[version]}; action="urn:nope"`, soapaction: '"urn:nope"' }), /No operation has the SOAP action “urn:nope”/, 'unknown action');
        const actionless = withHeaders(request, { 'content-type': TYPE[version] });
        fault(withBody(actionless, envelope(version, { local: 'Unknown', ns: 'urn:unknown' })), /No operation takes the Body's element/, 'unknown element');
        if (op.soap!.soapAction) {
          fault(withBody(request, envelope(version, { local: 'Unknown', ns: inputName.ns }, requiredChildren(input))), /not the operation's input element/, 'another element');
          fault(withBody(request, envelope(version, { local: inputName.local, ns: 'urn:elsewhere' }, requiredChildren(input))), /namespace urn:elsewhere/, 'another namespace');
        }
        const required = requiredChildren(input);
        if (required.length > 0) {
          fault(withBody(request, envelope(version, inputName, required.slice(1))), new RegExp(`lacks its required child.* ${required[0]!.ns ? `\\{${required[0]!.ns.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}` : ''}${required[0]!.local}`), 'a missing child');
        }
        // The other SOAP version: a Fault, unless a port of that version has the same address (globalweather).
        const other: Version = version === '1.1' ? '1.2' : '1.1';
        const swapped = withBody(request, String(soapExamples(op)!.request).replace(ENV[version], ENV[other]));
        const answer = soapAnswer(model, swapped);
        const address = op.soap!.address;
        const twin = soapOps(model).some((o) => o.soap!.version === other && address !== undefined && o.soap!.address === address);
        if (twin) assert.equal(answer.status, 200, `${op.id}: the SOAP ${other} port at the same address answers`);
        else expectFault(answer, version, new RegExp(`envelope is SOAP ${other}; this endpoint's binding is SOAP ${version}`), `${op.id} other version`);
        assert.equal(soapAnswer(model, { ...request, method: 'GET' }).status, 405, 'GET');
      }
    });
  }
});

describe('SOAP mock: finding the operation', () => {
  it('by path first: another port’s element at this port’s address is no operation; at an unknown path it is found', async () => {
    const model = await load('wsdl-multi-service.wsdl');
    const hello = soapOps(model).find((op) => op.id.endsWith('sayHello'))!;
    const bye = soapOps(model).find((op) => op.id.endsWith('sayBye'))!;
    const byeBody = soapExamples(bye)!.request;
    const atHello = { ...withBody(sampleRequest(model, hello), byeBody), headers: new Headers({ 'content-type': TYPE['1.1'] }) };
    expectFault(soapAnswer(model, atHello), '1.1', /No operation takes the Body's element/, 'sayBye at /SayHello/');
    const elsewhere = { ...atHello, url: new URL('http://mock.test/somewhere/else') };
    assert.equal(readEnvelope(String(soapAnswer(model, elsewhere).body)).root?.local, 'sayByeResponse');
  });

  it('by the Body when two operations share an action; by the action parameter in SOAP 1.2; by the Body without one', async () => {
    const nested = await load('wsdl-get-data-nested.wsdl');
    const ops = soapOps(nested);
    assert.equal(new Set(ops.map((op) => op.soap!.soapAction)).size, 1, 'one action for all');
    for (const op of ops) assert.equal(readEnvelope(String(soapAnswer(nested, sampleRequest(nested, op)).body)).root?.local, op.soap!.outputElement!.xml!.name);
    const door = await load('wsdl-onvif-doorcontrol.wsdl');
    const op = soapOps(door).find((o) => o.id === 'GetDoorInfo')!;
    const bare = withHeaders(sampleRequest(door, op), { 'content-type': TYPE['1.2'] });
    assert.equal(readEnvelope(String(soapAnswer(door, bare).body)).root?.local, 'GetDoorInfoResponse');
  });

  it('SOAP 1.2 rpc with an inline document: the wrapper element and its parts', async () => {
    const model = await parseSpec(`<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:calc" targetNamespace="urn:calc">
  <message name="AddIn"><part name="a" type="xs:int"/><part name="b" type="xs:int"/></message>
  <message name="AddOut"><part name="sum" type="xs:int"/></message>
  <portType name="Calc"><operation name="Add"><input message="tns:AddIn"/><output message="tns:AddOut"/></operation></portType>
  <binding name="CalcBinding" type="tns:Calc">
    <soap12:binding transport="http://schemas.xmlsoap.org/soap/http" style="rpc"/>
    <operation name="Add"><soap12:operation soapAction="urn:calc#Add"/><input><soap12:body use="literal" namespace="urn:calc"/></input><output><soap12:body use="literal" namespace="urn:calc"/></output></operation>
  </binding>
  <service name="CalcService"><port name="CalcPort" binding="tns:CalcBinding"><soap12:address location="http://example.com/calc"/></port></service>
</definitions>`);
    const op = soapOps(model)[0]!;
    const request = sampleRequest(model, op);
    const answer = soapAnswer(model, request);
    assert.equal(answer.status, 200);
    assert.deepEqual(readEnvelope(String(answer.body)).root, { local: 'AddResponse', ns: 'urn:calc' });
    expectFault(soapAnswer(model, withBody(request, envelope('1.2', { local: 'Add', ns: 'urn:calc' }, [{ local: 'a', ns: '' }]))), '1.2', /lacks its required child element b\./, 'part b missing');
  });
});
