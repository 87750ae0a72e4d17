/**
 * A SOAP answer from the WSDL alone: the operation the request is for (soap-operation-match.ts) answers its
 * response envelope, the one the page shows (generated from the output message's schema by the WSDL reader;
 * 202 and no body for a one-way operation). A request the document does not describe gets a SOAP Fault in the
 * binding's version, blaming the request (1.1 `soap:Client`, 1.2 `soap:Sender`) and saying what did not match:
 * a body that is not XML or not a SOAP envelope, an envelope of the other SOAP version, no matching operation,
 * a Body element that is not the operation's input element or lacks a required child.
 */
import type { ApiModel } from '../model/index.js';
import { soapExamples } from '../examples/soap-examples.js';
import { soapFaultEnvelope } from '../formats/wsdl/soap-envelope.js';
import { soapContentType } from '../formats/wsdl/soap-operations.js';
import type { MockAnswer, MockRequest } from './types.js';
import { readSoapEnvelope, type SoapVersion } from './soap-request-envelope.js';
import { contentTypeVersion, soapRequestAction } from './soap-request-action.js';
import { matchSoapOperation, soapCandidates } from './soap-operation-match.js';
import { inputMismatch } from './soap-input-check.js';

/** SOAP over HTTP answers a Fault with 500 (the WS-I Basic Profile's rule, kept for SOAP 1.2 alike). */
export const SOAP_FAULT_STATUS = 500;

export function soapAnswer(model: ApiModel, request: MockRequest): MockAnswer {
  const candidates = soapCandidates(model, request.url);
  const versions = new Set(candidates.map((op) => op.soap!.version));
  // Before the envelope is read, a Fault is in the endpoint's one version, else in the one the request suggests.
  const endpointVersion = (): SoapVersion => (versions.size === 1 ? [...versions][0]! : (contentTypeVersion(request) ?? '1.1'));
  if (candidates.length === 0) return fault(endpointVersion(), 'The document describes no SOAP operation.');
  if (request.method !== 'POST') return fault(endpointVersion(), `A SOAP request is sent with POST, not ${request.method}.`, [['Allow', 'POST']], 405);
  const read = readSoapEnvelope(request);
  if ('refused' in read) return fault(endpointVersion(), read.refused);
  const { envelope } = read;
  const match = matchSoapOperation(candidates, envelope, soapRequestAction(request, envelope.version));
  if ('fault' in match) return fault(match.fault.version, match.fault.reason);
  const { operation } = match;
  const version = operation.soap!.version;
  const mismatch = inputMismatch(envelope.bodyRoot, operation.soap!.inputElement);
  if (mismatch !== undefined) return fault(version, `${operation.operationId ?? operation.id}: ${mismatch}`);
  const response = soapExamples(operation)?.response;
  if (response === undefined) return { status: 202, headers: [] };
  return { status: 200, headers: [['Content-Type', soapContentType(version)]], body: response };
}

function fault(version: SoapVersion, reason: string, headers: Array<[string, string]> = [], status = SOAP_FAULT_STATUS): MockAnswer {
  return { status, headers: [['Content-Type', soapContentType(version)], ...headers], body: soapFaultEnvelope({ version, reason, code: 'client' }) };
}
