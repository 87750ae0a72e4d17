// Every WSDL of the shared corpus through parseSpec: the operation count, counted independently from the raw
// document, and a well-formed sample envelope per operation that holds the input element's required children.
//
// Counting rule (what the viewer shows): one operation per operation of each SOAP endpoint, where an endpoint
// is a service port whose binding is a SOAP 1.1 or 1.2 binding, or a SOAP binding that no port uses (ONVIF
// files declare no service). HTTP GET/POST bindings are not SOAP and are not counted.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ApiModel, Schema } from '../../src/index.js';
import { loadCorpusSpec, readSpec, specFiles, SPECS_DIR } from './spec-helpers.js';
import { readFileSync } from 'node:fs';

const SOAP_NS = new Set(['http://schemas.xmlsoap.org/wsdl/soap/', 'http://schemas.xmlsoap.org/wsdl/soap12/']);

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as Node[];
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const child = (node: Node, name: string) => Object.entries(node).filter(([k]) => local(k) === name).flatMap(([, v]) => list(v));

/** The rule above, from the raw XML (fast-xml-parser without the viewer's code). */
function expectedOperationCount(text: string): number {
  const prefixes = new Map([...text.matchAll(/xmlns:([\w.-]+)="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(text) as Node;
  const root = child(doc, 'definitions')[0]!;
  const soapBindings = new Map<string, number>();
  for (const binding of child(root, 'binding')) {
    const isSoap = Object.keys(binding).some((k) => local(k) === 'binding' && SOAP_NS.has(prefixes.get(k.split(':')[0]!) ?? ''));
    if (isSoap) soapBindings.set(String(binding['@name']), child(binding, 'operation').length);
  }
  let count = 0;
  const used = new Set<string>();
  for (const service of child(root, 'service')) {
    for (const port of child(service, 'port')) {
      const name = local(String(port['@binding']));
      if (!soapBindings.has(name)) continue;
      used.add(name);
      count += soapBindings.get(name)!;
    }
  }
  for (const [name, ops] of soapBindings) if (!used.has(name)) count += ops;
  return count;
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

const wsdlFiles = specFiles().filter((f) => f.startsWith('wsdl-'));

describe('WSDL corpus', () => {
  it('has WSDL files', () => assert.ok(wsdlFiles.length >= 15));

  for (const file of wsdlFiles) {
    it(`${file}: operation count and envelopes`, async () => {
      const text = readSpec(file);
      const model = await load(file);
      assert.equal(model.specType, 'wsdl');
      const expected = expectedOperationCount(text);
      assert.ok(expected > 0);
      assert.equal(model.operations.length, expected);
      assert.equal(new Set(model.operations.map((o) => o.id)).size, expected, 'ids are unique');
      for (const op of model.operations) {
        assert.equal(op.kind, 'soap');
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
        const tag = op.tags[0]!;
        assert.ok(model.tags.find((t) => t.name === tag)?.operationIds.includes(op.id), `${op.id} is in its tag`);
      }
    });
  }

  it('the ONVIF import that is missing is a warning; the one that resolves brings its types', async () => {
    const device = await load('wsdl-onvif-devicemgmt.wsdl');
    assert.ok(device.warnings.some((w) => w.message.includes('../../../ver10/schema/onvif.xsd')));
    assert.equal(device.operations[0]?.soap?.version, '1.2', 'prefix soap is bound to the SOAP 1.2 namespace');
    const door = await load('wsdl-onvif-doorcontrol.wsdl');
    assert.ok(!door.warnings.some((w) => w.message.includes('types.xsd')));
    assert.ok([...door.schemas.keys()].some((name) => name === 'DoorInfo'), 'DoorInfo from types.xsd');
  });
});
