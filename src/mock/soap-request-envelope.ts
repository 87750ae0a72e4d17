/**
 * The SOAP envelope of a request body, read with the WSDL reader's namespace-resolving XML parser
 * (fast-xml-parser underneath): its SOAP version (from the envelope's namespace) and the first element of its
 * Body. A body that is not XML, or XML that is not a SOAP envelope, is refused with a sentence saying why.
 */
import { NS } from '../formats/wsdl/namespaces.js';
import { parseXml, type XmlElement } from '../formats/wsdl/parse-xml.js';
import type { MockRequest } from './types.js';

export type SoapVersion = '1.1' | '1.2';

export interface SoapEnvelope {
  version: SoapVersion;
  /** The first element in the Body: the operation's input element; undefined for an empty Body. */
  bodyRoot?: XmlElement;
}

export type EnvelopeResult = { envelope: SoapEnvelope } | { refused: string };

export function readSoapEnvelope(request: MockRequest): EnvelopeResult {
  const text = request.body ? decode(request.body) : '';
  if (text === undefined) return { refused: 'The request body is not UTF-8 text.' };
  if (text.trim() === '') return { refused: 'The request has no body: a SOAP request is an XML envelope.' };
  let root: XmlElement;
  try {
    root = parseXml(text, 'wsdl');
  } catch (error) {
    // The reader says where a document is not well-formed; it refuses a DOCTYPE with declarations (as SOAP does).
    const at = (error as { location?: unknown }).location;
    if (typeof at === 'string') return { refused: `The request body is not well-formed XML (line ${at.replace(':', ', column ')}).` };
    return { refused: 'The request body is not well-formed XML, or declares a DOCTYPE, which SOAP forbids.' };
  }
  const version = versionOf(root.ns);
  if (root.local !== 'Envelope' || version === undefined) {
    return { refused: `The request body is not a SOAP envelope: its root element is {${root.ns}}${root.local}, not a SOAP 1.1 or 1.2 Envelope.` };
  }
  const body = root.children.find((c) => c.local === 'Body' && c.ns === root.ns);
  if (!body) return { refused: `The SOAP ${version} envelope has no Body.` };
  const bodyRoot = body.children[0];
  return { envelope: bodyRoot ? { version, bodyRoot } : { version } };
}

/** The SOAP version an envelope namespace stands for. */
export function versionOf(envelopeNs: string): SoapVersion | undefined {
  if (envelopeNs === NS.envelope11) return '1.1';
  if (envelopeNs === NS.envelope12) return '1.2';
  return undefined;
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
