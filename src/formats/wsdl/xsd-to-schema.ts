/**
 * XML Schema → the normalized Schema model. Elements become schemas named after their type, with `xml.name`
 * and `xml.namespace` saying how they are written; a repeated element (maxOccurs > 1) is an array of it, and an
 * element of a repeated group (`<xs:choice maxOccurs="unbounded">`) carries the group's `maxOccurs`.
 * Sequences, `all` and choices become ordered properties (a choice's alternatives are listed in the
 * `x-xsd-choice` extension, so the envelope generator writes only one); attributes are properties with
 * `xml.attribute`. Extension of a complex type lists the base's content first. Named types are converted once
 * and shared, so recursive types form a cycle of objects (the schema tree and the envelope generator stop there).
 */
import { say, type CoreText } from '../../errors.js';
import type { Schema, SchemaType } from '../../model/index.js';
import { builtinSchema } from './xsd-builtins.js';
import { simpleTypeSchema } from './xsd-simple-types.js';
import type { XsdComponent, XsdIndex } from './xsd-index.js';
import { childNamed, documentationOf, qnameKey, resolveQName, type QName, type XmlElement } from './parse-xml.js';
import { NS } from './namespaces.js';
import { wsdlMessages } from './texts.js';

/** Extension listing mutually exclusive property names of an `xsd:choice`: string[][]. */
export const CHOICE_EXTENSION = 'x-xsd-choice';

export class XsdConverter {
  private readonly types = new Map<string, Schema>();
  private readonly elements = new Map<string, Schema>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly index: XsdIndex,
    private readonly warn: (message: CoreText) => void,
  ) {}

  /** A top-level element by qualified name, or undefined (with a warning) when no collected schema defines it. */
  element(q: QName): Schema | undefined {
    const key = qnameKey(q);
    const cached = this.elements.get(key);
    if (cached) return cached;
    const component = this.index.element.get(key);
    if (!component) {
      this.unresolved(q, 'element');
      return undefined;
    }
    const schema = this.fromElement(component.node, component, true);
    this.elements.set(key, schema);
    return schema;
  }

  /** A named type (built-in, simple or complex); unresolved ones become an untyped schema that says so. */
  type(q: QName): Schema {
    if (q.ns === NS.xsd || (q.ns === '' && builtinSchema(q.local) && !this.index.complexType.has(qnameKey(q)))) {
      const builtin = builtinSchema(q.local);
      if (builtin) return builtin;
    }
    if (q.ns === NS.soapenc) return builtinSchema(q.local) ?? (q.local === 'Array' ? { type: ['array'], items: {} } : {});
    const key = qnameKey(q);
    const cached = this.types.get(key);
    if (cached) return cached;
    const complex = this.index.complexType.get(key);
    const simple = this.index.simpleType.get(key);
    if (!complex && !simple) {
      this.unresolved(q, 'type');
      return { name: q.local, namespace: q.ns, description: `Type ${q.local} from namespace ${q.ns} is not available (its schema was not loaded).` };
    }
    const schema: Schema = { name: q.local, namespace: q.ns };
    // Registered before it is filled, so a type that refers to itself gets the same object back.
    this.types.set(key, schema);
    if (complex) this.fillComplex(schema, complex.node, complex);
    else if (simple) Object.assign(schema, this.fromSimpleType(simple.node), { name: q.local, namespace: q.ns });
    const doc = documentationOf((complex ?? simple)!.node);
    if (doc !== undefined) schema.description = doc;
    return schema;
  }

  /** Every named complex and simple type, converted (for the schema section of the page). */
  allNamedTypes(): Array<[QName, Schema]> {
    const out: Array<[QName, Schema]> = [];
    for (const kind of ['complexType', 'simpleType'] as const) {
      for (const [, c] of this.index[kind]) {
        const q = { ns: c.targetNamespace, local: c.node.attrs['name'] ?? '' };
        out.push([q, this.type(q)]);
      }
    }
    return out;
  }

  private unresolved(q: QName, what: 'element' | 'type' | 'group'): void {
    const key = `${what}${qnameKey(q)}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.warn(say(wsdlMessages, 'xsdNotDefined', what, q.local, q.ns));
  }

  /** An element declaration (top-level or local) as the schema of one occurrence, arrays for repeated ones. */
  private fromElement(node: XmlElement, owner: XsdComponent, topLevel: boolean): Schema {
    const ref = resolveQName(node, node.attrs['ref']);
    let schema: Schema;
    if (ref) {
      const target = this.element(ref);
      schema = target ? { ...target } : { name: ref.local, xml: { name: ref.local, namespace: ref.ns } };
    } else {
      const name = node.attrs['name'] ?? '';
      const qualified = topLevel || node.attrs['form'] === 'qualified' || (node.attrs['form'] !== 'unqualified' && owner.qualified);
      schema = { ...this.elementContent(node, owner) };
      schema.xml = qualified && owner.targetNamespace !== '' ? { name, namespace: owner.targetNamespace } : { name };
      if (node.attrs['nillable'] === 'true') schema.nillable = true;
      const doc = documentationOf(node);
      if (doc !== undefined) schema.description = doc;
      if (node.attrs['default'] !== undefined) schema.default = node.attrs['default'];
      if (node.attrs['fixed'] !== undefined) schema.const = node.attrs['fixed'];
    }
    if (topLevel) return schema;
    const min = Number(node.attrs['minOccurs'] ?? '1');
    const max = maxOccursOf(node);
    if (max === 'unbounded' || max > 1) {
      const array: Schema = { type: ['array'], items: schema, minOccurs: min, maxOccurs: max };
      if (schema.xml) array.xml = { ...schema.xml };
      if (min > 0) array.minItems = min;
      if (max !== 'unbounded') array.maxItems = max;
      return array;
    }
    return { ...schema, minOccurs: min, maxOccurs: max };
  }

  /** What an element contains: its named type, an inline type, or anything. */
  private elementContent(node: XmlElement, owner: XsdComponent): Schema {
    const typeName = resolveQName(node, node.attrs['type']);
    if (typeName) return this.type(typeName);
    const complex = childNamed(node, 'complexType', NS.xsd);
    if (complex) {
      const schema: Schema = {};
      this.fillComplex(schema, complex, owner);
      return schema;
    }
    const simple = childNamed(node, 'simpleType', NS.xsd);
    if (simple) return this.fromSimpleType(simple);
    return {};
  }

  /** Fills an object schema from a complexType (properties in document order). */
  private fillComplex(schema: Schema, node: XmlElement, owner: XsdComponent): void {
    schema.type = ['object'];
    schema.properties = {};
    const content = new ContentBuilder(schema);
    const simpleContent = childNamed(node, 'simpleContent', NS.xsd);
    const complexContent = childNamed(node, 'complexContent', NS.xsd);
    if (simpleContent) {
      const derivation = childNamed(simpleContent, 'extension', NS.xsd) ?? childNamed(simpleContent, 'restriction', NS.xsd);
      const base = derivation ? resolveQName(derivation, derivation.attrs['base']) : undefined;
      const baseSchema = base ? this.type(base) : { type: ['string'] as SchemaType[] };
      // Text content with attributes: the value's type, plus attribute properties.
      if (baseSchema.type) schema.type = baseSchema.type.filter((t) => t !== 'object');
      if (baseSchema.format !== undefined) schema.format = baseSchema.format;
      if (baseSchema.enum) schema.enum = baseSchema.enum;
      if (baseSchema.properties) content.inherit(baseSchema);
      if (derivation) this.addParticles(derivation, owner, content, false);
      if (schema.type.length === 0) schema.type = ['string'];
      return;
    }
    if (complexContent) {
      const extension = childNamed(complexContent, 'extension', NS.xsd);
      const restriction = childNamed(complexContent, 'restriction', NS.xsd);
      const derivation = extension ?? restriction;
      const base = derivation ? resolveQName(derivation, derivation.attrs['base']) : undefined;
      if (restriction && base?.ns === NS.soapenc && base.local === 'Array') {
        this.fillSoapArray(schema, restriction);
        return;
      }
      if (extension && base) content.inherit(this.type(base));
      if (derivation) this.addParticles(derivation, owner, content, false);
      if (node.attrs['mixed'] === 'true' || complexContent.attrs['mixed'] === 'true') schema.type = ['object', 'string'];
      return;
    }
    this.addParticles(node, owner, content, false);
    if (node.attrs['mixed'] === 'true') schema.type = ['object', 'string'];
  }

  /** A SOAP-encoded array: `wsdl:arrayType="xsd:string[]"` on the restriction's attribute, or its sequence. */
  private fillSoapArray(schema: Schema, restriction: XmlElement): void {
    delete schema.properties;
    schema.type = ['array'];
    const attribute = restriction.children.find((c) => c.local === 'attribute');
    const arrayType = attribute ? Object.entries(attribute.attrs).find(([k]) => k === 'arrayType' || k.endsWith(':arrayType'))?.[1] : undefined;
    const itemName = arrayType ? resolveQName(attribute!, arrayType.replace(/\[[\d,]*\]$/, '')) : undefined;
    schema.items = itemName ? this.type(itemName) : {};
  }

  /**
   * Adds the sequence/all/choice/group particles and attributes directly under `node`. Inside a repeated
   * group (`<xs:choice maxOccurs="unbounded">`) each element may occur as often as the group: `repeated`.
   */
  private addParticles(node: XmlElement, owner: XsdComponent, content: ContentBuilder, optional: boolean, repeated?: Occurs): void {
    for (const child of node.children) {
      if (child.ns !== NS.xsd) continue;
      switch (child.local) {
        case 'sequence':
        case 'all':
          this.addParticles(child, owner, content, optional || child.attrs['minOccurs'] === '0', repeatedGroup(child, repeated));
          break;
        case 'choice': {
          const before = new Set(Object.keys(content.schema.properties ?? {}));
          this.addParticles(child, owner, content, true, repeatedGroup(child, repeated));
          const names = Object.keys(content.schema.properties ?? {}).filter((n) => !before.has(n));
          if (names.length > 1) content.choice(names);
          break;
        }
        case 'group': {
          const ref = resolveQName(child, child.attrs['ref']);
          const group = ref ? this.index.group.get(qnameKey(ref)) : undefined;
          if (group) this.addParticles(group.node, group, content, optional || child.attrs['minOccurs'] === '0', repeatedGroup(child, repeated));
          else if (ref) this.unresolved(ref, 'group');
          break;
        }
        case 'element': {
          const element = this.fromElement(child, owner, false);
          if (repeated !== undefined && !element.type?.includes('array')) element.maxOccurs = repeated;
          const name = child.attrs['name'] ?? element.xml?.name ?? resolveQName(child, child.attrs['ref'])?.local ?? 'element';
          content.add(name, element, !optional && (element.minOccurs ?? 1) > 0);
          break;
        }
        case 'any':
          content.schema.additionalProperties = true;
          break;
        case 'attribute':
          this.addAttribute(child, content);
          break;
        case 'attributeGroup': {
          const ref = resolveQName(child, child.attrs['ref']);
          const group = ref ? this.index.attributeGroup.get(qnameKey(ref)) : undefined;
          if (group) this.addParticles(group.node, group, content, optional);
          break;
        }
        default:
          break;
      }
    }
  }

  private addAttribute(node: XmlElement, content: ContentBuilder): void {
    const ref = resolveQName(node, node.attrs['ref']);
    const declared = ref ? this.index.attribute.get(qnameKey(ref))?.node : node;
    const name = node.attrs['name'] ?? ref?.local;
    if (name === undefined || node.attrs['use'] === 'prohibited') return;
    const typeName = declared ? resolveQName(declared, declared.attrs['type']) : undefined;
    const inline = declared ? childNamed(declared, 'simpleType', NS.xsd) : undefined;
    const base = typeName ? this.type(typeName) : inline ? this.fromSimpleType(inline) : { type: ['string'] as SchemaType[] };
    const schema: Schema = { ...base, xml: { name, attribute: true } };
    const doc = declared ? documentationOf(declared) : undefined;
    if (doc !== undefined) schema.description = doc;
    const fallback = node.attrs['default'] ?? declared?.attrs['default'];
    if (fallback !== undefined) schema.default = fallback;
    content.add(content.has(name) ? `@${name}` : name, schema, node.attrs['use'] === 'required');
  }

  private fromSimpleType(node: XmlElement): Schema {
    return simpleTypeSchema(node, (q) => this.type(q));
  }
}

type Occurs = number | 'unbounded';

function maxOccursOf(node: XmlElement): Occurs {
  const text = node.attrs['maxOccurs'] ?? '1';
  return text === 'unbounded' ? 'unbounded' : Number(text);
}

/** How often the elements of a model group may occur: its own maxOccurs, or the enclosing group's when that repeats. */
function repeatedGroup(node: XmlElement, enclosing: Occurs | undefined): Occurs | undefined {
  const max = maxOccursOf(node);
  if (max === 'unbounded' || enclosing === 'unbounded') return 'unbounded';
  const times = max * (enclosing ?? 1);
  return times > 1 ? times : undefined;
}

/** Collects properties, required names and choices of one complex type. */
class ContentBuilder {
  constructor(readonly schema: Schema) {}

  has(name: string): boolean {
    return this.schema.properties !== undefined && name in this.schema.properties;
  }

  add(name: string, property: Schema, required: boolean): void {
    (this.schema.properties ??= {})[name] = property;
    if (required) (this.schema.required ??= []).push(name);
  }

  choice(names: string[]): void {
    const extensions = (this.schema.extensions ??= {});
    const choices = (extensions[CHOICE_EXTENSION] ??= []) as string[][];
    choices.push(names);
  }

  /** The base type's content first (complexContent extension). */
  inherit(base: Schema): void {
    for (const [name, property] of Object.entries(base.properties ?? {})) this.add(name, property, base.required?.includes(name) ?? false);
    const choices = base.extensions?.[CHOICE_EXTENSION] as string[][] | undefined;
    for (const names of choices ?? []) this.choice(names);
    if (base.additionalProperties) this.schema.additionalProperties = base.additionalProperties;
  }
}
