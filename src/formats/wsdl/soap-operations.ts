/**
 * One Operation per operation of each SOAP endpoint (service port, or unbound SOAP binding); HTTP GET/POST
 * endpoints are http-operations.ts. Each is a
 * `kind: 'soap'` operation with SoapInfo, and at the same time a plain POST the HTTP machinery sends as is:
 * the port address as server, the envelope as a text body whose media type is the SOAP Content-Type, and for
 * SOAP 1.1 a required `SOAPAction` header parameter.
 */
import { say, type CoreText } from '../../errors.js';
import type { MediaType, Operation, Parameter, Response, Schema, SoapInfo } from '../../model/index.js';
import { childNamed, childrenNamed, documentationOf, qnameKey, resolveQName, type XmlElement } from './parse-xml.js';
import { NS, soapVersionOf } from './namespaces.js';
import { endpointTag, type SoapEndpoint, type WsdlComponents } from './wsdl-11.js';
import type { XsdConverter } from './xsd-to-schema.js';
import { soapEnvelope, soapFaultEnvelope } from './soap-envelope.js';
import { wsdlMessages } from './texts.js';

/** The Content-Type of a SOAP request or response: text/xml for 1.1; 1.2 carries the action as a parameter. */
export function soapContentType(version: '1.1' | '1.2', action?: string): string {
  if (version === '1.1') return 'text/xml; charset=utf-8';
  return action ? `application/soap+xml; charset=utf-8; action="${action}"` : 'application/soap+xml; charset=utf-8';
}

interface MessageSchemas {
  /** What goes into soap:Body. */
  body: Schema[];
  headers: Schema[];
}

export class SoapOperationBuilder {
  constructor(
    private readonly wsdl: WsdlComponents,
    private readonly xsd: XsdConverter,
    private readonly warn: (message: CoreText) => void,
  ) {}

  /** The operations of one endpoint, with ids still to be made unique by the caller. */
  operations(endpoint: SoapEndpoint): Operation[] {
    const { binding } = endpoint;
    const out: Operation[] = [];
    for (const bindingOp of childrenNamed(binding.node, 'operation', NS.wsdl)) {
      const name = bindingOp.attrs['name'] ?? '';
      const abstract = binding.portType ? childrenNamed(binding.portType, 'operation', NS.wsdl).find((o) => o.attrs['name'] === name) : undefined;
      if (!abstract) this.warn(say(wsdlMessages, 'bindingUnknownOperation', binding.name, name));
      out.push(this.operation(endpoint, name, bindingOp, abstract));
    }
    return out;
  }

  private operation(endpoint: SoapEndpoint, name: string, bindingOp: XmlElement, abstract: XmlElement | undefined): Operation {
    const { binding } = endpoint;
    const soapOp = bindingOp.children.find((c) => c.local === 'operation' && soapVersionOf(c.ns) !== undefined);
    const style = soapOp?.attrs['style'] === 'rpc' ? 'rpc' : soapOp?.attrs['style'] === 'document' ? 'document' : binding.style;
    const inputBody = soapBody(childNamed(bindingOp, 'input', NS.wsdl));
    const outputBody = soapBody(childNamed(bindingOp, 'output', NS.wsdl));
    const soapAction = soapOp?.attrs['soapAction'];
    const rpcNamespace = (body: XmlElement | undefined) => body?.attrs['namespace'] ?? binding.targetNamespace;

    const inputMessage = abstract ? childNamed(abstract, 'input', NS.wsdl) : undefined;
    const outputMessage = abstract ? childNamed(abstract, 'output', NS.wsdl) : undefined;
    const input = this.messageSchemas(inputMessage, childNamed(bindingOp, 'input', NS.wsdl), style, name, rpcNamespace(inputBody));
    const output = outputMessage ? this.messageSchemas(outputMessage, childNamed(bindingOp, 'output', NS.wsdl), style, `${name}Response`, rpcNamespace(outputBody)) : undefined;
    const faults = (abstract ? childrenNamed(abstract, 'fault', NS.wsdl) : []).map((fault) => {
      const schemas = this.messageSchemas(fault, undefined, 'document', fault.attrs['name'] ?? 'Fault', binding.targetNamespace);
      const entry: { name: string; schema?: Schema } = { name: fault.attrs['name'] ?? 'Fault' };
      if (schemas.body[0]) entry.schema = schemas.body[0];
      return entry;
    });

    const soap: SoapInfo = {
      version: binding.version,
      style,
      use: inputBody?.attrs['use'] === 'encoded' ? 'encoded' : 'literal',
      targetNamespace: binding.targetNamespace,
      faults,
    };
    if (soapAction !== undefined) soap.soapAction = soapAction;
    if (endpoint.service !== undefined) soap.service = endpoint.service;
    soap.port = endpoint.port ?? binding.name;
    if (endpoint.address !== undefined) soap.address = endpoint.address;
    if (input.body[0]) soap.inputElement = input.body[0];
    if (output?.body[0]) soap.outputElement = output.body[0];

    const requestType = soapContentType(binding.version, soapAction);
    const op: Operation = {
      id: name,
      operationId: name,
      kind: 'soap',
      method: 'post',
      // The part after `#` is never sent (build-request drops it): it keeps saved Try-It forms apart per port.
      path: `#${soap.port}/${name}`,
      deprecated: false,
      tags: [endpointTag(endpoint)],
      parameters: binding.version === '1.1' ? [soapActionHeader(soapAction ?? '')] : [],
      requestBody: {
        required: true,
        content: [media(requestType, soap.inputElement, soapEnvelope({ version: binding.version, body: input.body, headers: input.headers }))],
      },
      responses: responses(binding.version, output, faults),
      callbacks: [],
      soap,
    };
    const description = (abstract ? documentationOf(abstract) : undefined) ?? documentationOf(bindingOp);
    if (description !== undefined) op.description = description;
    if (endpoint.address !== undefined) {
      op.servers = [{ url: endpoint.address, variables: [], description: `${endpointTag(endpoint)} (SOAP ${binding.version})` }];
    }
    return op;
  }

  /**
   * The body (and header) schemas of a message reference. document: one element per part (a `type` part is
   * written as an unqualified element named after it). rpc: one wrapper element named after the operation, in
   * the soap:body namespace, holding one unqualified element per part.
   */
  private messageSchemas(
    reference: XmlElement | undefined,
    bindingMessage: XmlElement | undefined,
    style: 'document' | 'rpc',
    wrapperName: string,
    wrapperNamespace: string,
  ): MessageSchemas {
    const result: MessageSchemas = { body: [], headers: [] };
    const message = this.message(reference, reference?.attrs['message']);
    const body = soapBody(bindingMessage);
    const partFilter = body?.attrs['parts']?.split(/\s+/).filter((p) => p !== '');
    const parts = message ? childrenNamed(message, 'part', NS.wsdl).filter((p) => !partFilter || partFilter.includes(p.attrs['name'] ?? '')) : [];
    const schemas = parts.map((part) => partSchema(this.xsd, part));
    if (style === 'rpc') {
      const wrapper: Schema = { type: ['object'], properties: {}, required: [], xml: { name: wrapperName, namespace: wrapperNamespace } };
      parts.forEach((part, i) => {
        const name = part.attrs['name'] ?? `part${i + 1}`;
        wrapper.properties![name] = schemas[i]!;
        wrapper.required!.push(name);
      });
      result.body.push(wrapper);
    } else {
      result.body.push(...schemas);
    }
    for (const header of (bindingMessage?.children ?? []).filter((c) => c.local === 'header' && soapVersionOf(c.ns) !== undefined)) {
      const headerMessage = this.message(header, header.attrs['message']);
      const part = headerMessage ? childrenNamed(headerMessage, 'part', NS.wsdl).find((p) => p.attrs['name'] === header.attrs['part']) : undefined;
      if (part) result.headers.push(partSchema(this.xsd, part));
    }
    return result;
  }

  private message(context: XmlElement | undefined, name: string | undefined): XmlElement | undefined {
    const q = context ? resolveQName(context, name) : undefined;
    if (!q) return undefined;
    const message = this.wsdl.messages.get(qnameKey(q));
    if (!message) this.warn(say(wsdlMessages, 'messageNotDefined', q.local));
    return message;
  }
}

/** The schema of one message part as the element it is written as (a `type` part: an unqualified element named after it). */
export function partSchema(xsd: XsdConverter, part: XmlElement): Schema {
  const partName = part.attrs['name'] ?? 'part';
  const element = resolveQName(part, part.attrs['element']);
  if (element) {
    return xsd.element(element) ?? { name: element.local, xml: { name: element.local, namespace: element.ns }, description: `Element ${element.local} is not defined in any loaded schema.` };
  }
  const type = resolveQName(part, part.attrs['type']);
  const typeSchema = type ? xsd.type(type) : {};
  return { ...typeSchema, xml: { name: partName } };
}

function soapBody(message: XmlElement | undefined): XmlElement | undefined {
  return message?.children.find((c) => c.local === 'body' && soapVersionOf(c.ns) !== undefined);
}

function soapActionHeader(action: string): Parameter {
  return {
    name: 'SOAPAction',
    in: 'header',
    description: 'The SOAP 1.1 action of the operation, as a quoted string.',
    required: true,
    style: 'simple',
    explode: false,
    schema: { type: ['string'] },
    example: `"${action}"`,
  };
}

function media(mediaType: string, schema: Schema | undefined, example: string): MediaType {
  const result: MediaType = { mediaType, example };
  if (schema) result.schema = schema;
  return result;
}

function responses(version: '1.1' | '1.2', output: MessageSchemas | undefined, faults: SoapInfo['faults'] = []): Response[] {
  const type = soapContentType(version);
  const list: Response[] = [];
  if (output) {
    list.push({
      status: '200',
      description: 'SOAP response',
      headers: [],
      content: [media(type, output.body[0], soapEnvelope({ version, body: output.body, headers: output.headers }))],
      links: [],
    });
  } else {
    list.push({ status: '202', description: 'Accepted: a one-way operation has no response message.', headers: [], content: [], links: [] });
  }
  const declared = faults.filter((f) => f.schema);
  // A Fault envelope per declared fault (its element sampled into the detail), else a generic one: what a reader
  // sees beside the card and what a mock answers.
  const examples = faults.length > 0
    ? faults.map((f) => ({ name: f.name, value: soapFaultEnvelope(f.schema ? { version, reason: f.name, detail: f.schema } : { version, reason: f.name }) }))
    : [{ name: 'fault', value: soapFaultEnvelope({ version, reason: 'Server error' }) }];
  const content: MediaType = { mediaType: type, examples };
  if (declared.length > 0) content.schema = declared.length === 1 ? declared[0]!.schema! : { oneOf: declared.map((f) => f.schema!) };
  list.push({
    status: '500',
    description: faults.length > 0 ? `SOAP Fault (${faults.map((f) => f.name).join(', ')})` : 'SOAP Fault',
    headers: [],
    content: [content],
    links: [],
  });
  return list;
}
