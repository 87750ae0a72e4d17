import type { Callback, CodeSample, Operation, OperationKind, Parameter, RequestBody, Response } from '../../model/operation.js';
import type { SecurityRequirement } from '../../model/security.js';
import { defineLazy } from '../../model/lazy.js';
import { slugifyOperationId, uniqueIds } from '../../model/ids.js';
import { fail, pointerToken, toPointer, say } from '../../errors.js';
import { guarded, type OpenApiContext } from './context.js';
import { asArray, asString, asStringArray, assignDefined, codeSamplesOf, entries, extensionsOf, isObject, type RawObject } from '../raw.js';
import { servers3 } from './servers.js';
import { isAtLeast31 } from './detect.js';
import { openapiMessages } from './texts.js';
import { pathItemMethods } from './path-item-methods.js';

/** The version-specific part of reading an operation (2.0 and 3.x differ in parameters, bodies, responses). */
export interface OperationAdapter {
  parameters(ctx: OpenApiContext, op: RawObject, pathItem: RawObject): Parameter[];
  hasRequestBody(ctx: OpenApiContext, op: RawObject, pathItem: RawObject): boolean;
  requestBody(ctx: OpenApiContext, op: RawObject, pathItem: RawObject): RequestBody | undefined;
  responses(ctx: OpenApiContext, op: RawObject): Response[];
}

interface PendingOperation {
  kind: OperationKind;
  method: string;
  path: string;
  raw: RawObject;
  pathItem: RawObject;
  /** Summary/description written next to a path item `$ref` (3.1), which override the target's. */
  itemSummary?: string | undefined;
  itemDescription?: string | undefined;
  /** JSON pointer of the operation, built only when a warning needs it. */
  location: () => string;
}

/**
 * Every operation: paths first (document order, methods in the order written, see pathItemMethods), then
 * webhooks (3.1+ `webhooks`, then the `x-webhooks` extension). Ids: operationIds are reserved first so a generated
 * `get-pets` never steals an id the author wrote; repeats get -2, -3…
 */
export function collectOperations(ctx: OpenApiContext, adapter: OperationAdapter, maxOperations: number): Operation[] {
  const pending: PendingOperation[] = [];
  const addItem = (kind: OperationKind, path: string, rawItem: unknown, base: string): void => {
    const item = ctx.refs.derefObject(rawItem);
    if (!item || !isObject(rawItem)) return;
    const itemSummary = item === rawItem ? undefined : asString(rawItem['summary']);
    const itemDescription = item === rawItem ? undefined : asString(rawItem['description']);
    for (const { method, raw, keys } of pathItemMethods(ctx, item, () => toPointer([base, path]))) {
      const location = (): string => toPointer([base, path, ...keys]);
      pending.push({ kind, method, path, raw, pathItem: item, itemSummary, itemDescription, location });
    }
  };
  for (const [path, item] of entries(ctx.doc['paths'])) addItem('http', path, item, 'paths');
  if (isAtLeast31(ctx.version)) for (const [name, item] of entries(ctx.doc['webhooks'])) addItem('webhook', name, item, 'webhooks');
  for (const [name, item] of entries(ctx.doc['x-webhooks'])) addItem('webhook', name, item, 'x-webhooks');
  if (pending.length > maxOperations) {
    fail('too-large', say(openapiMessages, 'tooManyOperations', pending.length, maxOperations));
  }

  const unique = uniqueIds();
  const ids = new Array<string>(pending.length);
  pending.forEach((p, i) => {
    const operationId = asString(p.raw['operationId']);
    if (operationId !== undefined && operationId !== '') ids[i] = unique(operationId);
  });
  pending.forEach((p, i) => {
    ids[i] ??= unique(slugifyOperationId(p.method, p.path));
  });
  return pending.map((p, i) => buildOperation(ctx, adapter, p, ids[i]!));
}

function buildOperation(ctx: OpenApiContext, adapter: OperationAdapter, p: PendingOperation, id: string): Operation {
  const { raw, pathItem } = p;
  const op = assignDefined(
    {
      id,
      kind: p.kind,
      method: p.method,
      path: p.path,
      deprecated: raw['deprecated'] === true,
      tags: asStringArray(raw['tags']),
    } as Operation,
    {
      operationId: asString(raw['operationId']),
      summary: asString(raw['summary']) ?? p.itemSummary ?? asString(pathItem['summary']),
      description: asString(raw['description']) ?? p.itemDescription ?? asString(pathItem['description']),
      externalDocs: isObject(raw['externalDocs']) && typeof raw['externalDocs']['url'] === 'string'
        ? (raw['externalDocs'] as { url: string; description?: string })
        : undefined,
      security: Array.isArray(raw['security']) ? securityRequirements(raw['security']) : undefined,
      servers: ctx.version === '2.0' ? undefined : servers3(raw['servers']) ?? servers3(pathItem['servers']),
      codeSamples: codeSamplesOf(raw),
      extensions: extensionsOf(raw),
    },
  );
  const where = p.location;
  defineLazy(op, 'parameters', () => guarded(ctx, [], where, () => adapter.parameters(ctx, raw, pathItem)));
  if (adapter.hasRequestBody(ctx, raw, pathItem)) {
    defineLazy(op, 'requestBody', () => guarded(ctx, undefined, where, () => adapter.requestBody(ctx, raw, pathItem)));
  }
  defineLazy(op, 'responses', () => guarded(ctx, [], where, () => adapter.responses(ctx, raw)));
  defineLazy(op, 'callbacks', () => guarded(ctx, [], where, () => callbacks(ctx, adapter, raw, op, where)));
  return op;
}

/** 3.x callbacks: name → expression → path item; their operations have kind 'callback' and the expression as path. */
function callbacks(ctx: OpenApiContext, adapter: OperationAdapter, raw: RawObject, parent: Operation, where: () => string): Callback[] {
  if (ctx.version === '2.0') return [];
  return entries(raw['callbacks']).map(([name, value]) => {
    const callback = ctx.refs.derefObject(value) ?? {};
    const unique = uniqueIds();
    const operations: Operation[] = [];
    for (const [expression, rawItem] of entries(callback)) {
      const item = ctx.refs.derefObject(rawItem);
      if (!item) continue;
      const itemLocation = (): string => `${where()}/callbacks/${pointerToken(name)}/${pointerToken(expression)}`;
      for (const { method, raw: rawOp } of pathItemMethods(ctx, item, itemLocation)) {
        const id = unique(`${parent.id}-callback-${slugifyOperationId(method, name)}`);
        const location = (): string => `${where()}/callbacks/${pointerToken(name)}`;
        operations.push(buildOperation(ctx, adapter, { kind: 'callback', method, path: expression, raw: rawOp, pathItem: item, location }, id));
      }
    }
    return { name, operations };
  });
}

/** Security requirement objects: scheme name → scopes. `[]` stays `[]` (explicitly public). */
export function securityRequirements(raw: unknown): SecurityRequirement[] {
  return asArray(raw)
    .filter(isObject)
    .map((requirement) => {
      const out: SecurityRequirement = {};
      for (const key of Object.keys(requirement)) out[key] = asStringArray(requirement[key]);
      return out;
    });
}
