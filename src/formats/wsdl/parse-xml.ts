/**
 * XML text → a small namespace-resolved element tree, through fast-xml-parser (runs in Node and browsers).
 * Well-formedness is checked first with its validator so a broken document fails with a line number.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fail, say } from '../../errors.js';
import { wsdlMessages, type WsdlSource } from './texts.js';

export interface XmlElement {
  /** Local name, prefix dropped. */
  local: string;
  /** Namespace URI the prefix is bound to ('' when none). */
  ns: string;
  /** Attributes by their name as written (`name`, `xmlns:tns`, `wsdl:arrayType` …). */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated direct text content, trimmed. */
  text: string;
  /** In-scope prefix → namespace bindings ('' is the default namespace). */
  scope: ReadonlyMap<string, string>;
}

type Ordered = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Entities from a DOCTYPE are a classic expansion bomb; WSDL never needs them.
  processEntities: true,
  htmlEntities: false,
});

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Drafts of XML Schema still found in old WSDLs (the WSDL 1.1 spec's own StockQuote example uses 2000/10). */
const XSD_DRAFTS = new Set(['http://www.w3.org/2000/10/XMLSchema', 'http://www.w3.org/1999/XMLSchema']);
const XSD = 'http://www.w3.org/2001/XMLSchema';

/** A namespace as the rest of the parser compares it: XML Schema drafts read as the 2001 namespace. */
const canonicalNs = (ns: string): string => (XSD_DRAFTS.has(ns) ? XSD : ns);

/** Parses XML text; rejects with `xml-syntax` (and the line) when it is not well-formed. */
export function parseXml(text: string, what: WsdlSource, location = ''): XmlElement {
  if (/<!DOCTYPE[^>]*\[/i.test(text.slice(0, 4096))) {
    fail('xml-syntax', say(wsdlMessages, 'xmlDoctype', what, location));
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    fail('xml-syntax', say(wsdlMessages, 'xmlMalformed', what, location, msg.replace(/\.$/, ''), line, col), `${line}:${col}`);
  }
  const nodes = parser.parse(text) as Ordered[];
  const root = nodes.map((n) => toElement(n, new Map([['xml', XML_NS]]))).find((e) => e !== undefined);
  if (!root) fail('xml-syntax', say(wsdlMessages, 'xmlNoRoot', what, location));
  return root;
}

function toElement(node: Ordered, parentScope: ReadonlyMap<string, string>): XmlElement | undefined {
  const tag = Object.keys(node).find((k) => k !== ':@' && k !== '#text');
  if (tag === undefined) return undefined;
  const rawAttrs = (node[':@'] ?? {}) as Record<string, unknown>;
  const attrs: Record<string, string> = {};
  let scope = parentScope;
  for (const [name, value] of Object.entries(rawAttrs)) {
    const text = String(value);
    attrs[name] = text;
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      (scope as Map<string, string>).set(name === 'xmlns' ? '' : name.slice(6), canonicalNs(text));
    }
  }
  const colon = tag.indexOf(':');
  const prefix = colon >= 0 ? tag.slice(0, colon) : '';
  const children: XmlElement[] = [];
  const texts: string[] = [];
  for (const child of (node[tag] ?? []) as Ordered[]) {
    if ('#text' in child) texts.push(String(child['#text']));
    else {
      const element = toElement(child, scope);
      if (element) children.push(element);
    }
  }
  return { local: colon >= 0 ? tag.slice(colon + 1) : tag, ns: scope.get(prefix) ?? '', attrs, children, text: texts.join(' ').trim(), scope };
}

/** A qualified name, resolved: `{ns, local}`. */
export interface QName {
  ns: string;
  local: string;
}

/** Resolves a `prefix:local` attribute value against the element's scope (unprefixed → default namespace). */
export function resolveQName(element: XmlElement, value: string | undefined): QName | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  const colon = v.indexOf(':');
  if (colon < 0) return { ns: element.scope.get('') ?? '', local: v };
  return { ns: element.scope.get(v.slice(0, colon)) ?? '', local: v.slice(colon + 1) };
}

export const qnameKey = (q: QName): string => `{${q.ns}}${q.local}`;

/** Direct children with this local name (and namespace, when given). */
export function childrenNamed(element: XmlElement, local: string, ns?: string): XmlElement[] {
  return element.children.filter((c) => c.local === local && (ns === undefined || c.ns === ns));
}

export function childNamed(element: XmlElement, local: string, ns?: string): XmlElement | undefined {
  return element.children.find((c) => c.local === local && (ns === undefined || c.ns === ns));
}

/** Text of `<documentation>` children (WSDL or XSD annotation), joined; undefined when there is none. */
export function documentationOf(element: XmlElement): string | undefined {
  const docs = [...childrenNamed(element, 'documentation'), ...childrenNamed(element, 'annotation').flatMap((a) => childrenNamed(a, 'documentation'))];
  const text = docs.map(allText).filter((t) => t !== '').join('\n\n');
  return text === '' ? undefined : text;
}

/** All text inside an element (documentation may contain XHTML markup). */
function allText(element: XmlElement): string {
  return [element.text, ...element.children.map(allText)].filter((t) => t !== '').join(' ').trim();
}
