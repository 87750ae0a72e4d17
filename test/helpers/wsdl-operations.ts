/**
 * The number of operations a WSDL page shows, counted from the raw XML with the browser's DOMParser
 * (independently of the viewer's parser): one per operation of each service port bound to a SOAP 1.1/1.2 or
 * WSDL HTTP (GET/POST) binding, plus the operations of such bindings no port uses.
 */
const WSDL = 'http://schemas.xmlsoap.org/wsdl/';
const BINDING_NS = ['http://schemas.xmlsoap.org/wsdl/soap/', 'http://schemas.xmlsoap.org/wsdl/soap12/', 'http://schemas.xmlsoap.org/wsdl/http/'];

export function expectedWsdlOperations(text: string): number {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const direct = (parent: Element, local: string, ns: string) => [...parent.children].filter((c) => c.localName === local && c.namespaceURI === ns);
  const root = doc.documentElement;
  const bindings = new Map<string, number>();
  for (const binding of direct(root, 'binding', WSDL)) {
    const shown = [...binding.children].some((c) => c.localName === 'binding' && BINDING_NS.includes(c.namespaceURI ?? ''));
    if (shown) bindings.set(binding.getAttribute('name') ?? '', direct(binding, 'operation', WSDL).length);
  }
  let count = 0;
  const used = new Set<string>();
  for (const service of direct(root, 'service', WSDL)) {
    for (const port of direct(service, 'port', WSDL)) {
      const name = (port.getAttribute('binding') ?? '').replace(/^.*:/, '');
      const ops = bindings.get(name);
      if (ops === undefined) continue;
      used.add(name);
      count += ops;
    }
  }
  for (const [name, ops] of bindings) if (!used.has(name)) count += ops;
  return count;
}
