/**
 * Sample SOAP envelopes generated from the schemas of a message: the right envelope namespace for SOAP 1.1 or
 * 1.2, one prefix per target namespace (declared on the Envelope), unqualified elements without a prefix,
 * placeholder values typed by their XSD type, the first value of an enumeration and the first alternative of a
 * choice. The sample is a skeleton of the whole message, since the reader fills it in: every optional element
 * and one instance of every repeated element, however deep, each preceded by a comment saying so
 * (`<!--Optional-->`, `<!--Optional, repeatable-->`, `<!--Repeatable up to 5 times-->`). Recursion stops at the
 * first repeat of a type: an optional recursive element is left out, a required one is written empty. The same
 * writer serializes a bare element (xmlElementSample) for the XML bodies of WSDL HTTP bindings (mime:mimeXml),
 * so both kinds of port show the same sample values.
 */
import type { Schema } from '../../model/index.js';
import { CHOICE_EXTENSION } from './xsd-to-schema.js';
import { NS } from './namespaces.js';

export interface EnvelopeInput {
  version: '1.1' | '1.2';
  /** Body elements (a document/literal part each, or the rpc wrapper). */
  body: Schema[];
  /** `soap:header` elements, written into `<soap:Header>`. */
  headers?: Schema[];
}

/** Nothing is written below this depth, required or not. */
const MAX_DEPTH = 12;
/**
 * Once a sample holds this many elements, optional ones are left out: a schema that reuses wide types at many
 * places (a DAG, not a cycle) would otherwise grow without a bound. The largest real sample we know is ~150 lines.
 */
const OPTIONAL_BUDGET = 500;

export function soapEnvelope(input: EnvelopeInput): string {
  const writer = new EnvelopeWriter();
  const body = input.body.map((schema) => writer.element(schema, schema.xml?.name ?? schema.name ?? 'Body', 2, []));
  const headers = (input.headers ?? []).map((schema) => writer.element(schema, schema.xml?.name ?? schema.name ?? 'Header', 2, []));
  const envelopeNs = input.version === '1.2' ? NS.envelope12 : NS.envelope11;
  const declarations = [`xmlns:soap="${envelopeNs}"`, ...writer.declarations()].join(' ');
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', `<soap:Envelope ${declarations}>`];
  if (headers.length > 0) lines.push('  <soap:Header>', ...headers.flat(), '  </soap:Header>');
  lines.push(body.length > 0 ? '  <soap:Body>' : '  <soap:Body/>');
  if (body.length > 0) lines.push(...body.flat(), '  </soap:Body>');
  lines.push('</soap:Envelope>');
  return lines.join('\n');
}

export interface FaultInput {
  version: '1.1' | '1.2';
  /** faultstring (1.1) or Reason/Text (1.2). */
  reason: string;
  /** The fault message's element (a WSDL `wsdl:fault`), written into detail (1.1) or Detail (1.2). */
  detail?: Schema;
  /** Whose fault: the server's (the default) or the request's (the mock's answer to a request it cannot take). */
  code?: 'server' | 'client';
}

/**
 * A sample SOAP Fault envelope: SOAP 1.1 `faultcode` (`soap:Server`, or `soap:Client`), `faultstring` and
 * `detail`; SOAP 1.2 `Code/Value` (`soap:Receiver`, or `soap:Sender`), `Reason/Text` and `Detail`. The detail
 * element is written as a body element is; without one there is no detail.
 */
export function soapFaultEnvelope(input: FaultInput): string {
  const writer = new EnvelopeWriter();
  const detail = input.detail ? writer.element(input.detail, input.detail.xml?.name ?? input.detail.name ?? 'detail', 4, []) : [];
  const reason = escapeText(input.reason);
  const client = input.code === 'client';
  const fault =
    input.version === '1.2'
      ? [
          '      <soap:Code>',
          `        <soap:Value>${client ? 'soap:Sender' : 'soap:Receiver'}</soap:Value>`,
          '      </soap:Code>',
          '      <soap:Reason>',
          `        <soap:Text xml:lang="en">${reason}</soap:Text>`,
          '      </soap:Reason>',
          ...(detail.length > 0 ? ['      <soap:Detail>', ...detail, '      </soap:Detail>'] : []),
        ]
      : [`      <faultcode>${client ? 'soap:Client' : 'soap:Server'}</faultcode>`, `      <faultstring>${reason}</faultstring>`, ...(detail.length > 0 ? ['      <detail>', ...detail, '      </detail>'] : [])];
  const envelopeNs = input.version === '1.2' ? NS.envelope12 : NS.envelope11;
  const declarations = [`xmlns:soap="${envelopeNs}"`, ...writer.declarations()].join(' ');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<soap:Envelope ${declarations}>`,
    '  <soap:Body>',
    '    <soap:Fault>',
    ...fault,
    '    </soap:Fault>',
    '  </soap:Body>',
    '</soap:Envelope>',
  ].join('\n');
}

/**
 * A sample XML document holding one element, its namespace prefixes declared on it; written as if it were
 * inside soap:Body (same depth rules as an envelope), then dedented.
 */
export function xmlElementSample(schema: Schema): string {
  const writer = new EnvelopeWriter();
  const lines = writer.element(schema, schema.xml?.name ?? schema.name ?? 'root', 2, []).map((line) => line.slice(4));
  const declarations = writer.declarations();
  if (declarations.length > 0 && lines[0] !== undefined) lines[0] = lines[0].replace(/^<([^\s/>]+)/, `<$1 ${declarations.join(' ')}`);
  return ['<?xml version="1.0" encoding="utf-8"?>', ...lines].join('\n');
}

class EnvelopeWriter {
  private readonly prefixes = new Map<string, string>();
  /** Elements written so far (see OPTIONAL_BUDGET). */
  private written = 0;

  declarations(): string[] {
    return [...this.prefixes].map(([ns, prefix]) => `xmlns:${prefix}="${escapeAttr(ns)}"`);
  }

  private qualified(name: string, ns: string | undefined): string {
    if (ns === undefined || ns === '') return name;
    let prefix = this.prefixes.get(ns);
    if (prefix === undefined) {
      prefix = `ns${this.prefixes.size + 1}`;
      this.prefixes.set(ns, prefix);
    }
    return `${prefix}:${name}`;
  }

  /** Lines of one element (indented by `depth`), arrays written as one occurrence of their item. */
  element(schema: Schema, name: string, depth: number, ancestors: readonly object[]): string[] {
    this.written++;
    const occurrence = occurrenceOf(schema);
    const pad = '  '.repeat(depth);
    const tag = this.qualified(occurrence.xml?.name ?? schema.xml?.name ?? name, occurrence.xml?.namespace ?? schema.xml?.namespace);
    const properties = Object.entries(occurrence.properties ?? {});
    // `nodeType` (OpenAPI 3.2) or the older `attribute` flag: the same question.
    const isAttribute = (p: Schema): boolean => p.xml?.attribute === true || p.xml?.nodeType === 'attribute';
    const attributes = properties.filter(([, p]) => isAttribute(p));
    const children = properties.filter(([, p]) => !isAttribute(p));
    const attrText = attributes
      .filter(([key]) => occurrence.required?.includes(key))
      .map(([key, p]) => ` ${p.xml?.name ?? key}="${escapeAttr(placeholder(p))}"`)
      .join('');
    const identity = occurrence.properties;
    const recursive = identity !== undefined && ancestors.includes(identity);
    if (children.length === 0 || recursive || depth > MAX_DEPTH) {
      const hasText = !occurrence.type || occurrence.type.some((t) => t !== 'object');
      if (!hasText || (recursive && children.length > 0)) return [`${pad}<${tag}${attrText}/>`];
      return [`${pad}<${tag}${attrText}>${escapeText(placeholder(occurrence))}</${tag}>`];
    }
    const skipped = skippedAlternatives(occurrence);
    const inner: string[] = [];
    const nextAncestors = identity ? [...ancestors, identity] : ancestors;
    for (const [key, child] of children) {
      if (skipped.has(key)) continue;
      const required = occurrence.required?.includes(key) ?? false;
      if (!required && (this.written >= OPTIONAL_BUDGET || isRecursion(child, nextAncestors))) continue;
      const note = occurrenceNote(child, required);
      if (note !== undefined) inner.push(`${pad}  <!--${note}-->`);
      inner.push(...this.element(child, key, depth + 1, nextAncestors));
    }
    if (inner.length === 0) return [`${pad}<${tag}${attrText}/>`];
    return [`${pad}<${tag}${attrText}>`, ...inner, `${pad}</${tag}>`];
  }
}

/** The schema of one occurrence: the item of a repeated element (an xsd:list stays one text value). */
function occurrenceOf(schema: Schema): Schema {
  return schema.type?.includes('array') && schema.items && schema.format !== 'list' ? schema.items : schema;
}

/** True when writing `schema` would enter a type already being written above it. */
function isRecursion(schema: Schema, ancestors: readonly object[]): boolean {
  const properties = occurrenceOf(schema).properties;
  return properties !== undefined && ancestors.includes(properties);
}

/** What the comment before an element says: whether it may be left out and how often it may occur. */
function occurrenceNote(schema: Schema, required: boolean): string | undefined {
  const max = schema.maxOccurs;
  const repeated = max === 'unbounded' || (max !== undefined && max > 1);
  const min = schema.minOccurs ?? 1;
  const notes: string[] = [];
  if (!required) notes.push('Optional');
  if (repeated) {
    const bound = max === 'unbounded' ? '' : ` up to ${max} times`;
    notes.push(required && min > 1 ? `repeatable${bound}, at least ${min} times` : `repeatable${bound}`);
  }
  const note = notes.join(', ');
  return note === '' ? undefined : note[0]!.toUpperCase() + note.slice(1);
}

/** Every alternative of a choice but the first. */
function skippedAlternatives(schema: Schema): Set<string> {
  const choices = (schema.extensions?.[CHOICE_EXTENSION] ?? []) as string[][];
  return new Set(choices.flatMap((names) => names.slice(1)));
}

/** A value of the right XSD type: the schema's own default/fixed/enum first, else a typed placeholder. */
export function placeholder(schema: Schema): string {
  if (schema.const !== undefined) return String(schema.const);
  if (schema.default !== undefined) return String(schema.default);
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  const type = schema.type?.find((t) => t !== 'null' && t !== 'object');
  const format = schema.format ?? '';
  if (type === 'boolean') return 'false';
  if (type === 'integer' || type === 'number') return numberPlaceholder(schema, type);
  const samples: Record<string, string> = {
    dateTime: '2024-01-01T00:00:00Z',
    dateTimeStamp: '2024-01-01T00:00:00Z',
    date: '2024-01-01',
    time: '00:00:00',
    duration: 'PT0S',
    dayTimeDuration: 'PT0S',
    yearMonthDuration: 'P0M',
    gYear: '2024',
    gYearMonth: '2024-01',
    gMonth: '--01',
    gMonthDay: '--01-01',
    gDay: '---01',
    anyURI: 'http://example.com',
    base64Binary: 'AA==',
    hexBinary: '00',
    language: 'en',
    QName: 'prefix:name',
  };
  return samples[format] ?? (schema.minLength !== undefined && schema.minLength > 6 ? 'x'.repeat(schema.minLength) : 'string');
}

/** 0 when the range allows it, else the nearest bound. */
function numberPlaceholder(schema: Schema, type: 'integer' | 'number'): string {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const value = low !== undefined && low > 0 ? low : high !== undefined && high < 0 ? high : 0;
  return type === 'number' && Number.isInteger(value) ? value.toFixed(1) : String(value);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
