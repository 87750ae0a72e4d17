import type { Tag } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import type { Parameter } from '../../model/operation.js';
import { isFixedHttpMethod, isHttpMethodToken } from '../../model/http-method.js';
import { pointerToken, specError, say } from '../../errors.js';
import { asArray, asBoolean, asString, assignDefined, entries, isObject, type RawObject } from '../raw.js';
import type { OpenApi32Reader, OpenApiContext } from './context.js';
import type { examplesOf } from './examples.js';
import type { mediaTypes } from './media-types.js';
import { resolveTagParents, type DeclaredParent } from './tag-parents.js';
import { clipped, openapi32Messages } from './texts-32.js';

export { documentBase } from './document-base.js';

/**
 * The parser chunk's readers this module builds on. They are passed in rather than imported: an import would
 * move them into a chunk shared with the parser, one more file for every OpenAPI page.
 */
export interface SharedReaders {
  mediaTypes: typeof mediaTypes;
  examplesOf: typeof examplesOf;
}

/** What only 3.2 documents need (see OpenApi32Reader); parse() loads this module for them alone. */
export function createOpenApi32Reader(shared: SharedReaders): OpenApi32Reader {
  return {
    additionalOperations,
    querystringParameter: (ctx, raw) => querystringParameter(ctx, raw, shared),
    checkQueryMix,
    declaredTags,
  };
}

/** The 3.2 fields of the declared tags (the first tag of each name, as buildTags keeps it). */
function declaredTags(tags: ReadonlyMap<string, Tag>, rawTags: unknown, warn: (error: SpecError) => void): void {
  const seen = new Set<string>();
  const parents = new Map<string, DeclaredParent>();
  asArray(rawTags).forEach((raw, index) => {
    if (!isObject(raw) || typeof raw['name'] !== 'string' || seen.has(raw['name'])) return;
    const name = raw['name'];
    seen.add(name);
    const tag = tags.get(name);
    if (!tag) return;
    const summary = nonEmpty(raw['summary']);
    if (summary !== undefined) tag.summary = summary;
    const kind = nonEmpty(raw['kind']);
    if (kind !== undefined) tag.kind = kind;
    const parent = nonEmpty(raw['parent']);
    if (parent !== undefined) parents.set(name, { parent, location: `/tags/${index}/parent` });
  });
  if (parents.size > 0) resolveTagParents(tags, parents, warn);
}

// The same test as tags.ts's (not imported: that would share a chunk with the parser).
function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `additionalOperations`: keys kept as written; a key that is no method token or names a fixed method is skipped. */
function additionalOperations(ctx: OpenApiContext, map: unknown, where: () => string): Array<[string, RawObject]> {
  const out: Array<[string, RawObject]> = [];
  for (const [method, raw] of entries(map)) {
    if (!isObject(raw)) continue;
    const problem = !isHttpMethodToken(method) ? 'additionalOperationNotToken' : isFixedHttpMethod(method) ? 'additionalOperationFixedMethod' : undefined;
    if (problem) {
      ctx.warn(specError('invalid-document', say(openapi32Messages, problem, clipped(method)), `${where()}/additionalOperations/${pointerToken(method)}`));
      continue;
    }
    out.push([method, raw]);
  }
  return out;
}

/**
 * A `querystring` parameter: its one `content` entry describes the whole query string, so it has no style;
 * without `content` there is nothing to build it from (a warning, and the parameter is left out).
 */
function querystringParameter(ctx: OpenApiContext, raw: RawObject, { mediaTypes, examplesOf }: SharedReaders): Parameter | undefined {
  const name = raw['name'] as string;
  const first = mediaTypes(ctx, raw['content'])[0];
  if (!first) {
    ctx.warn(specError('invalid-document', say(openapi32Messages, 'querystringWithoutContent', name)));
    return undefined;
  }
  return assignDefined<Parameter>(
    { name, in: 'querystring', required: raw['required'] === true, style: 'form', explode: false, contentType: first.mediaType },
    {
      description: asString(raw['description']),
      deprecated: asBoolean(raw['deprecated']),
      schema: first.schema,
      example: raw['example'] ?? first.example,
      examples: examplesOf(ctx, raw['examples']) ?? first.examples,
    },
  );
}

/** `query` parameters next to a `querystring` one are sent too (before it), and the author is told. */
function checkQueryMix(ctx: OpenApiContext, params: readonly Parameter[]): void {
  if (params.some((p) => p.in === 'querystring') && params.some((p) => p.in === 'query')) {
    ctx.warn(specError('invalid-document', say(openapi32Messages, 'queryWithQuerystring')));
  }
}
