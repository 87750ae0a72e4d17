// Sample envelopes as a skeleton of the whole message: every optional element and one instance of every repeated
// element, however deep (AFIP's FECAESolicitar keeps the invoice details four levels down, in ArrayOf… wrappers
// whose one child is minOccurs="0" maxOccurs="unbounded"), each marked by a comment saying what may be left out
// or repeated; recursive types still stop at their first repeat.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { parseSpec } from '../../src/index.js';
import { loadCorpusSpec } from './spec-helpers.js';

const AFIP = readFileSync(new URL('../fixtures/wsdl-afip-fecae.wsdl', import.meta.url), 'utf8');
const requestEnvelope = async (text: Promise<Awaited<ReturnType<typeof parseSpec>>>, id: string): Promise<string> => {
  const op = (await text).operations.find((o) => o.id === id) ?? assert.fail(`no operation ${id}`);
  return String(op.requestBody?.content[0]?.example);
};

describe('SOAP sample envelopes: a skeleton of the whole message', () => {
  it('AFIP-style FECAESolicitar: the nested optional and repeated invoice details are written once, marked', async () => {
    const envelope = await requestEnvelope(parseSpec(AFIP), 'FECAESolicitar');
    assert.equal(
      envelope,
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="http://ar.gov.afip.dif.FEV1/">',
        '  <soap:Body>',
        '    <ns1:FECAESolicitar>',
        '      <!--Optional-->',
        '      <ns1:Auth>',
        '        <!--Optional-->',
        '        <ns1:Token>string</ns1:Token>',
        '        <!--Optional-->',
        '        <ns1:Sign>string</ns1:Sign>',
        '        <ns1:Cuit>0</ns1:Cuit>',
        '      </ns1:Auth>',
        '      <!--Optional-->',
        '      <ns1:FeCAEReq>',
        '        <!--Optional-->',
        '        <ns1:FeCabReq>',
        '          <ns1:CantReg>0</ns1:CantReg>',
        '          <ns1:PtoVta>0</ns1:PtoVta>',
        '          <ns1:CbteTipo>0</ns1:CbteTipo>',
        '        </ns1:FeCabReq>',
        '        <!--Optional-->',
        '        <ns1:FeDetReq>',
        '          <!--Optional, repeatable-->',
        '          <ns1:FECAEDetRequest>',
        '            <ns1:Concepto>0</ns1:Concepto>',
        '            <ns1:DocTipo>0</ns1:DocTipo>',
        '            <ns1:DocNro>0</ns1:DocNro>',
        '            <!--Optional-->',
        '            <ns1:CbteFch>string</ns1:CbteFch>',
        '            <ns1:ImpTotal>0.0</ns1:ImpTotal>',
        '            <!--Optional-->',
        '            <ns1:MonId>string</ns1:MonId>',
        '            <!--Optional-->',
        '            <ns1:Tributos>',
        '              <!--Optional, repeatable-->',
        '              <ns1:Tributo>',
        '                <ns1:Id>0</ns1:Id>',
        '                <!--Optional-->',
        '                <ns1:Desc>string</ns1:Desc>',
        '                <ns1:Importe>0.0</ns1:Importe>',
        '              </ns1:Tributo>',
        '            </ns1:Tributos>',
        '            <!--Optional-->',
        '            <ns1:Iva>',
        '              <!--Repeatable up to 5 times-->',
        '              <ns1:AlicIva>',
        '                <ns1:Id>0</ns1:Id>',
        '                <ns1:Importe>0.0</ns1:Importe>',
        '              </ns1:AlicIva>',
        '            </ns1:Iva>',
        '          </ns1:FECAEDetRequest>',
        '        </ns1:FeDetReq>',
        '      </ns1:FeCAEReq>',
        '    </ns1:FECAESolicitar>',
        '  </soap:Body>',
        '</soap:Envelope>',
      ].join('\n'),
    );
    assert.equal(XMLValidator.validate(envelope), true);
  });

  it('a recursive type stops at its first repeat: optional recursion is left out, required recursion is an empty element', async () => {
    // Constraint requires an Expression; Expression optionally holds an Expression and Constraints.
    const envelope = await requestEnvelope(loadCorpusSpec('wsdl-recursive.wsdl'), 'OperationServiceNextGenSOAPPort-operation');
    assert.equal(
      envelope.split('\n').slice(3, -2).join('\n'),
      [
        '    <ns1:operationRequest>',
        '      <!--Optional, repeatable-->',
        '      <ns1:constraint>',
        '        <ns1:expression/>',
        '      </ns1:constraint>',
        '    </ns1:operationRequest>',
      ].join('\n'),
    );
  });

  it('elements of a repeated group (<xs:choice maxOccurs="unbounded">) are marked repeatable; the choice writes its first alternative', async () => {
    const model = await loadCorpusSpec('wsdl-mixed-sequence.wsdl');
    const response = String(model.operations[0]?.responses.find((r) => r.status === '200')?.content[0]?.example);
    assert.match(response, /<ns1:b>0<\/ns1:b>\n {8}<!--Optional, repeatable-->\n {8}<ns1:c>\n/);
    assert.doesNotMatch(response, /<ns1:d>/);
  });

  it('a schema that reuses wide types at every level (no cycle) still gives a bounded sample', async () => {
    // Level<n> holds a required id and four optional Level<n+1>: a full skeleton would have 4^8 elements.
    const levels = Array.from({ length: 8 }, (_, n) => {
      const next = n < 7 ? [1, 2, 3, 4].map((i) => `<s:element minOccurs="0" name="child${i}" type="tns:Level${n + 1}"/>`).join('') : '';
      return `<s:complexType name="Level${n}"><s:sequence><s:element name="id" type="s:int"/>${next}</s:sequence></s:complexType>`;
    }).join('');
    const wsdl = AFIP.replace('<s:element name="FECAESolicitarResponse">', `${levels}<s:element name="Wide" type="tns:Level0"/><s:element name="FECAESolicitarResponse">`)
      .replace('element="tns:FECAESolicitar"', 'element="tns:Wide"');
    const envelope = await requestEnvelope(parseSpec(wsdl), 'FECAESolicitar');
    assert.equal(XMLValidator.validate(envelope), true);
    const elements = envelope.match(/<ns1:\w+>/g)?.length ?? 0;
    assert.ok(elements > 400 && elements < 600, `${elements} elements`);
    assert.match(envelope, /<ns1:Wide>\n {6}<ns1:id>0<\/ns1:id>/, 'required content first');
  });
});
