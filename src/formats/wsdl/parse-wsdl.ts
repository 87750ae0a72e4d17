/**
 * WSDL text → the normalized model: the operations of every SOAP and HTTP (GET/POST) endpoint grouped by
 * service and port (tags), XSD types as schemas. Users must see every service, port and operation, so an
 * HTTP port is shown too, as plain HTTP operations.
 *
 * Operation ids (deep links `#<id>`): the operation name when it occurs once in the document, else
 * `<Port>-<Operation>` (the binding name stands in for the port when no service uses the binding), made unique.
 */
import type { ApiModel, Operation, Schema, Server, SpecError, Tag } from '../../model/index.js';
import { uniqueIds } from '../../model/index.js';
import { fail, specError, say, type CoreText } from '../../errors.js';
import type { ParseContext } from '../registry.js';
import { collectDocuments } from './documents.js';
import { parseXml } from './parse-xml.js';
import { NS } from './namespaces.js';
import { HttpOperationBuilder } from './http-operations.js';
import { SoapOperationBuilder } from './soap-operations.js';
import { endpointTag, readWsdl, type HttpEndpoint, type SoapEndpoint, type WsdlEndpoint } from './wsdl-11.js';
import { buildXsdIndex, type XsdIndex } from './xsd-index.js';
import { XsdConverter } from './xsd-to-schema.js';
import { loadMessages } from '../../source/texts.js';
import { wsdlMessages } from './texts.js';

export async function parse(doc: unknown, ctx: ParseContext): Promise<ApiModel> {
  if (typeof doc !== 'string') fail('invalid-document', say(wsdlMessages, 'wsdlNotText'));
  const root = parseXml(doc, 'wsdl');
  if (root.ns === NS.wsdl20 && root.local === 'description') {
    fail('unsupported-version', say(loadMessages, 'wsdl20Unsupported'));
  }
  if (root.local !== 'definitions' || root.ns !== NS.wsdl) {
    fail('not-a-spec', say(wsdlMessages, 'wsdlRoot', root.local, root.ns));
  }

  const fetchContext = { fetchText: ctx.fetchText, maxDocuments: ctx.limits.maxExternalDocuments, ...(ctx.sourceUrl !== undefined ? { sourceUrl: ctx.sourceUrl } : {}) };
  const documents = await collectDocuments(root, fetchContext);
  const warnings: SpecError[] = [...documents.warnings];
  const warn = (message: CoreText) => warnings.push(specError('unresolved-ref', message));
  const index = buildXsdIndex(documents.schemas);
  const xsd = new XsdConverter(index, warn);
  const wsdl = readWsdl(documents.wsdl);
  const soap = new SoapOperationBuilder(wsdl, xsd, warn);
  const http = new HttpOperationBuilder(wsdl, xsd, warn);

  const perEndpoint = wsdl.endpoints.map((endpoint) => ({
    endpoint,
    operations: isSoap(endpoint) ? soap.operations(endpoint) : http.operations(endpoint as HttpEndpoint),
  }));
  const operations = perEndpoint.flatMap((e) => e.operations);
  if (operations.length > ctx.limits.maxOperations) {
    fail('too-large', say(wsdlMessages, 'wsdlTooManyOperations', operations.length, ctx.limits.maxOperations));
  }
  // HTTP operations carry no SoapInfo, so the port of each operation is kept here for its id.
  const portOf = new Map<Operation, string>();
  for (const { endpoint, operations: ops } of perEndpoint) for (const op of ops) portOf.set(op, endpoint.port ?? endpoint.binding.name);
  assignIds(operations, portOf);
  if (wsdl.endpoints.length === 0) {
    warnings.push(specError('invalid-document', say(wsdlMessages, 'wsdlNoBinding')));
  }

  const tags: Tag[] = perEndpoint.map(({ endpoint, operations: ops }) => {
    const tag: Tag = { name: endpointTag(endpoint), operationIds: ops.map((o) => o.id) };
    const { binding } = endpoint;
    const kind = binding.protocol === 'soap' ? `SOAP ${binding.version}` : `HTTP ${binding.verb || 'GET'}`;
    const lines = [endpoint.description, `${kind} binding \`${binding.name}\`${endpoint.address ? ` at \`${endpoint.address}\`` : ' (the WSDL declares no endpoint address)'}.`];
    tag.description = lines.filter((l) => l !== undefined).join('\n\n');
    return tag;
  });

  const model: ApiModel = {
    specType: 'wsdl',
    specVersion: '1.1',
    info: { title: wsdl.title ?? 'SOAP service', version: '' },
    servers: uniqueServers(operations),
    tags,
    operations,
    schemas: schemaRegistry(xsd, index),
    securitySchemes: [],
    warnings,
  };
  if (wsdl.description !== undefined) model.info.description = wsdl.description;
  return model;
}

function isSoap(endpoint: WsdlEndpoint): endpoint is SoapEndpoint {
  return endpoint.binding.protocol === 'soap';
}

/** The operation name when unique in the document, else `<Port>-<Operation>`; then unique whatever happens. */
function assignIds(operations: Operation[], portOf: ReadonlyMap<Operation, string>): void {
  const counts = new Map<string, number>();
  for (const op of operations) counts.set(op.id, (counts.get(op.id) ?? 0) + 1);
  const unique = uniqueIds();
  for (const op of operations) {
    const candidate = (counts.get(op.id) ?? 0) > 1 ? `${portOf.get(op) ?? 'port'}-${op.id}` : op.id;
    op.id = unique(candidate.replace(/[^A-Za-z0-9_.-]+/g, '-'));
  }
}

function uniqueServers(operations: readonly Operation[]): Server[] {
  const byUrl = new Map<string, Server>();
  for (const op of operations) for (const server of op.servers ?? []) if (!byUrl.has(server.url)) byUrl.set(server.url, server);
  return [...byUrl.values()];
}

/**
 * Named types by local name (deep link `#schema-<TypeName>`), then top-level elements whose name no type
 * takes and whose type is not itself a named type (those would repeat the type).
 */
function schemaRegistry(xsd: XsdConverter, index: XsdIndex): Map<string, Schema> {
  const registry = new Map<string, Schema>();
  const unique = uniqueIds();
  for (const [q, schema] of xsd.allNamedTypes()) registry.set(unique(q.local), schema);
  for (const component of index.element.values()) {
    const name = component.node.attrs['name'] ?? '';
    if (registry.has(name) || component.node.attrs['type'] !== undefined) continue;
    const schema = xsd.element({ ns: component.targetNamespace, local: name });
    if (schema) registry.set(unique(name), schema);
  }
  return registry;
}
