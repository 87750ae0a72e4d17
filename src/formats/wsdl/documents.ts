/**
 * Collects the definitions of a WSDL 1.1 document and of everything it imports: `wsdl:import` (another WSDL),
 * and `xsd:import` / `xsd:include` with a `schemaLocation`, resolved against the importing document's URL.
 * An import that cannot be fetched or parsed becomes a warning; the operations still render without its types.
 */
import type { SpecError } from '../../model/index.js';
import { specError, textOf, say } from '../../errors.js';
import { childrenNamed, parseXml, type XmlElement } from './parse-xml.js';
import { NS } from './namespaces.js';
import { wsdlMessages, type WsdlSource } from './texts.js';

/** A `<xsd:schema>` with the namespace its top-level components belong to. */
export interface SchemaDocument {
  element: XmlElement;
  /** targetNamespace, or the including schema's for a chameleon include. */
  targetNamespace: string;
}

/** A `<wsdl:definitions>` and its target namespace. */
export interface WsdlDocument {
  element: XmlElement;
  targetNamespace: string;
}

export interface DocumentSet {
  wsdl: WsdlDocument[];
  schemas: SchemaDocument[];
  warnings: SpecError[];
}

export interface FetchContext {
  sourceUrl?: string;
  /** Related documents fetched at most (limits.maxExternalDocuments); later imports become warnings. */
  maxDocuments: number;
  fetchText(url: string): Promise<string>;
}

export async function collectDocuments(root: XmlElement, ctx: FetchContext): Promise<DocumentSet> {
  const set: DocumentSet = { wsdl: [], schemas: [], warnings: [] };
  const seen = new Set<string>();
  if (ctx.sourceUrl !== undefined) seen.add(ctx.sourceUrl);
  await addWsdl(root, ctx.sourceUrl, set, seen, ctx);
  return set;
}

async function addWsdl(element: XmlElement, baseUrl: string | undefined, set: DocumentSet, seen: Set<string>, ctx: FetchContext): Promise<void> {
  set.wsdl.push({ element, targetNamespace: element.attrs['targetNamespace'] ?? '' });
  for (const types of childrenNamed(element, 'types', NS.wsdl)) {
    for (const schema of childrenNamed(types, 'schema', NS.xsd)) {
      await addSchema(schema, schema.attrs['targetNamespace'] ?? '', baseUrl, set, seen, ctx);
    }
  }
  for (const imp of childrenNamed(element, 'import', NS.wsdl)) {
    const location = imp.attrs['location'];
    if (location === undefined) continue;
    const fetched = await fetchRelated(location, baseUrl, 'wsdl-import', set, seen, ctx);
    if (!fetched) continue;
    if (fetched.root.local === 'schema' && fetched.root.ns === NS.xsd) {
      await addSchema(fetched.root, fetched.root.attrs['targetNamespace'] ?? '', fetched.url, set, seen, ctx);
    } else if (fetched.root.local === 'definitions' && fetched.root.ns === NS.wsdl) {
      await addWsdl(fetched.root, fetched.url, set, seen, ctx);
    } else {
      set.warnings.push(specError('unresolved-ref', say(wsdlMessages, 'importNeither', location)));
    }
  }
}

async function addSchema(
  schema: XmlElement,
  targetNamespace: string,
  baseUrl: string | undefined,
  set: DocumentSet,
  seen: Set<string>,
  ctx: FetchContext,
): Promise<void> {
  set.schemas.push({ element: schema, targetNamespace });
  for (const ref of schema.children.filter((c) => c.ns === NS.xsd && (c.local === 'import' || c.local === 'include'))) {
    const location = ref.attrs['schemaLocation'];
    // `xsd:import` without a location names a namespace defined elsewhere in the document (or not at all).
    if (location === undefined) continue;
    const fetched = await fetchRelated(location, baseUrl, ref.local === 'include' ? 'xsd-include' : 'xsd-import', set, seen, ctx);
    if (!fetched) continue;
    if (fetched.root.local !== 'schema' || fetched.root.ns !== NS.xsd) {
      set.warnings.push(specError('unresolved-ref', say(wsdlMessages, 'notXmlSchema', location)));
      continue;
    }
    const tns = ref.local === 'include' ? (fetched.root.attrs['targetNamespace'] ?? targetNamespace) : (fetched.root.attrs['targetNamespace'] ?? '');
    await addSchema(fetched.root, tns, fetched.url, set, seen, ctx);
  }
}

async function fetchRelated(
  location: string,
  baseUrl: string | undefined,
  what: WsdlSource,
  set: DocumentSet,
  seen: Set<string>,
  ctx: FetchContext,
): Promise<{ root: XmlElement; url: string } | undefined> {
  let url: string;
  try {
    url = new URL(location, baseUrl).href;
  } catch {
    set.warnings.push(specError('unresolved-ref', say(wsdlMessages, 'importNoBase', what, location)));
    return undefined;
  }
  if (seen.has(url)) return undefined;
  seen.add(url);
  if (seen.size > ctx.maxDocuments + 1) {
    set.warnings.push(specError('unresolved-ref', say(wsdlMessages, 'tooManyImports', ctx.maxDocuments, location)));
    return undefined;
  }
  try {
    const text = await ctx.fetchText(url);
    return { root: parseXml(text, what, location), url };
  } catch (error) {
    set.warnings.push(specError('unresolved-ref', say(wsdlMessages, 'importNotLoaded', what, location, textOf(error)), location));
    return undefined;
  }
}
