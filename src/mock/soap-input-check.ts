/**
 * Whether a request's Body element is the operation's input element: the same qualified name (local name and
 * namespace), and each required child element there (the first level, from the input element's schema: the
 * choices and attributes aside). Names are read from the schema as the sample envelopes write them.
 */
import type { Schema } from '../model/index.js';
import type { XmlElement } from '../formats/wsdl/parse-xml.js';
import { CHOICE_EXTENSION } from '../formats/wsdl/xsd-to-schema.js';

export interface ElementName {
  local: string;
  /** '' for an unqualified element. */
  ns: string;
}

/** The qualified name an element schema is written with (its item's, for a repeated element). */
export function elementName(schema: Schema, fallback: string): ElementName {
  const occurrence = occurrenceOf(schema);
  return { local: occurrence.xml?.name ?? schema.xml?.name ?? fallback, ns: occurrence.xml?.namespace ?? schema.xml?.namespace ?? '' };
}

export const inputElementName = (input: Schema): ElementName => elementName(input, input.name ?? 'Body');

export const sameName = (element: XmlElement, name: ElementName): boolean => element.local === name.local && element.ns === name.ns;

export const printName = (name: ElementName): string => (name.ns === '' ? name.local : `{${name.ns}}${name.local}`);

/** Why the Body element is not the input element; undefined when it is. */
export function inputMismatch(bodyRoot: XmlElement | undefined, input: Schema | undefined): string | undefined {
  if (!input) return bodyRoot ? `The operation takes an empty Body, not ${printName(bodyRoot)}.` : undefined;
  const expected = inputElementName(input);
  if (!bodyRoot) return `The Body is empty: the operation's input element is ${printName(expected)}.`;
  if (bodyRoot.local !== expected.local) return `The Body holds ${printName(bodyRoot)}, not the operation's input element ${printName(expected)}.`;
  if (bodyRoot.ns !== expected.ns) {
    const actual = bodyRoot.ns === '' ? 'no namespace' : `namespace ${bodyRoot.ns}`;
    return `The Body's ${bodyRoot.local} element is in ${actual}; the operation's input element is in ${expected.ns === '' ? 'no namespace' : `namespace ${expected.ns}`}.`;
  }
  const missing = requiredChildren(input).filter((child) => !bodyRoot.children.some((c) => c.local === child.local && (child.ns === '' || c.ns === child.ns)));
  if (missing.length === 0) return undefined;
  const names = missing.map(printName).join(', ');
  return `The ${expected.local} element lacks its required child element${missing.length > 1 ? 's' : ''} ${names}.`;
}

/**
 * The names of the required child elements. One whose schema names no namespace is found in any (a client may
 * put unqualified children in a default namespace).
 */
function requiredChildren(input: Schema): ElementName[] {
  const element = occurrenceOf(input);
  const choices = new Set(((element.extensions?.[CHOICE_EXTENSION] ?? []) as string[][]).flat());
  const names: ElementName[] = [];
  for (const key of element.required ?? []) {
    const child = element.properties?.[key];
    if (!child || choices.has(key) || child.xml?.attribute === true || child.xml?.nodeType === 'attribute') continue;
    names.push(elementName(child, key));
  }
  return names;
}

/** The schema of one occurrence: the item of a repeated element (as the envelope writer reads it). */
function occurrenceOf(schema: Schema): Schema {
  return schema.type?.includes('array') && schema.items && schema.format !== 'list' ? schema.items : schema;
}
