/**
 * A SOAP operation's examples, in its binding's SOAP version: the request envelope Try-It and the code samples
 * send (the request body's example), the response envelope built from the output message (the success
 * response's example; none for a one-way operation) and a Fault envelope: one per fault the WSDL declares, its
 * message's element sampled into the detail, and `fault` the first of them (a generic Server/Receiver fault
 * when none is declared). The WSDL parser writes them all into the model; this reads them back.
 */
import type { Operation } from '../model/index.js';
import { soapEnvelope } from '../formats/wsdl/soap-envelope.js';

export interface SoapFaultExample {
  /** The `wsdl:fault` name. */
  name: string;
  envelope: string;
}

export interface SoapExamples {
  version: '1.1' | '1.2';
  request: string;
  /** Absent for a one-way operation (no output message). */
  response?: string;
  /** The first declared fault (one with a message element first), else a generic fault. */
  fault: string;
  /** One per declared fault, in document order (empty when the WSDL declares none). */
  faults: SoapFaultExample[];
}

/** The examples of a SOAP operation; undefined for other operations (HTTP bindings of a WSDL included). */
export function soapExamples(op: Operation): SoapExamples | undefined {
  const soap = op.soap;
  if (!soap) return undefined;
  const { version } = soap;
  const request = textOf(op.requestBody?.content[0]?.example) ?? soapEnvelope({ version, body: soap.inputElement ? [soap.inputElement] : [] });
  const success = op.responses.find((r) => r.status.startsWith('2'));
  const response = textOf(success?.content[0]?.example);
  // The parser writes a Fault envelope per declared fault (or a generic one) as the 500 response's examples.
  const written = (op.responses.find((r) => r.status === '500')?.content[0]?.examples ?? []).map((e) => ({ name: e.name, envelope: textOf(e.value) ?? '' }));
  const declared = soap.faults ?? [];
  const faults = declared.length > 0 ? written : [];
  const first = Math.max(declared.findIndex((f) => f.schema !== undefined), 0);
  const fault = written[first]?.envelope ?? written[0]?.envelope ?? '';
  return { version, request, ...(response !== undefined ? { response } : {}), fault, faults };
}

function textOf(example: unknown): string | undefined {
  return typeof example === 'string' ? example : undefined;
}
