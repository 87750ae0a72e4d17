/**
 * One plain `kind: 'http'` Operation per operation of each WSDL 1.1 HTTP endpoint (`<http:binding verb>`, what
 * .NET ASMX services publish next to their SOAP ports), so Try-It, request building and code samples treat it
 * like an OpenAPI operation: the port's http:address is the server, the http:operation location the path.
 * Input: urlEncoded parts are query parameters (WSDL 1.1 §5.5: in the URI, whatever the verb), urlReplacement
 * parts `(Name)` are `{Name}` path parameters, a mime:content form type is a form body. Output: mime:mimeXml or
 * mime:content is the 200 response. Parts are always required (WSDL has no optional part). Sample values are
 * the ones the SOAP envelopes use, so every port of a service is prefilled alike.
 */
import { say, type CoreText } from '../../errors.js';
import type { MediaType, Operation, Parameter, Response, Schema } from '../../model/index.js';
import { sampleFromSchema } from '../../schema/sample-from-schema.js';
import { childNamed, childrenNamed, documentationOf, qnameKey, resolveQName, type XmlElement } from './parse-xml.js';
import { NS } from './namespaces.js';
import { placeholder, xmlElementSample } from './soap-envelope.js';
import { partSchema } from './soap-operations.js';
import { endpointTag, type HttpEndpoint, type WsdlComponents } from './wsdl-11.js';
import type { XsdConverter } from './xsd-to-schema.js';
import { wsdlMessages } from './texts.js';

const FORM = 'application/x-www-form-urlencoded';

export class HttpOperationBuilder {
  constructor(
    private readonly wsdl: WsdlComponents,
    private readonly xsd: XsdConverter,
    private readonly warn: (message: CoreText) => void,
  ) {}

  /** The operations of one endpoint, with ids still to be made unique by the caller. */
  operations(endpoint: HttpEndpoint): Operation[] {
    const { binding } = endpoint;
    if (binding.verb === '') this.warn(say(wsdlMessages, 'httpNoVerb', binding.name));
    return childrenNamed(binding.node, 'operation', NS.wsdl).map((bindingOp) => {
      const name = bindingOp.attrs['name'] ?? '';
      const abstract = binding.portType ? childrenNamed(binding.portType, 'operation', NS.wsdl).find((o) => o.attrs['name'] === name) : undefined;
      if (!abstract) this.warn(say(wsdlMessages, 'bindingUnknownOperation', binding.name, name));
      return this.operation(endpoint, name, bindingOp, abstract);
    });
  }

  private operation(endpoint: HttpEndpoint, name: string, bindingOp: XmlElement, abstract: XmlElement | undefined): Operation {
    const { binding } = endpoint;
    const verb = binding.verb === '' ? 'GET' : binding.verb;
    const tag = endpointTag(endpoint);
    const bindingInput = childNamed(bindingOp, 'input', NS.wsdl);
    const bindingOutput = childNamed(bindingOp, 'output', NS.wsdl);
    const inputParts = this.parts(abstract ? childNamed(abstract, 'input', NS.wsdl) : undefined);
    const outputReference = abstract ? childNamed(abstract, 'output', NS.wsdl) : undefined;

    const location = childNamed(bindingOp, 'operation', NS.http)?.attrs['location']?.trim() ?? '';
    if (location === '') this.warn(say(wsdlMessages, 'httpNoLocation', binding.name, name));
    let path = location.startsWith('/') ? location : `/${location}`;

    const parameters: Parameter[] = [];
    const queryParts: XmlElement[] = [];
    const bodyParts: XmlElement[] = [];
    const replacement = bindingInput ? childNamed(bindingInput, 'urlReplacement', NS.http) : undefined;
    const urlEncoded = bindingInput ? childNamed(bindingInput, 'urlEncoded', NS.http) : undefined;
    const bodies = bindingInput ? mimeContents(bindingInput) : [];
    for (const part of inputParts) {
      const partName = part.attrs['name'] ?? '';
      if (replacement && path.includes(`(${partName})`)) {
        path = path.split(`(${partName})`).join(`{${partName}}`);
        parameters.push(this.parameter(part, 'path'));
      } else if (urlEncoded || (bodies.length === 0 && !replacement)) {
        queryParts.push(part);
      } else if (bodies.length === 0) {
        this.warn(say(wsdlMessages, 'httpPartNotInLocation', binding.name, name, partName, location));
      } else {
        bodyParts.push(part);
      }
    }
    parameters.push(...queryParts.map((part) => this.parameter(part, 'query')));
    const unknownInput = (bindingInput?.children ?? []).find((c) => (c.ns === NS.mime || c.ns === NS.http) && !['urlEncoded', 'urlReplacement', 'content', 'mimeXml'].includes(c.local));
    if (unknownInput) this.warn(say(wsdlMessages, 'httpInputNotShown', binding.name, name, unknownInput.local));

    const op: Operation = {
      id: name,
      operationId: name,
      kind: 'http',
      method: verb.toLowerCase(),
      path,
      deprecated: false,
      tags: [tag],
      parameters,
      responses: [this.response(outputReference, bindingOutput)],
      callbacks: [],
    };
    const content = bodies.map((body) => this.media(body, bodyParts)).filter((m) => m !== undefined);
    if (content.length > 0) op.requestBody = { required: true, content };
    const description = (abstract ? documentationOf(abstract) : undefined) ?? documentationOf(bindingOp);
    if (description !== undefined) op.description = description;
    if (endpoint.address !== undefined) op.servers = [{ url: endpoint.address, variables: [], description: `${tag} (HTTP ${verb})` }];
    return op;
  }

  /** 200 with the output's MIME content; 202 for a one-way operation (no output message). */
  private response(reference: XmlElement | undefined, bindingOutput: XmlElement | undefined): Response {
    if (!reference) return { status: '202', description: 'Accepted: a one-way operation has no response message.', headers: [], content: [], links: [] };
    const parts = this.parts(reference);
    const content = (bindingOutput ? mimeContents(bindingOutput) : []).map((m) => this.media(m, parts)).filter((m) => m !== undefined);
    return { status: '200', description: 'HTTP response', headers: [], content, links: [] };
  }

  /** A mime:content or mime:mimeXml element as a media type of the parts it names (or of all of them). */
  private media(mime: XmlElement, parts: readonly XmlElement[]): MediaType | undefined {
    // mime:content without a type accepts any.
    const type = mime.local === 'mimeXml' ? 'text/xml' : mime.attrs['type']?.trim() || '*/*';
    const named = mime.attrs['part'];
    const selected = named !== undefined ? parts.filter((p) => p.attrs['name'] === named) : parts;
    if (named !== undefined && selected.length === 0) this.warn(say(wsdlMessages, 'mimeUnknownPart', named));
    if (type.split(';')[0]!.trim().toLowerCase() === FORM) {
      const schema: Schema = { type: ['object'], properties: {}, required: [] };
      const example: Record<string, unknown> = {};
      for (const part of selected) {
        const partName = part.attrs['name'] ?? 'part';
        const property = this.plainSchema(part);
        schema.properties![partName] = property;
        schema.required!.push(partName);
        example[partName] = sampleValue(property);
      }
      return { mediaType: type, schema, example };
    }
    if (selected.length === 0) return { mediaType: type };
    const schema = selected.length === 1 ? partSchema(this.xsd, selected[0]!) : this.partsObject(selected);
    const media: MediaType = { mediaType: type, schema };
    if (/[/+]xml$/i.test(type.split(';')[0]!.trim()) && selected.length === 1) media.example = xmlElementSample(schema);
    return media;
  }

  private partsObject(parts: readonly XmlElement[]): Schema {
    const schema: Schema = { type: ['object'], properties: {}, required: [] };
    for (const part of parts) {
      const partName = part.attrs['name'] ?? 'part';
      schema.properties![partName] = partSchema(this.xsd, part);
      schema.required!.push(partName);
    }
    return schema;
  }

  private parameter(part: XmlElement, where: 'path' | 'query'): Parameter {
    const schema = this.plainSchema(part);
    const param: Parameter = {
      name: part.attrs['name'] ?? 'part',
      in: where,
      required: true,
      style: where === 'path' ? 'simple' : 'form',
      explode: where === 'query',
      schema,
      example: sampleValue(schema),
    };
    const description = documentationOf(part);
    if (description !== undefined) param.description = description;
    return param;
  }

  /** The value schema of a part: its type, or its element's schema. */
  private plainSchema(part: XmlElement): Schema {
    const type = resolveQName(part, part.attrs['type']);
    return type && part.attrs['element'] === undefined ? this.xsd.type(type) : partSchema(this.xsd, part);
  }

  /** The parts of the message an input/output refers to ([] when it refers to none or to an unknown one). */
  private parts(reference: XmlElement | undefined): XmlElement[] {
    const q = reference ? resolveQName(reference, reference.attrs['message']) : undefined;
    if (!q) return [];
    const message = this.wsdl.messages.get(qnameKey(q));
    if (!message) {
      this.warn(say(wsdlMessages, 'messageNotDefined', q.local));
      return [];
    }
    return childrenNamed(message, 'part', NS.wsdl);
  }
}

function mimeContents(message: XmlElement): XmlElement[] {
  return message.children.filter((c) => c.ns === NS.mime && (c.local === 'content' || c.local === 'mimeXml'));
}

/** The sample value of a field or parameter: the envelope's placeholder (as a number or boolean when typed so), a sample object for structured values. */
function sampleValue(schema: Schema): unknown {
  if (schema.type?.some((t) => t === 'object' || t === 'array') || schema.properties !== undefined) return sampleFromSchema(schema, { mode: 'request' });
  const text = placeholder(schema);
  const type = schema.type?.find((t) => t !== 'null');
  if ((type === 'integer' || type === 'number') && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}
