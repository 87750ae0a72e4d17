/**
 * The WSDL 1.1 components of a document set, by qualified name: messages, portTypes, bindings, and the
 * services with their ports. Bindings are told apart by their extension's namespace, never by its prefix
 * (ONVIF binds the prefix `soap` to the SOAP 1.2 namespace): SOAP 1.1, SOAP 1.2, or WSDL HTTP (GET/POST),
 * which real services (.NET ASMX) publish next to their SOAP ports. Other bindings have nothing to show.
 */
import type { WsdlDocument } from './documents.js';
import { childNamed, childrenNamed, documentationOf, qnameKey, resolveQName, type XmlElement } from './parse-xml.js';
import { NS, soapVersionOf } from './namespaces.js';

interface BindingBase {
  name: string;
  node: XmlElement;
  targetNamespace: string;
  portType?: XmlElement;
}

export interface SoapBinding extends BindingBase {
  protocol: 'soap';
  version: '1.1' | '1.2';
  /** Binding-level default style (operations may override it). */
  style: 'document' | 'rpc';
}

/** A WSDL 1.1 HTTP binding (`<http:binding verb="GET"/>`). */
export interface HttpBinding extends BindingBase {
  protocol: 'http';
  /** Upper-case, as the binding writes it (GET, POST …). */
  verb: string;
}

export type WsdlBinding = SoapBinding | HttpBinding;

/** An endpoint: a service port, or a binding no port refers to (no address then). */
export interface WsdlEndpoint<B extends WsdlBinding = WsdlBinding> {
  binding: B;
  service?: string;
  port?: string;
  address?: string;
  description?: string;
}

export type SoapEndpoint = WsdlEndpoint<SoapBinding>;
export type HttpEndpoint = WsdlEndpoint<HttpBinding>;

export interface WsdlComponents {
  title?: string;
  description?: string;
  messages: Map<string, XmlElement>;
  /** Ports in document order, then unbound bindings. */
  endpoints: WsdlEndpoint[];
}

/** The sidebar group of an endpoint: "Service / Port", or the binding name when no service uses it. */
export function endpointTag(endpoint: WsdlEndpoint): string {
  return endpoint.service !== undefined ? `${endpoint.service} / ${endpoint.port}` : endpoint.binding.name;
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

  const bindings = new Map<string, WsdlBinding>();
  for (const { node, tns } of bindingNodes) {
    const base = { name: node.attrs['name'] ?? '', node, targetNamespace: tns };
    const soap = node.children.find((c) => c.local === 'binding' && soapVersionOf(c.ns) !== undefined);
    const http = childNamed(node, 'binding', NS.http);
    let binding: WsdlBinding;
    if (soap) binding = { ...base, protocol: 'soap', version: soapVersionOf(soap.ns)!, style: soap.attrs['style'] === 'rpc' ? 'rpc' : 'document' };
    else if (http) binding = { ...base, protocol: 'http', verb: (http.attrs['verb'] ?? '').trim().toUpperCase() };
    else continue; // no SOAP or HTTP extension: nothing a client could call
    const portTypeName = resolveQName(node, node.attrs['type']);
    const portType = portTypeName ? portTypes.get(qnameKey(portTypeName)) : undefined;
    if (portType) binding.portType = portType;
    bindings.set(qnameKey({ ns: tns, local: binding.name }), binding);
  }

  const endpoints: WsdlEndpoint[] = [];
  const bound = new Set<WsdlBinding>();
  for (const { node: service } of services) {
    for (const port of childrenNamed(service, 'port', NS.wsdl)) {
      const bindingName = resolveQName(port, port.attrs['binding']);
      const binding = bindingName ? bindings.get(qnameKey(bindingName)) : undefined;
      if (!binding) continue;
      bound.add(binding);
      const endpoint: WsdlEndpoint = { binding, service: service.attrs['name'] ?? 'Service', port: port.attrs['name'] ?? binding.name };
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
