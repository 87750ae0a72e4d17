import { sectionId, type ApiModel, navigationOf, tagSectionId, WEBHOOKS_SECTION_ID } from '../../src/index.js';
import { asyncSectionTarget } from './async-targets.js';
import { operationRenderKeys, SCHEMAS_KEY, schemaKey, sectionRenderKeys } from './card-pages.js';
import { formatView } from '../shared/format-views.js';
import type { Target } from '../shared/target.js';

export type { Target } from '../shared/target.js';

const SECTIONS: Array<(id: string) => string> = [sectionId.parameters, sectionId.requestBody, sectionId.responses];

/**
 * Maps a deep-link id (README.md#deep-links) to its target, or undefined when the id is not on this page.
 * An exact operation id wins over a section suffix, so an operationId that itself ends in "-responses" works.
 */
export function resolveTarget(id: string, model: ApiModel): Target | undefined {
  const target = sectionTarget(id, model);
  if (target) return target;
  // A row inside a section (`<section>/<row>`, see sectionId.parameter/response/property): the shortest section
  // prefix that is on the page holds it.
  for (let slash = id.indexOf('/'); slash > 0; slash = id.indexOf('/', slash + 1)) {
    const section = sectionTarget(id.slice(0, slash), model);
    if (section) return { ...section, member: id };
  }
  return undefined;
}

function sectionTarget(id: string, model: ApiModel): Target | undefined {
  const nav = navigationOf(model);
  if (nav.byId.has(id)) return { elementId: id, renderKeys: operationRenderKeys(nav, id) };
  for (const section of SECTIONS) {
    const suffix = section('');
    if (!id.endsWith(suffix)) continue;
    const opId = id.slice(0, -suffix.length);
    if (nav.byId.has(opId)) return { elementId: opId, renderKeys: operationRenderKeys(nav, opId), section: id };
  }
  const formatTarget = formatView(model.specType)?.resolveTarget?.(id, model, sectionRenderKeys);
  if (formatTarget) return formatTarget;
  const asyncTarget = asyncSectionTarget(id, nav.order);
  if (asyncTarget) return { elementId: asyncTarget.id, renderKeys: operationRenderKeys(nav, asyncTarget.id), section: id };
  if (id === sectionId.schemas()) return nav.schemas.length > 0 ? { elementId: id, renderKeys: [] } : undefined;
  const schemaPrefix = sectionId.schema('');
  if (id.startsWith(schemaPrefix)) {
    const name = id.slice(schemaPrefix.length);
    if (model.schemas.has(name)) return { elementId: id, renderKeys: [SCHEMAS_KEY, schemaKey(name)] };
  }
  if (id === WEBHOOKS_SECTION_ID && nav.webhooks.length > 0) return { elementId: id, renderKeys: [] };
  const tag = nav.allTags.find((t) => tagSectionId(t.name) === id);
  return tag ? { elementId: id, renderKeys: [] } : undefined;
}

