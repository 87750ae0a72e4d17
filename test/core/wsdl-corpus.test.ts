// Every WSDL of the shared corpus through parseSpec: the operation count, counted independently from the raw
// document; per SOAP operation a well-formed sample envelope that holds the input element's required children;
// per HTTP operation the port's verb, address and a path/parameters/body that Try-It can send.
//
// Counting rule (what the viewer shows): one operation per operation of each endpoint, where an endpoint is a
// service port whose binding is a SOAP 1.1, SOAP 1.2 or WSDL HTTP (GET/POST) binding, or such a binding that
// no port uses (ONVIF files declare no service). Bindings with none of these extensions are not counted.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ApiModel, Operation, Schema } from '../../src/index.js';
import { loadCorpusSpec, readSpec, specFiles, SPECS_DIR } from './spec-helpers.js';
import { readFileSync } from 'node:fs';

const SOAP_NS = new Set(['http://schemas.xmlsoap.org/wsdl/soap/', 'http://schemas.xmlsoap.org/wsdl/soap12/']);
const HTTP_NS = 'http://schemas.xmlsoap.org/wsdl/http/';

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as Node[];
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const child = (node: Node, name: string) => Object.entries(node).filter(([k]) => local(k) === name).flatMap(([, v]) => list(v));

interface RawWsdl {
  /** The rule above. */
  operationCount: number;
  /** HTTP ports by port name: the binding's verb and the port's address. */
  httpPorts: Map<string, { verb: string; address?: string }>;
}

/** The rule above, from the raw XML (fast-xml-parser without the viewer's code). */
function readRaw(text: string): RawWsdl {
  const prefixes = new Map([...text.matchAll(/xmlns:([\w.-]+)="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
  const nsOf = (key: string) => prefixes.get(key.includes(':') ? key.split(':')[0]! : '') ?? '';
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(text) as Node;
  const root = child(doc, 'definitions')[0]!;
  const bindings = new Map<string, { ops: number; verb?: string }>();
  for (const binding of child(root, 'binding')) {
    const extension = Object.entries(binding).find(([k]) => local(k) === 'binding' && (SOAP_NS.has(nsOf(k)) || nsOf(k) === HTTP_NS));
    if (!extension) continue;
    const ops = child(binding, 'operation').length;
    const verb = nsOf(extension[0]) === HTTP_NS ? String(list(extension[1])[0]?.['@verb'] ?? 'GET') : undefined;
    bindings.set(String(binding['@name']), verb === undefined ? { ops } : { ops, verb });
  }
  let operationCount = 0;
  const httpPorts = new Map<string, { verb: string; address?: string }>();
  const used = new Set<string>();
  for (const service of child(root, 'service')) {
    for (const port of child(service, 'port')) {
      const name = local(String(port['@binding']));
      const binding = bindings.get(name);
      if (!binding) continue;
      used.add(name);
      operationCount += binding.ops;
      if (binding.verb !== undefined) {
        const address = child(port, 'address')[0]?.['@location'];
        httpPorts.set(String(port['@name']), address === undefined ? { verb: binding.verb } : { verb: binding.verb, address: String(address) });
      }
    }
  }
  for (const [name, { ops }] of bindings) if (!used.has(name)) operationCount += ops;
  return { operationCount, httpPorts };
}

/** Loads with related documents read from the corpus folder (types.xsd resolves, missing files fail). */
const load = (file: string): Promise<ApiModel> =>
  loadCorpusSpec(file, {
    fetch: (async (url: string) => {
      const name = new URL(url).pathname.split('/').pop()!;
      try {
        return new Response(readFileSync(new URL(name, SPECS_DIR)));
      } catch {
        return new Response('not found', { status: 404 });
      }
    }) as typeof fetch,
  });

/** Local names of the required children of an element schema. */
function requiredChildren(schema: Schema | undefined): string[] {
  const element = schema?.type?.includes('array') && schema.items ? schema.items : schema;
  const choices = new Set(((element?.extensions?.['x-xsd-choice'] ?? []) as string[][]).flat());
  return (element?.required ?? []).filter((n) => !choices.has(n) && !element?.properties?.[n]?.xml?.attribute);
}

function checkSoap(op: Operation): void {
  assert.equal(op.method, 'post');
  const media = op.requestBody?.content[0];
  const envelope = String(media?.example);
  assert.equal(XMLValidator.validate(envelope), true, `${op.id}: envelope is well-formed`);
  const envNs = op.soap?.version === '1.2' ? 'http://www.w3.org/2003/05/soap-envelope' : 'http://schemas.xmlsoap.org/soap/envelope/';
  assert.ok(envelope.includes(`xmlns:soap="${envNs}"`), `${op.id}: envelope namespace`);
  const input = op.soap?.inputElement;
  if (input?.xml?.name) assert.match(envelope, new RegExp(`<(\\w+:)?${input.xml.name}[\\s>/]`), `${op.id}: input element`);
  for (const name of requiredChildren(input)) {
    const tag = input?.properties?.[name]?.xml?.name ?? name;
    assert.match(envelope, new RegExp(`<(\\w+:)?${tag}[\\s>/]`), `${op.id}: required child ${name}`);
  }
}

/** An HTTP-binding operation: the port's verb and address, a sendable path, parameters and form body. */
function checkHttp(op: Operation, raw: RawWsdl): void {
  assert.equal(op.kind, 'http', `${op.id}: kind`);
  assert.equal(op.soap, undefined, `${op.id}: no SoapInfo`);
  const port = raw.httpPorts.get(op.tags[0]!.split(' / ').pop()!);
  if (port) {
    assert.equal(op.method, port.verb.toLowerCase(), `${op.id}: method is the binding's verb`);
    if (port.address !== undefined) assert.deepEqual(op.servers?.map((s) => s.url), [port.address], `${op.id}: server is the port address`);
  }
  assert.match(op.path, /^\//, `${op.id}: path starts with /`);
  for (const p of op.parameters) {
    assert.ok(p.in === 'query' || p.in === 'path', `${op.id}: ${p.name} is a query or path parameter`);
    assert.equal(p.required, true, `${op.id}: ${p.name} is required`);
    assert.ok(p.schema, `${op.id}: ${p.name} has a schema`);
    if (p.in === 'path') assert.ok(op.path.includes(`{${p.name}}`), `${op.id}: {${p.name}} in the path`);
  }
  for (const media of op.requestBody?.content ?? []) {
    if (media.mediaType !== 'application/x-www-form-urlencoded') continue;
    const properties = Object.keys(media.schema?.properties ?? {});
    assert.deepEqual(media.schema?.required, properties, `${op.id}: every form field is required`);
    assert.deepEqual(Object.keys(media.example as object), properties, `${op.id}: the example fills every field`);
  }
  for (const media of op.responses.flatMap((r) => r.content)) {
    if (typeof media.example === 'string') assert.equal(XMLValidator.validate(media.example), true, `${op.id}: response example is well-formed`);
  }
}

const wsdlFiles = specFiles().filter((f) => f.startsWith('wsdl-'));

describe('WSDL corpus', () => {
  it('has WSDL files', () => assert.ok(wsdlFiles.length >= 15));

  for (const file of wsdlFiles) {
    it(`${file}: operation count, envelopes and HTTP requests`, async () => {
      const text = readSpec(file);
      const model = await load(file);
      assert.equal(model.specType, 'wsdl');
      const raw = readRaw(text);
      const expected = raw.operationCount;
      assert.ok(expected > 0);
      assert.equal(model.operations.length, expected);
      assert.equal(new Set(model.operations.map((o) => o.id)).size, expected, 'ids are unique');
      for (const op of model.operations) {
        if (op.kind === 'soap') checkSoap(op);
        else checkHttp(op, raw);
        const tag = op.tags[0]!;
        assert.ok(model.tags.find((t) => t.name === tag)?.operationIds.includes(op.id), `${op.id} is in its tag`);
      }
    });
  }

  it('the counting rule counts HTTP ports: globalweather has 2 operations on each of its 4 ports', () => {
    const raw = readRaw(readSpec('wsdl-webservicex-globalweather.wsdl'));
    assert.equal(raw.operationCount, 8);
    assert.deepEqual([...raw.httpPorts.keys()], ['GlobalWeatherHttpGet', 'GlobalWeatherHttpPost']);
  });

  it('the ONVIF import that is missing is a warning; the one that resolves brings its types', async () => {
    const device = await load('wsdl-onvif-devicemgmt.wsdl');
    assert.ok(device.warnings.some((w) => w.message.includes('../../../ver10/schema/onvif.xsd')));
    assert.equal(device.operations[0]?.soap?.version, '1.2', 'prefix soap is bound to the SOAP 1.2 namespace');
    const door = await load('wsdl-onvif-doorcontrol.wsdl');
    assert.ok(!door.warnings.some((w) => w.message.includes('types.xsd')));
    assert.ok([...door.schemas.keys()].some((name) => name === 'DoorInfo'), 'DoorInfo from types.xsd');
  });
});
