/** The English sentences of the WSDL reader (keys shared with the viewer's locale tables). */

/** What a WSDL or XML Schema document is, as the sentences about it name it. */
export type WsdlSource = 'wsdl' | 'wsdl-import' | 'xsd-import' | 'xsd-include';
const DOCUMENTS: Record<WsdlSource, string> = { wsdl: 'WSDL document', 'wsdl-import': 'WSDL import', 'xsd-import': 'XML Schema import', 'xsd-include': 'XML Schema include' };
const XSD_KINDS = { element: 'element', type: 'type', group: 'group' };

export const wsdlMessages = {
  wsdlNotText: () => 'A WSDL document must be given as XML text.',
  wsdlRoot: (local: string, ns: string) => `The XML root element is <${local}> in namespace “${ns || 'none'}”, not a WSDL 1.1 <definitions>.`,
  wsdlTooManyOperations: (count: number, max: number) => `The WSDL has ${count} operations, more than the ${max} limit (limits.maxOperations).`,
  wsdlNoBinding: () => 'The WSDL has no SOAP or HTTP binding, so it has no operations to show.',
  xmlDoctype: (what: WsdlSource, location: string) =>
    `The ${DOCUMENTS[what]}${location ? ` “${location}”` : ''} declares a DOCTYPE with an internal subset (entities), which is not accepted in WSDL or XSD.`,
  xmlMalformed: (what: WsdlSource, location: string, detail: string, line: number, column: number) =>
    `The ${DOCUMENTS[what]}${location ? ` “${location}”` : ''} is not well-formed XML: ${detail} (mismatched or broken tag at line ${line}, column ${column}).`,
  xmlNoRoot: (what: WsdlSource, location: string) => `The ${DOCUMENTS[what]}${location ? ` “${location}”` : ''} has no root element.`,
  importNeither: (location: string) => `The WSDL import “${location}” is neither a WSDL 1.1 document nor an XML Schema; it was ignored.`,
  notXmlSchema: (location: string) => `“${location}” is not an XML Schema document; its types are not shown.`,
  importNoBase: (what: WsdlSource, location: string) =>
    `The ${DOCUMENTS[what]} “${location}” could not be resolved: the spec has no URL to resolve it against. Types from it are not shown.`,
  tooManyImports: (max: number, location: string) => `More than ${max} related documents; “${location}” and later imports were skipped.`,
  importNotLoaded: (what: WsdlSource, location: string, reason: string) =>
    `The ${DOCUMENTS[what]} “${location}” could not be loaded (${reason}); types from it are shown as unresolved.`,
  httpNoVerb: (binding: string) => `The HTTP binding ${binding} declares no verb; its operations are shown as GET.`,
  bindingUnknownOperation: (binding: string, name: string) =>
    `The binding ${binding} lists operation “${name}”, which its portType does not define; it has no messages.`,
  httpNoLocation: (binding: string, name: string) => `The HTTP operation ${binding}/${name} has no http:operation location; it is shown at the port address.`,
  httpPartNotInLocation: (binding: string, name: string, part: string, location: string) =>
    `The HTTP operation ${binding}/${name} replaces parts in its location, but “(${part})” does not occur in “${location}”; the part is not shown.`,
  httpInputNotShown: (binding: string, name: string, encoding: string) => `The HTTP operation ${binding}/${name} encodes its input as ${encoding}, which is not shown.`,
  mimeUnknownPart: (part: string) => `The MIME binding names part “${part}”, which its message does not have.`,
  messageNotDefined: (name: string) => `The message “${name}” is not defined; the operations using it show no content for it.`,
  xsdNotDefined: (kind: keyof typeof XSD_KINDS, name: string, ns: string) =>
    `The XML Schema ${XSD_KINDS[kind]} “${name}” (namespace ${ns || 'none'}) is not defined in any loaded schema; it is shown untyped.`,
};
