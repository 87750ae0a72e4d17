/**
 * The SOAP operation a request is for. Candidates: the SOAP operations whose port address has the request's path
 * (all of them when none has). Among those of the envelope's SOAP version, the one the request's SOAP action
 * names, else the one whose input element the Body holds; when an action names several (ports sharing an
 * address, operations sharing an action), the Body's element decides. No match is a Fault, in the binding's
 * version, saying what did not match.
 */
import type { ApiModel, Operation } from '../model/index.js';
import type { SoapEnvelope, SoapVersion } from './soap-request-envelope.js';
import { inputElementName, printName, sameName } from './soap-input-check.js';

export type SoapMatch = { operation: Operation } | { fault: { version: SoapVersion; reason: string } };

/** The SOAP operations a request to `url` may be for. */
export function soapCandidates(model: ApiModel, url: URL): Operation[] {
  const soap = model.operations.filter((op) => op.kind === 'soap' && op.soap);
  const path = trimSlashes(url.pathname);
  const byPath = soap.filter((op) => op.soap?.address !== undefined && pathOf(op.soap.address) === path);
  return byPath.length > 0 ? byPath : soap;
}

export function matchSoapOperation(candidates: readonly Operation[], envelope: SoapEnvelope, action: string | undefined): SoapMatch {
  const sameVersion = candidates.filter((op) => op.soap?.version === envelope.version);
  if (sameVersion.length === 0) {
    const version = candidates[0]?.soap?.version ?? envelope.version;
    return { fault: { version, reason: `The envelope is SOAP ${envelope.version}; this endpoint's binding is SOAP ${version}.` } };
  }
  const { version } = envelope;
  const byBody = (ops: readonly Operation[]) => ops.find((op) => envelope.bodyRoot && op.soap?.inputElement && sameName(envelope.bodyRoot, inputElementName(op.soap.inputElement)));
  if (action !== undefined) {
    const named = sameVersion.filter((op) => op.soap?.soapAction === action);
    if (named.length === 0) return { fault: { version, reason: `No operation has the SOAP action “${action}”.` } };
    // The first named one, when the Body matches none: its input check then says what does not match.
    return { operation: byBody(named) ?? named[0]! };
  }
  const found = byBody(sameVersion) ?? sameVersion.find((op) => !envelope.bodyRoot && !op.soap?.inputElement);
  if (found) return { operation: found };
  const held = envelope.bodyRoot ? `${printName(envelope.bodyRoot)}` : 'nothing';
  return { fault: { version, reason: `No operation takes the Body's element (it holds ${held}) and the request names no SOAP action.` } };
}

function pathOf(address: string): string | undefined {
  try {
    return trimSlashes(new URL(address).pathname);
  } catch {
    return undefined;
  }
}

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}
