import type { ApiModel } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import { fail } from '../../errors.js';
import { fetchRefusal } from '../../load/fetchable-url.js';
import { isObject } from '../../load/raw.js';
import { loadExternalRefs } from '../../refs/load-external-refs.js';
import { RefResolver } from '../../refs/resolve-ref.js';
import type { ParseContext } from '../registry.js';
import { applyTraits } from './apply-traits.js';
import { buildModel } from './build-model.js';
import { checkStructure } from './check-structure.js';
import { derefDocument } from './deref-document.js';
import { guardRefs } from './guard-refs.js';

/**
 * AsyncAPI 2.x / 3.0 → ApiModel with our own normalizer, a chain of steps that never mutate the document:
 * a walk over every `$ref` (loops and non-text refs are fatal), allowed external documents (the spec's own
 * origin, http(s) only) through the resolver OpenAPI uses too (refs/), a dereferenced view with traits merged, then the model. Mistakes are
 * warnings and the page renders what it can; full validation with @asyncapi/parser is the `validate`
 * option's job (validate.ts), never on this path.
 */
/**
 * AsyncAPI's external documents come only from the spec's own origin: a viewer must not make a page call
 * arbitrary hosts because a document says so (and without a URL there is nothing to resolve against).
 */
function otherOrigin(sourceUrl: string | undefined): (url: string) => string | undefined {
  const origin = originOf(sourceUrl);
  return (url) => {
    const scheme = fetchRefusal(url);
    if (scheme !== undefined) return `${scheme}.`;
    if (origin === undefined) return 'the spec was parsed without an http(s) URL, so related files cannot be located.';
    return originOf(url) === origin ? undefined : `it is on another origin than the spec (${origin}); AsyncAPI external documents are only fetched from the spec's own origin.`;
  };
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export async function parse(doc: unknown, ctx: ParseContext): Promise<ApiModel> {
  if (!isObject(doc)) fail('not-a-spec', 'An AsyncAPI document must be a JSON/YAML object.');
  const warnings: SpecError[] = [];
  const seen = new Set<string>();
  const warn = (error: SpecError): void => {
    const key = `${error.code}|${error.message}|${error.location ?? ''}`;
    if (!seen.has(key)) {
      seen.add(key);
      warnings.push(error);
    }
  };
  const version = ctx.specType === 'asyncapi-2' ? 2 : 3;
  for (const problem of checkStructure(doc, version)) warn(problem);

  const refs = new RefResolver(doc, ctx.sourceUrl, ctx.limits.maxRefChainDepth);
  const external = guardRefs(refs, ctx.limits);
  await loadExternalRefs(refs, external, { ...ctx, refuse: otherOrigin(ctx.sourceUrl) }, warn);
  if (ctx.signal?.aborted) fail('aborted', 'Loading the spec was cancelled.');

  const view = derefDocument(refs, warn, ctx.limits.maxDocumentDepth);
  applyTraits(view.root, version);
  return buildModel(view.root, ctx.specType, warnings);
}
