import type { ApiModel } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import { fail, say } from '../../errors.js';
import type { ParseContext } from '../registry.js';
import { buildModel } from './build-model.js';
import { checkRefs } from './check-refs.js';
import { createWarn, type OpenApiContext } from './context.js';
import { declaredOpenApiVersion, versionOf } from './detect.js';
import { loadExternalRefs } from '../../refs/load-external-refs.js';
import { SchemaNormalizer } from './normalize-schema.js';
import { isObject } from '../raw.js';
import { examplesOf } from './examples.js';
import { mediaTypes } from './media-types.js';
import { RefResolver } from '../../refs/resolve-ref.js';
import { checkStructure } from './structure.js';
import { openapiMessages } from './texts.js';

/**
 * OpenAPI 2.0 / 3.0 / 3.1 / 3.2 → ApiModel. A chain of small steps that never mutate the document: structure
 * check, one walk checking local refs, external documents, then the model with lazy details.
 */
export async function parse(doc: unknown, ctx: ParseContext): Promise<ApiModel> {
  if (!isObject(doc)) fail('not-a-spec', say(openapiMessages, 'openapiNotObject'));
  const specType = ctx.specType;
  const version = versionOf(specType);
  const versionText = declaredOpenApiVersion(doc);

  const warnings: SpecError[] = [];
  const warn = createWarn(warnings);
  for (const warning of checkStructure(doc, version, versionText)) warn(warning);

  // 3.2's reading is a chunk of its own: pages of earlier versions never download it.
  const v32 = version === '3.2' ? await import('./openapi-32.js') : undefined;
  const base = v32 ? v32.documentBase(doc, ctx.sourceUrl, warn) : ctx.sourceUrl;
  const refs = new RefResolver(doc, base, ctx.limits.maxRefChainDepth);
  const external = checkRefs(refs, ctx.limits.maxDocumentDepth, ctx.jsonText);
  await loadExternalRefs(refs, external, ctx, warn);

  const openApi: OpenApiContext = {
    doc,
    version,
    refs,
    schemas: new SchemaNormalizer(refs, warn),
    warnings,
    warn,
  };
  if (v32) openApi.v32 = v32.createOpenApi32Reader({ mediaTypes, examplesOf });
  const model = buildModel(openApi, specType, versionText, ctx.limits);
  if (base !== ctx.sourceUrl && base !== undefined) model.baseUrl = base;
  return model;
}
