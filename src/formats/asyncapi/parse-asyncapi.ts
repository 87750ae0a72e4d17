import type { ApiModel } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import { fail, say } from '../../errors.js';
import { isObject } from '../raw.js';
import { loadExternalRefs } from '../../refs/load-external-refs.js';
import { RefResolver } from '../../refs/resolve-ref.js';
import type { ParseContext } from '../registry.js';
import { applyTraits } from './apply-traits.js';
import { buildModel } from './build-model.js';
import { checkStructure } from './check-structure.js';
import { derefDocument } from './deref-document.js';
import { guardRefs } from './guard-refs.js';
import { sameOriginOnly } from './same-origin.js';
import { loadMessages } from '../../source/texts.js';
import { asyncapiMessages } from './texts.js';

/**
 * AsyncAPI 2.x / 3.0 → ApiModel with our own normalizer, a chain of steps that never mutate the document:
 * a walk over every `$ref` (loops and non-text refs are fatal), allowed external documents (the spec's own
 * origin, http(s) only) through the resolver OpenAPI uses too (refs/), a dereferenced view with traits merged,
 * then the model. Mistakes are warnings and the page renders what it can; full validation with
 * @asyncapi/parser is the `validate` option's job (validate.ts), never on this path.
 */
export async function parse(doc: unknown, ctx: ParseContext): Promise<ApiModel> {
  if (!isObject(doc)) fail('not-a-spec', say(asyncapiMessages, 'asyncapiNotObject'));
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
  await loadExternalRefs(refs, external, { ...ctx, refuse: sameOriginOnly(ctx.sourceUrl) }, warn);
  if (ctx.signal?.aborted) fail('aborted', say(loadMessages, 'loadCancelled'));

  const view = derefDocument(refs, warn, ctx.limits.maxDocumentDepth);
  applyTraits(view.root, version);
  return buildModel(view.root, ctx.specType, warnings);
}
