/**
 * The WSDL 1.1 components of a document set, by qualified name: messages, portTypes, bindings, and the
 * services with their ports. SOAP 1.1 and 1.2 bindings are told apart by the binding extension's namespace,
 * never by its prefix (ONVIF binds the prefix `soap` to the SOAP 1.2 namespace).
 */
import type { WsdlDocument } from './documents.js';
import { childNamed, childrenNamed, documentationOf, qnameKey, resolveQName, type XmlElement } from './parse-xml.js';
import { NS, soapVersionOf } from './namespaces.js';

export interface SoapBinding {
  name: string;
  node: XmlElement;
  targetNamespace: string;
  version: '1.1' | '1.2';
  /** Binding-level default style (operations may override it). */
  style: 'document' | 'rpc';
  portType?: XmlElement;
}

/** A SOAP endpoint: a service port, or a SOAP binding no port refers to (no address then). */
export interface SoapEndpoint {
  binding: SoapBinding;
  service?: string;
  port?: string;
  address?: string;
  description?: string;
}

export interface WsdlComponents {
  title?: string;
  description?: string;
  messages: Map<string, XmlElement>;
  endpoints: SoapEndpoint[];
}

export function readWsdl(documents: readonly WsdlDocument[]): WsdlComponents {
  const messages = new Map<string, XmlElement>();
  const portTypes = new Map<string, XmlElement>();
  const bindingNodes: Array<{ node: XmlElement; tns: string }> = [];
  const services: Array<{ node: XmlElement; tns: string }> = [];
  for (const { element, targetNamespace: tns } of documents) {
    const named = (local: string, into: Map<string, XmlElement>) => {
      for (const node of childrenNamed(element, local, NS.wsdl)) into.set(qnameKey({ ns: tns, local: node.attrs['name'] ?? '' }), node);
    };
    named('message', messages);
    named('portType', portTypes);
    for (const node of childrenNamed(element, 'binding', NS.wsdl)) bindingNodes.push({ node, tns });
    for (const node of childrenNamed(element, 'service', NS.wsdl)) services.push({ node, tns });
  }

  const bindings = new Map<string, SoapBinding>();
  for (const { node, tns } of bindingNodes) {
    const soap = node.children.find((c) => c.local === 'binding' && soapVersionOf(c.ns) !== undefined);
    if (!soap) continue; // HTTP GET/POST and MIME bindings are not SOAP operations
    const portTypeName = resolveQName(node, node.attrs['type']);
    const binding: SoapBinding = {
      name: node.attrs['name'] ?? '',
      node,
      targetNamespace: tns,
      version: soapVersionOf(soap.ns)!,
      style: soap.attrs['style'] === 'rpc' ? 'rpc' : 'document',
    };
    const portType = portTypeName ? portTypes.get(qnameKey(portTypeName)) : undefined;
    if (portType) binding.portType = portType;
    bindings.set(qnameKey({ ns: tns, local: binding.name }), binding);
  }

  const endpoints: SoapEndpoint[] = [];
  const bound = new Set<SoapBinding>();
  for (const { node: service } of services) {
    for (const port of childrenNamed(service, 'port', NS.wsdl)) {
      const bindingName = resolveQName(port, port.attrs['binding']);
      const binding = bindingName ? bindings.get(qnameKey(bindingName)) : undefined;
      if (!binding) continue;
      bound.add(binding);
      const endpoint: SoapEndpoint = { binding, service: service.attrs['name'] ?? 'Service', port: port.attrs['name'] ?? binding.name };
      // Any address extension counts: real WSDLs put soap12:address on SOAP 1.1 ports and the reverse.
      const address = childNamed(port, 'address')?.attrs['location'];
      if (address !== undefined && address.trim() !== '') endpoint.address = address.trim();
      const description = documentationOf(port) ?? documentationOf(service);
      if (description !== undefined) endpoint.description = description;
      endpoints.push(endpoint);
    }
  }
  for (const binding of bindings.values()) if (!bound.has(binding)) endpoints.push({ binding });

  const root = documents[0]?.element;
  const components: WsdlComponents = { messages, endpoints };
  const title = root?.attrs['name'] ?? services[0]?.node.attrs['name'];
  if (title !== undefined) components.title = title;
  const description = root ? documentationOf(root) : undefined;
  if (description !== undefined) components.description = description;
  return components;
}
