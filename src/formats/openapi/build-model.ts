import type { ApiModel } from '../../model/api.js';
import type { Schema } from '../../model/schema.js';
import type { SpecTypeValue } from '../../model/spec-type-value.js';
import type { Limits } from '../../limits.js';
import type { OpenApiContext } from './context.js';
import { openApi3Adapter } from './from-openapi3.js';
import { swagger2Adapter } from './from-swagger2.js';
import { buildInfo, externalDocs } from './info.js';
import { collectOperations, securityRequirements } from './operations.js';
import { entries, isObject } from '../raw.js';
import { securitySchemes2, securitySchemes3 } from './security.js';
import { DEFAULT_SERVERS, servers2, servers3 } from './servers.js';
import { buildTagGroups, buildTags } from './tags.js';

/** Assembles the ApiModel from a checked document. Operations' details and schemas' children stay lazy. */
export function buildModel(ctx: OpenApiContext, specType: SpecTypeValue, versionText: string, limits: Limits): ApiModel {
  const { doc } = ctx;
  const isSwagger2 = ctx.version === '2.0';
  const components = isObject(doc['components']) ? doc['components'] : {};

  const schemas = new Map<string, Schema>();
  for (const [name, raw] of entries(isSwagger2 ? doc['definitions'] : components['schemas'])) {
    schemas.set(name, ctx.schemas.normalize(raw, name));
  }
  const operations = collectOperations(ctx, isSwagger2 ? swagger2Adapter : openApi3Adapter, limits.maxOperations);

  const model: ApiModel = {
    specType,
    specVersion: versionText,
    info: buildInfo(isObject(doc['info']) ? doc['info'] : {}),
    servers: isSwagger2 ? servers2(doc) : servers3(doc['servers']) ?? [...DEFAULT_SERVERS],
    tags: buildTags(ctx, operations),
    operations,
    schemas,
    securitySchemes: isSwagger2 ? securitySchemes2(doc['securityDefinitions']) : securitySchemes3(ctx, components['securitySchemes']),
    warnings: ctx.warnings,
  };
  const tagGroups = buildTagGroups(doc);
  if (tagGroups) model.tagGroups = tagGroups;
  if (Array.isArray(doc['security'])) model.security = securityRequirements(doc['security']);
  const docs = externalDocs(doc['externalDocs']);
  if (docs) model.externalDocs = docs;
  return model;
}
