/** Top-level XML Schema components of every collected schema, by qualified name. */
import type { SchemaDocument } from './documents.js';
import { qnameKey, type XmlElement } from './parse-xml.js';
import { NS } from './namespaces.js';

export type ComponentKind = 'element' | 'complexType' | 'simpleType' | 'group' | 'attributeGroup' | 'attribute';

/** A component with what is needed to read it: its schema's target namespace and form defaults. */
export interface XsdComponent {
  node: XmlElement;
  targetNamespace: string;
  /** elementFormDefault="qualified": local elements carry the target namespace. */
  qualified: boolean;
}

export type XsdIndex = Record<ComponentKind, Map<string, XsdComponent>>;

const KINDS: readonly ComponentKind[] = ['element', 'complexType', 'simpleType', 'group', 'attributeGroup', 'attribute'];

export function buildXsdIndex(schemas: readonly SchemaDocument[]): XsdIndex {
  const index = Object.fromEntries(KINDS.map((k) => [k, new Map<string, XsdComponent>()])) as XsdIndex;
  for (const { element: schema, targetNamespace } of schemas) {
    const qualified = schema.attrs['elementFormDefault'] === 'qualified';
    for (const child of schema.children) {
      if (child.ns !== NS.xsd || !KINDS.includes(child.local as ComponentKind)) continue;
      const name = child.attrs['name'];
      if (name === undefined) continue;
      const map = index[child.local as ComponentKind];
      const key = qnameKey({ ns: targetNamespace, local: name });
      // The first definition wins (a schema included twice defines the same names again).
      if (!map.has(key)) map.set(key, { node: child, targetNamespace, qualified });
    }
  }
  return index;
}
