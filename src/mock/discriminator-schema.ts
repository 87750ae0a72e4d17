/**
 * OpenAPI's discriminator in JSON Schema terms. With a discriminator, the value of its property picks the oneOf
 * (or anyOf) alternative the object must match; plain JSON Schema would instead demand that exactly one
 * alternative matches, which alternatives that differ only by that property's name (the usual case) never
 * satisfy. Each alternative becomes `if <property> is one of its values then <alternative>`; an object whose
 * value names no alternative goes to `defaultMapping` (OpenAPI 3.2), else to the alternatives as written.
 */
import type { Schema } from '../model/index.js';
import type { JsonSchema } from '../schema/to-json-schema.js';

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Rewrites, in `json` (toJsonSchema's output for `model`), every oneOf/anyOf that has a discriminator. */
export function applyDiscriminators(model: Schema, json: JsonSchema): void {
  const defs = isNode(json['$defs']) ? json['$defs'] : {};
  const visited = new Set<Node>();
  // toJsonSchema writes each model node inline or as a definition, keeping the shape of its subschemas, so the
  // two graphs can be walked side by side.
  const stack: Array<[Schema, unknown]> = [[model, json]];
  while (stack.length > 0) {
    const [m, written] = stack.pop()!;
    const j = isNode(written) && typeof written['$ref'] === 'string' ? defs[written['$ref'].replace('#/$defs/', '')] : written;
    if (!isNode(j) || visited.has(j)) continue;
    visited.add(j);
    for (const [m2, j2] of pairedChildren(m, j)) stack.push([m2, j2]);
    if (m.discriminator) rewrite(m, j);
  }
}

function pairedChildren(m: Schema, j: Node): Array<[Schema, unknown]> {
  const out: Array<[Schema, unknown]> = [];
  const at = (key: string, index: string | number): unknown => {
    const holder = j[key];
    return isNode(holder) || Array.isArray(holder) ? (holder as Record<string | number, unknown>)[index] : undefined;
  };
  for (const key of ['properties', 'patternProperties'] as const) {
    for (const [name, child] of Object.entries(m[key] ?? {})) out.push([child, at(key, name)]);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const) {
    (m[key] ?? []).forEach((child, i) => out.push([child, at(key, i)]));
  }
  for (const key of ['items', 'not', 'contentSchema', 'additionalProperties'] as const) {
    const child = m[key];
    if (typeof child === 'object') out.push([child, j[key]]);
  }
  return out;
}

function rewrite(m: Schema, j: Node): void {
  const { propertyName, mapping = {}, defaultMapping } = m.discriminator!;
  const key = m.oneOf && m.oneOf.length > 0 ? 'oneOf' : 'anyOf';
  const branches = m[key] ?? [];
  const written = j[key];
  if (branches.length === 0 || !Array.isArray(written)) return;
  // Mapped values, and (as OpenAPI allows) the schema's own name as an implicit value.
  const valuesOf = (branch: Schema): string[] => {
    const values = Object.entries(mapping).filter(([, name]) => name === branch.name).map(([value]) => value);
    if (branch.name !== undefined && !Object.hasOwn(mapping, branch.name)) values.push(branch.name);
    return values;
  };
  const chosen = branches.map((branch, i) => ({ values: valuesOf(branch), schema: written[i] as unknown }));
  const known = chosen.flatMap((c) => c.values);
  if (known.length === 0) return;
  const naming = (values: string[]) => ({ type: 'object', required: [propertyName], properties: { [propertyName]: { enum: values } } });
  const fallbackAt = defaultMapping === undefined ? -1 : branches.findIndex((b) => b.name === defaultMapping);
  const fallback = fallbackAt >= 0 ? written[fallbackAt] : { [key]: written };
  delete j[key];
  j['allOf'] = [
    ...(Array.isArray(j['allOf']) ? j['allOf'] : []),
    ...chosen.filter((c) => c.values.length > 0).map((c) => ({ if: naming(c.values), then: c.schema })),
    { if: naming(known), else: fallback },
  ];
}
