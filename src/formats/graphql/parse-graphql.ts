/**
 * GraphQL SDL or introspection → the normalized model. Root fields become operations grouped by root
 * (`#query-<field>`), every named type a schema entry carrying its GraphQL kind (`#type-<Name>`), directive
 * definitions and root type names go on `model.graphql`. Root type names come from the schema, never assumed.
 */
import type {
  ApiModel,
  GraphqlField,
  GraphqlRootKind,
  GraphqlSchemaInfo,
  GraphqlType,
  GraphqlTypeKind,
  Operation,
  Schema,
  SpecError,
  Tag,
} from '../../model/index.js';
import { defineLazy, sectionId } from '../../model/index.js';
import type { ParseContext } from '../registry.js';
import { readSchema } from './read-schema.js';
import { canCheckInWorker, sdlProblemsInWorker } from './check-in-worker.js';
import { buildRelations } from './relations.js';
import { graphqlExample, type TypeLookup } from './example.js';
import { missingExportOptions } from './export-options.js';
import { compareNames } from './name-order.js';

/**
 * SDL longer than this is checked in a worker after the page is shown (in a page; Node checks in place): the
 * checks cost as much as building the schema, and GitHub's 1.2 MB SDL spends ~0.2 s of an idle main thread in them.
 */
const CHECK_IN_WORKER_OVER = 64 * 1024;

/** Sidebar and page order of the kinds. */
const KIND_ORDER: GraphqlType['kind'][] = ['object', 'interface', 'union', 'enum', 'input', 'scalar'];
const ROOT_TAGS: Record<GraphqlRootKind, string> = { query: 'Queries', mutation: 'Mutations', subscription: 'Subscriptions' };
/** Roots with more fields than this are split into groups by name prefix (the schema offers no tags). */
const SPLIT_ROOTS_OVER = 50;

export function parse(doc: unknown, ctx: ParseContext): ApiModel {
  const deferChecks = typeof doc === 'string' && doc.length > CHECK_IN_WORKER_OVER && canCheckInWorker();
  const read = readSchema(doc, { deferChecks });
  const schemas = new Map<string, Schema>();
  const kinds = new Map<string, GraphqlTypeKind>();
  const byName = new Map(read.types.map((t) => [t.name, t]));
  const defined = KIND_ORDER.flatMap((kind) => read.types.filter((t) => t.kind === kind));
  for (const type of defined) {
    const entry: Schema = { name: type.name };
    if (type.description) entry.description = type.description;
    kinds.set(type.name, type.kind);
    if (type.kind === 'object' || type.kind === 'input' || type.kind === 'interface') entry.type = ['object'];
    // Converted when first read (a type's entry scrolled into view, an example, the relations): GitHub has 1,600.
    defineLazy(entry, 'graphql', type.convert);
    schemas.set(type.name, entry);
  }
  const { directives } = read;
  const rootTypes: GraphqlSchemaInfo['rootTypes'] = {};
  for (const [kind, name] of read.roots) rootTypes[kind] = name;

  const info = {
    source: read.source,
    rootTypes,
    kinds,
    directives,
    missingExportOptions: read.raw ? missingExportOptions(read.raw) : [],
  } as GraphqlSchemaInfo;
  if (deferChecks) info.checked = lateProblems(doc as string, read.warnings);
  defineLazy(info, 'relations', () => buildRelations(defined.map((t) => t.links()), directives));
  const lookup: TypeLookup = {
    type: (name) => schemas.get(name)?.graphql,
    implementedBy: (name) => info.relations.implementedBy.get(name) ?? [],
  };

  const operations: Operation[] = [];
  const tags: Tag[] = [];
  for (const [root, typeName] of read.roots) {
    const ids: string[] = [];
    for (const f of byName.get(typeName)?.convert().fields ?? []) {
      const op = rootFieldOperation(root, typeName, f, lookup);
      operations.push(op);
      ids.push(op.id);
    }
    if (ids.length > SPLIT_ROOTS_OVER) {
      tags.push(...prefixTags(root, typeName, operations.slice(operations.length - ids.length)));
    } else if (ids.length > 0 || root === 'query') {
      tags.push({ name: ROOT_TAGS[root], description: `Fields of the ${root} root type \`${typeName}\`.`, operationIds: ids });
    }
  }

  const model: ApiModel = {
    specType: ctx.specType,
    specVersion: '',
    info: { title: 'GraphQL API', version: '' },
    servers: [],
    tags,
    operations,
    schemas,
    securitySchemes: [],
    graphql: info,
    warnings: read.warnings,
  };
  if (read.description) model.info.description = read.description;
  return model;
}

/** The worker's findings that the read has not reported already (it reports the stand-ins for undefined types). */
async function lateProblems(text: string, known: readonly SpecError[]): Promise<SpecError[]> {
  // Started once the page is idle (its first render done): starting a worker and copying the text to it is
  // main-thread work (~15 ms for GitHub's SDL) that should not delay the first view.
  await afterFirstRender();
  const seen = new Set(known.map((w) => w.message));
  return (await sdlProblemsInWorker(text)).filter((w) => !seen.has(w.message));
}

/** Waits for an idle period (at most ~1 s), or one task where there are no idle callbacks. */
function afterFirstRender(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * A long root (GitHub has 242 mutations) is split by the first word of the field names, `Mutations: add`,
 * `Mutations: create` …; words only one field starts with go to `<Root>: other`. Each field's `tags` follows.
 */
function prefixTags(root: GraphqlRootKind, typeName: string, ops: Operation[]): Tag[] {
  const byWord = new Map<string, Operation[]>();
  for (const op of ops) {
    const word = /^_*[a-z0-9]+|^_*[A-Z][a-z0-9]*/.exec(op.graphql?.field.name ?? '')?.[0] ?? '';
    const list = byWord.get(word);
    if (list) list.push(op);
    else byWord.set(word, [op]);
  }
  const label = ROOT_TAGS[root];
  const other: Operation[] = [];
  const tags: Tag[] = [];
  for (const [word, list] of [...byWord].sort((a, b) => compareNames(a[0], b[0]))) {
    if (list.length < 2 || word === '') {
      other.push(...list);
      continue;
    }
    tags.push(prefixTag(`${label}: ${word}`, `Fields of \`${typeName}\` starting with “${word}”.`, list));
  }
  if (other.length > 0) tags.push(prefixTag(`${label}: other`, `The other fields of \`${typeName}\`.`, other));
  return tags;
}

function prefixTag(name: string, description: string, ops: Operation[]): Tag {
  for (const op of ops) op.tags = [name];
  return { name, description, operationIds: ops.map((op) => op.id) };
}

function rootFieldOperation(root: GraphqlRootKind, rootTypeName: string, f: GraphqlField, lookup: TypeLookup): Operation {
  const op: Operation = {
    id: sectionId.graphqlField(root, f.name),
    kind: 'graphql',
    method: root,
    path: `${rootTypeName}.${f.name}`,
    summary: f.name,
    deprecated: f.deprecated,
    tags: [ROOT_TAGS[root]],
    parameters: [],
    responses: [],
    callbacks: [],
  };
  if (f.description !== undefined) op.description = f.description;
  const info = { root, rootTypeName, field: f } as NonNullable<Operation['graphql']>;
  defineLazy(info, 'example', () => graphqlExample(root, f, lookup));
  op.graphql = info;
  return op;
}
