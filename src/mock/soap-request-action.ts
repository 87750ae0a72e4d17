/**
 * The SOAP action a request names: SOAP 1.1's `SOAPAction` header (a quoted URI, `""` for none), SOAP 1.2's
 * `action` parameter of the `application/soap+xml` Content-Type. Undefined when it names none.
 */
import type { MockRequest } from './types.js';
import type { SoapVersion } from './soap-request-envelope.js';

export function soapRequestAction(request: MockRequest, version: SoapVersion): string | undefined {
  const header = unquote(request.headers.get('soapaction'));
  const parameter = contentTypeAction(request.headers.get('content-type'));
  const action = version === '1.2' ? (parameter ?? header) : (header ?? parameter);
  return action === '' ? undefined : action;
}

/** The SOAP version a Content-Type suggests (for a Fault when the envelope cannot be read). */
export function contentTypeVersion(request: MockRequest): SoapVersion | undefined {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/soap+xml') return '1.2';
  if (type === 'text/xml') return '1.1';
  return undefined;
}

function contentTypeAction(contentType: string | null): string | undefined {
  if (!contentType) return undefined;
  for (const match of contentType.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    if (match[1]!.toLowerCase() === 'action') return unquote(match[2]!.trim());
  }
  return undefined;
}

function unquote(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text;
}
