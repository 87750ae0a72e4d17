/**
 * The JSON Schema a request value is checked against: the model schema as `toJsonSchema` writes it, adjusted
 * for requests. readOnly properties are not sent in requests, so they are never required there; patterns the
 * validator cannot compile (it uses the `u` flag, which XSD-style escapes such as `\-` break) are left out; a
 * discriminator picks the alternative to check (discriminator-schema.ts).
 */
import type { Schema } from '../model/index.js';
import { toJsonSchema, type JsonSchema } from '../schema/to-json-schema.js';
import { applyDiscriminators } from './discriminator-schema.js';

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'contentSchema'] as const;
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const MAP = ['properties', 'patternProperties', '$defs'] as const;

export function requestJsonSchema(schema: Schema): JsonSchema {
  const root = toJsonSchema(schema);
  const nodes = allNodes(root);
  const defs = isNode(root['$defs']) ? root['$defs'] : {};
  const resolve = (node: Node): Node => {
    // toJsonSchema writes only local `#/$defs/<key>` references; a definition may itself be a reference.
    let current = node;
    for (let hops = 0; hops < 16 && typeof current['$ref'] === 'string'; hops++) {
      const target = defs[(current['$ref'] as string).replace('#/$defs/', '')];
      if (!isNode(target)) break;
      current = target;
    }
    return current;
  };
  const readOnlyNames = readOnlyNamesByGroup(nodes, resolve);
  for (const node of nodes) {
    const hidden = readOnlyNames.get(node);
    if (hidden && Array.isArray(node['required'])) {
      // A new array: `required` is the model's own array, shared with the page.
      node['required'] = (node['required'] as unknown[]).filter((name) => typeof name !== 'string' || !hidden.has(name));
    }
    dropBrokenPatterns(node);
  }
  applyDiscriminators(schema, root);
  return root;
}

/** Every schema object of the document, each once (definitions included). */
function allNodes(root: Node): Node[] {
  const seen = new Set<Node>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isNode(node) || seen.has(node)) continue;
    seen.add(node);
    for (const key of ONE) stack.push(node[key]);
    for (const key of LIST) if (Array.isArray(node[key])) stack.push(...(node[key] as unknown[]));
    for (const key of MAP) if (isNode(node[key])) stack.push(...Object.values(node[key]));
  }
  return [...seen];
}

/**
 * Schemas joined by allOf describe one object, and a `required` in one member may name a property another member
 * declares readOnly; so members are grouped (union-find) and each group shares one set of readOnly names.
 */
function readOnlyNamesByGroup(nodes: Node[], resolve: (node: Node) => Node): Map<Node, Set<string>> {
  const parent = new Map<Node, Node>();
  const find = (n: Node): Node => {
    let root = n;
    while (parent.has(root)) root = parent.get(root)!;
    return root;
  };
  const join = (a: Node, b: Node) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };
  for (const node of nodes) {
    join(node, resolve(node));
    for (const member of Array.isArray(node['allOf']) ? node['allOf'] : []) if (isNode(member)) join(node, resolve(member));
  }
  const names = new Map<Node, Set<string>>();
  for (const node of nodes) {
    const properties = node['properties'];
    if (!isNode(properties)) continue;
    for (const [name, property] of Object.entries(properties)) {
      if (!isNode(property) || (property['readOnly'] !== true && resolve(property)['readOnly'] !== true)) continue;
      const group = find(node);
      if (!names.has(group)) names.set(group, new Set());
      names.get(group)!.add(name);
    }
  }
  const byNode = new Map<Node, Set<string>>();
  for (const node of nodes) {
    const set = names.get(find(node));
    if (set) byNode.set(node, set);
  }
  return byNode;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

function dropBrokenPatterns(node: Node): void {
  if (typeof node['pattern'] === 'string' && !compiles(node['pattern'])) delete node['pattern'];
  const patterns = node['patternProperties'];
  if (isNode(patterns)) {
    for (const key of Object.keys(patterns)) if (!compiles(key)) delete patterns[key];
  }
}
