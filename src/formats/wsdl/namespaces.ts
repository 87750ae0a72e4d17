/** Namespace URIs that identify WSDL, its SOAP and HTTP bindings and XML Schema (prefixes vary between documents). */
export const NS = {
  wsdl: 'http://schemas.xmlsoap.org/wsdl/',
  wsdl20: 'http://www.w3.org/ns/wsdl',
  soap11: 'http://schemas.xmlsoap.org/wsdl/soap/',
  soap12: 'http://schemas.xmlsoap.org/wsdl/soap12/',
  http: 'http://schemas.xmlsoap.org/wsdl/http/',
  mime: 'http://schemas.xmlsoap.org/wsdl/mime/',
  xsd: 'http://www.w3.org/2001/XMLSchema',
  soapenc: 'http://schemas.xmlsoap.org/soap/encoding/',
  envelope11: 'http://schemas.xmlsoap.org/soap/envelope/',
  envelope12: 'http://www.w3.org/2003/05/soap-envelope',
} as const;

/** The SOAP version a binding extension namespace stands for, or undefined (HTTP, MIME … bindings). */
export function soapVersionOf(ns: string): '1.1' | '1.2' | undefined {
  if (ns === NS.soap11) return '1.1';
  if (ns === NS.soap12) return '1.2';
  return undefined;
}
