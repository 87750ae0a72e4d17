import type { ApiInfo, ApiModel, Tag } from '../../model/api.js';
import type { SpecError } from '../../model/errors.js';
import type { Operation } from '../../model/operation.js';
import type { SpecTypeValue } from '../../model/spec-type-value.js';
import { declaredAsyncApiVersion } from './detect.js';
import { operationsV2, type VersionContext } from './from-v2.js';
import { operationsV3 } from './from-v3.js';
import { MessageRegistry } from './messages.js';
import { asString, assignDefined, isObject, type RawObject } from '../raw.js';
import { SchemaConverter } from './schemas.js';
import { SecurityMapper } from './security.js';
import { objectKeys } from './object-keys.js';
import { serversOf } from './servers.js';
import { externalDocsOf, TagReader } from './tags.js';

/** The dereferenced view, traits applied → ApiModel (both versions; only operations differ). */
export function buildModel(doc: RawObject, specType: SpecTypeValue, warnings: SpecError[]): ApiModel {
  const components = isObject(doc['components']) ? doc['components'] : {};
  const schemas = new SchemaConverter();
  const named = schemas.registerNamed(components['schemas']);
  const info = isObject(doc['info']) ? doc['info'] : {};
  // 2.x keeps root tags beside info, 3.0 moved them into it.
  const tags = new TagReader(specType === 'asyncapi-2' ? doc['tags'] : info['tags']);
  const security = new SecurityMapper(components['securitySchemes']);
  const servers = serversOf(doc['servers'], security, tags);
  const keyOf = objectKeys(doc, specType === 'asyncapi-2' ? 2 : 3);
  const messages = new MessageRegistry(schemas, asString(doc['defaultContentType']), tags, keyOf);
  const ctx: VersionContext = { doc, schemas, messages, security, servers, tags, keyOf, warn: (error) => warnings.push(error) };
  const operations = specType === 'asyncapi-2' ? operationsV2(ctx) : operationsV3(ctx);

  const model: ApiModel = {
    specType,
    specVersion: declaredAsyncApiVersion(doc) ?? '',
    info: infoOf(info),
    servers,
    tags: tagsOf(operations, tags),
    operations,
    schemas: named,
    securitySchemes: security.schemes,
    messages: messages.all,
    warnings,
  };
  assignDefined(model, { externalDocs: externalDocsOf(specType === 'asyncapi-2' ? doc['externalDocs'] : info['externalDocs']) });
  return model;
}

function infoOf(raw: RawObject): ApiInfo {
  const info: ApiInfo = { title: asString(raw['title']) ?? 'Untitled AsyncAPI document', version: asString(raw['version']) ?? '' };
  assignDefined(info, { description: asString(raw['description']) });
  assignDefined(info, { termsOfService: asString(raw['termsOfService']) });
  const contact = raw['contact'];
  if (isObject(contact)) {
    info.contact = assignDefined<NonNullable<ApiInfo['contact']>>({}, { name: asString(contact['name']), url: asString(contact['url']), email: asString(contact['email']) });
  }
  const license = raw['license'];
  if (isObject(license) && typeof license['name'] === 'string') {
    info.license = { name: license['name'] };
    assignDefined(info.license, { url: asString(license['url']) });
  }
  return info;
}

/**
 * Tag sections: declared tags first, then tags only operations use; untagged operations go to "default", as
 * for OpenAPI. Tags with no operation are kept when they have a description.
 */
function tagsOf(operations: Operation[], reader: TagReader): Tag[] {
  const tags = new Map<string, Tag>();
  const section = (name: string): Tag => {
    const known = tags.get(name);
    if (known) return known;
    const tag: Tag = { ...reader.describe(name), operationIds: [] };
    tags.set(name, tag);
    return tag;
  };
  for (const declared of reader.declared) section(declared.name);
  for (const op of operations) {
    for (const name of op.tags.length > 0 ? op.tags : ['default']) section(name).operationIds.push(op.id);
  }
  const all = [...tags.values()];
  const untagged = all.filter((t) => t.name === 'default');
  return [...all.filter((t) => t.name !== 'default'), ...untagged];
}
