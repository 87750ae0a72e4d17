/**
 * SOAP Fault detection in a Try-It response: SOAP 1.1 `faultcode` / `faultstring` or SOAP 1.2 `Code/Value`
 * (with subcodes) / `Reason/Text`. fast-xml-parser is imported on demand, so pages that never see an XML
 * response do not load it (it shares the WSDL parser's chunk).
 */
import { mediaTypeEssence } from '../http/media-type.js';

export interface SoapFault {
  version: '1.1' | '1.2';
  /** faultcode (1.1) or Code/Value with subcodes joined by " / " (1.2), e.g. "soap:Server". */
  code: string;
  /** faultstring (1.1) or the first Reason/Text (1.2). */
  reason: string;
  /** faultactor (1.1) or Role (1.2). */
  actor?: string;
}

const ENVELOPE_11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const ENVELOPE_12 = 'http://www.w3.org/2003/05/soap-envelope';

/** The fault of a SOAP response body, or undefined when the body is not a SOAP Fault (or not XML at all). */
export async function soapFaultOf(body: string, contentType: string): Promise<SoapFault | undefined> {
  const type = mediaTypeEssence(contentType);
  const xmlType = type === '' || type === 'text/xml' || type === 'application/xml' || type.endsWith('+xml');
  if (!xmlType || !/<(?:[\w.-]+:)?Fault[\s>/]/.test(body)) return undefined;
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  if (XMLValidator.validate(body) !== true) return undefined;
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, ignoreDeclaration: true, ignorePiTags: true });
  const doc = parser.parse(body) as Record<string, unknown>;
  const envelope = record(doc['Envelope']);
  const fault = record(record(envelope?.['Body'])?.['Fault']);
  if (!envelope || !fault) return undefined;
  const version = envelopeVersion(body);
  if (version === '1.2' || fault['Code'] !== undefined) {
    const result: SoapFault = { version: '1.2', code: codeChain(record(fault['Code'])), reason: text(first(record(fault['Reason'])?.['Text'])) };
    const role = text(fault['Role']);
    if (role !== '') result.actor = role;
    return result;
  }
  const result: SoapFault = { version: '1.1', code: text(fault['faultcode']), reason: text(fault['faultstring']) };
  const actor = text(fault['faultactor']);
  if (actor !== '') result.actor = actor;
  return result;
}

/** The envelope namespace the document declares (prefixes vary). */
function envelopeVersion(body: string): '1.1' | '1.2' {
  return body.includes(ENVELOPE_12) && !body.includes(ENVELOPE_11) ? '1.2' : '1.1';
}

/** "env:Sender / m:MessageTimeout": the code and its nested subcodes. */
function codeChain(code: Record<string, unknown> | undefined): string {
  const values: string[] = [];
  let current = code;
  for (let depth = 0; current && depth < 8; depth++) {
    const value = text(current['Value']);
    if (value !== '') values.push(value);
    current = record(current['Subcode']);
  }
  return values.join(' / ');
}

function record(value: unknown): Record<string, unknown> | undefined {
  const v = first(value);
  return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Text of an element that may carry attributes (`{ '#text': …, '@xml:lang': … }`). */
function text(value: unknown): string {
  const v = first(value);
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  if (v !== null && typeof v === 'object' && '#text' in v) return String((v as Record<string, unknown>)['#text']).trim();
  return '';
}
