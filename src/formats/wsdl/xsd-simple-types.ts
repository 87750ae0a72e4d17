/**
 * XML Schema simple types → the normalized Schema model: a restriction keeps its base's type and format and
 * adds its facets, a list is a string of items (`format: 'list'`), a union is a string. Named base and item types
 * come from the caller's `type()`, so they are converted once and shared like every other named type.
 */
import type { Schema, SchemaType } from '../../model/index.js';
import { childNamed, resolveQName, type QName, type XmlElement } from './parse-xml.js';
import { NS } from './namespaces.js';

/** A simpleType: restriction (facets, enumeration), list (array of the item type) or union (string). */
export function simpleTypeSchema(node: XmlElement, type: (q: QName) => Schema): Schema {
  const restriction = childNamed(node, 'restriction', NS.xsd);
  if (restriction) {
    const base = resolveQName(restriction, restriction.attrs['base']);
    const inline = childNamed(restriction, 'simpleType', NS.xsd);
    const baseSchema = base ? type(base) : inline ? simpleTypeSchema(inline, type) : { type: ['string'] as SchemaType[] };
    const schema: Schema = { type: baseSchema.type ?? ['string'] };
    if (baseSchema.format !== undefined) schema.format = baseSchema.format;
    if (baseSchema.name !== undefined && base?.ns !== NS.xsd) schema.title = `restricts ${baseSchema.name}`;
    applyFacets(schema, restriction);
    if (!schema.enum && baseSchema.enum) schema.enum = baseSchema.enum;
    return schema;
  }
  const list = childNamed(node, 'list', NS.xsd);
  if (list) {
    const item = resolveQName(list, list.attrs['itemType']);
    const inline = childNamed(list, 'simpleType', NS.xsd);
    return { type: ['string'], format: 'list', items: item ? type(item) : inline ? simpleTypeSchema(inline, type) : { type: ['string'] } };
  }
  return { type: ['string'] };
}

/** Facets of a simpleType restriction, as JSON-Schema-like keywords. */
function applyFacets(schema: Schema, restriction: XmlElement): void {
  const enums: string[] = [];
  for (const facet of restriction.children) {
    const value = facet.attrs['value'];
    if (facet.ns !== NS.xsd || value === undefined) continue;
    const n = Number(value);
    switch (facet.local) {
      case 'enumeration': enums.push(value); break;
      case 'pattern': schema.pattern = value; break;
      case 'length': schema.minLength = n; schema.maxLength = n; break;
      case 'minLength': schema.minLength = n; break;
      case 'maxLength': schema.maxLength = n; break;
      case 'minInclusive': schema.minimum = n; break;
      case 'maxInclusive': schema.maximum = n; break;
      case 'minExclusive': schema.exclusiveMinimum = n; break;
      case 'maxExclusive': schema.exclusiveMaximum = n; break;
      default: break;
    }
  }
  if (enums.length > 0) schema.enum = enums;
}
