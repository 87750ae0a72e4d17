import type { ApiModel } from '../model/api.js';
import { sectionId } from '../model/ids.js';
import { operationMethodLabel } from '../model/http-method.js';
import type { MediaType, Operation } from '../model/operation.js';
import type { Schema } from '../model/schema.js';
import { plainText } from './plain-text.js';
import type { SearchDocument, SearchKind } from './types.js';

type Draft = Omit<SearchDocument, 'key' | 'description' | 'keywords'> & { description?: string; keywords?: string };

/**
 * Description text indexed per kind. A member's description mostly repeats the words of its owner ("The
 * account ID", "Results per page"), and such shared words made every query scan most of the index; the first
 * sentence or so keeps what tells members apart. An operation's first paragraph says what it does; the rest
 * (notes, permissions, OAuth scopes) mostly adds words every operation shares.
 */
const DESCRIPTION_CHARS: Record<SearchKind, number> = {
  operation: 200,
  schema: 160,
  type: 160,
  channel: 160,
  message: 160,
  field: 120,
  'enum-value': 100,
  parameter: 80,
  property: 80,
  response: 60,
};

/** Inline object nesting followed below a body or schema; named schemas are indexed on their own. */
const MAX_DEPTH = 2;

/**
 * Every searchable thing of the model, one item (operation, schema, message …) per step, so a caller can
 * slice the work between frames. Each yielded array belongs to one model item.
 */
export function* searchDocuments(model: ApiModel): Generator<SearchDocument[]> {
  let key = 0;
  const finish = (drafts: Draft[]): SearchDocument[] =>
    drafts.map((d) => ({ ...d, key: key++, keywords: d.keywords ?? '', description: plainText(d.description, DESCRIPTION_CHARS[d.kind]) }));
  const channels = new Set<string>();
  const tagSummaries = summariesOf(model);
  for (const op of model.operations) {
    yield finish(operationDocuments(op, channels, tagSummaries));
    // A callback's card is a compact one inside its operation's card, without anchors of its own: link to that card.
    for (const callback of op.callbacks) for (const cb of callback.operations) yield finish(operationDocuments(cb, channels, tagSummaries).map((d) => ({ ...d, id: op.id })));
  }
  for (const message of model.messages ?? []) {
    const title = message.title ?? message.name ?? message.id;
    yield finish([
      {
        id: sectionId.message(message.id),
        kind: 'message',
        title,
        keywords: [message.id, message.name, message.summary, ...message.tags.map((t) => t.name)].join(' '),
        description: message.description,
      },
      ...propertyDrafts(message.payload, sectionId.message(message.id), title),
    ]);
  }
  const graphql = model.graphql;
  // Root types' fields are the operations above: indexed once, as operations.
  const roots = new Set(Object.values(graphql?.rootTypes ?? {}));
  for (const [name, schema] of model.schemas) {
    if (roots.has(name)) continue;
    yield finish(graphql ? graphqlTypeDocuments(name, schema) : schemaDocuments(name, schema));
  }
}

/** Tag name → its summary (or `x-displayName`), for the tags that have one: an operation is found by both. */
function summariesOf(model: ApiModel): Map<string, string> {
  const summaries = new Map<string, string>();
  for (const tag of model.tags) if (tag.summary) summaries.set(tag.name, tag.summary);
  return summaries;
}

function operationDocuments(op: Operation, channels: Set<string>, tagSummaries: ReadonlyMap<string, string>): Draft[] {
  const method = operationMethodLabel(op);
  const title = shortTitle(op.summary) ?? op.operationId ?? `${method} ${op.path}`;
  const owner = `${method} ${op.path}`;
  const at = { method, path: op.path };
  const docs: Draft[] = [
    {
      id: op.id,
      kind: 'operation',
      title,
      ...at,
      keywords: [op.operationId, op.method, op.path, ...op.tags, ...op.tags.map((t) => tagSummaries.get(t)), op.soap?.soapAction].filter(Boolean).join(' '),
      description: op.description,
    },
  ];
  if (op.graphql) {
    for (const arg of op.graphql.field.args) {
      docs.push({ id: op.id, kind: 'parameter', title: arg.name, owner, ...at, keywords: arg.type, description: arg.description });
    }
    return docs;
  }
  for (const p of op.parameters) {
    docs.push({ id: sectionId.parameter(op.id, p.in, p.name), kind: 'parameter', title: p.name, owner, ...at, keywords: p.in, description: p.description });
  }
  docs.push(...mediaDrafts(op.requestBody?.content, sectionId.requestBody(op.id), owner, at));
  for (const r of op.responses) {
    const id = sectionId.response(op.id, r.status);
    docs.push({ id, kind: 'response', title: r.status, owner, ...at, description: r.description });
    for (const h of r.headers) {
      docs.push({ id, kind: 'parameter', title: h.name, owner, ...at, keywords: `header ${r.status}`, description: h.description });
    }
    docs.push(...mediaDrafts(r.content, id, owner, at));
  }
  if (op.soap && !op.requestBody) {
    docs.push(...propertyDrafts(op.soap.inputElement, op.id, owner, at), ...propertyDrafts(op.soap.outputElement, op.id, owner, at));
  }
  const async = op.async;
  if (async && !channels.has(async.channel.id)) {
    channels.add(async.channel.id);
    const id = sectionId.channel(async.channel.id);
    const name = async.channel.address ?? async.channel.id;
    docs.push({ id, kind: 'channel', title: name, keywords: async.channel.id, description: async.channel.description });
    for (const p of async.channel.parameters) docs.push({ id, kind: 'parameter', title: p.name, owner: name, description: p.description });
  }
  return docs;
}

/** A summary's first line, capped: some specs put whole paragraphs there (the rest is in the description). */
function shortTitle(summary: string | undefined): string | undefined {
  const line = summary?.split('\n', 1)[0]?.trim();
  if (!line) return undefined;
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

/** Body properties of each media type (a stream's: of its items), once per property (JSON and XML variants repeat them). */
function mediaDrafts(content: MediaType[] | undefined, id: string, owner: string, at: Pick<Draft, 'method' | 'path'>): Draft[] {
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  for (const media of content ?? []) {
    for (const d of propertyDrafts(media.itemSchema ?? media.schema, id, owner, at, false)) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      drafts.push(d);
    }
  }
  return drafts;
}

function schemaDocuments(name: string, schema: Schema): Draft[] {
  const id = sectionId.schema(name);
  return [
    { id, kind: 'schema', title: name, keywords: schema.title, description: schema.description },
    ...propertyDrafts(schema, id, name, {}, true),
  ];
}

/**
 * Properties of a schema, following inline objects, arrays and compositions. A named schema below the root
 * is not entered: it has its own documents. `enterNamedRoot` lets a schema's own entry list its properties.
 */
function propertyDrafts(root: Schema | undefined, id: string, owner: string, at: Pick<Draft, 'method' | 'path'> = {}, enterNamedRoot = true): Draft[] {
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  const visit = (schema: Schema, depth: number, names: string[], ancestors: Set<Schema>, isRoot = false): void => {
    if (depth > MAX_DEPTH || ancestors.has(schema)) return;
    // A named schema is indexed once, under its own entry: not again inside allOf parts, items or bodies.
    if (schema.name !== undefined && !(isRoot && enterNamedRoot)) return;
    const inner = new Set(ancestors).add(schema);
    const where = names.length === 0 ? owner : `${owner} › ${names.join('.')}`; // one string for all siblings
    for (const [prop, child] of Object.entries(schema.properties ?? {})) {
      const path = [...names, prop];
      const rowId = sectionId.property(id, path);
      // A property repeated by several variants (oneOf, allOf parts) is one row id: indexed once.
      if (!seen.has(rowId)) {
        seen.add(rowId);
        drafts.push({ id: rowId, section: id, row: path.join('.'), kind: 'property', title: prop, owner: where, ...at, description: child.description });
      }
      visit(child, depth + 1, path, inner);
    }
    for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) visit(part, depth, names, inner);
    if (schema.items) visit(schema.items, depth, names, inner);
  };
  if (root) visit(root, 0, [], new Set(), true);
  return drafts;
}

/** GraphQL named types: the type, its fields (with arguments as keywords), input fields and enum values. */
function graphqlTypeDocuments(name: string, schema: Schema): Draft[] {
  const type = schema.graphql;
  const typeId = sectionId.graphqlType(name);
  const docs: Draft[] = [{ id: typeId, kind: 'type', title: name, keywords: type?.kind, description: type?.description ?? schema.description }];
  if (!type) return docs;
  for (const f of type.fields) {
    docs.push({
      id: sectionId.graphqlTypeField(name, f.name),
      kind: 'field',
      title: f.name,
      owner: name,
      keywords: [f.type, ...f.args.map((a) => a.name)].join(' '),
      description: f.description,
    });
  }
  for (const f of type.inputFields) {
    docs.push({ id: sectionId.graphqlTypeField(name, f.name), kind: 'field', title: f.name, owner: name, keywords: f.type, description: f.description });
  }
  for (const v of type.enumValues) {
    docs.push({ id: sectionId.graphqlTypeField(name, v.name), kind: 'enum-value', title: v.name, owner: name, description: v.description });
  }
  return docs;
}

