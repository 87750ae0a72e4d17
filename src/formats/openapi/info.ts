import type { ApiInfo } from '../../model/api.js';
import type { ExternalDocs } from '../../model/external-docs.js';
import { asString, assignDefined, isObject, type RawObject } from '../raw.js';

/** The Info Object (validity was checked by structure.ts) plus `x-logo`. */
export function buildInfo(raw: RawObject): ApiInfo {
  const info = assignDefined<ApiInfo>(
    { title: asString(raw['title']) ?? '', version: versionString(raw['version']) },
    {
      summary: asString(raw['summary']),
      description: asString(raw['description']),
      termsOfService: asString(raw['termsOfService']),
    },
  );
  const contact = raw['contact'];
  if (isObject(contact)) {
    info.contact = assignDefined<NonNullable<ApiInfo['contact']>>({}, { name: asString(contact['name']), url: asString(contact['url']), email: asString(contact['email']) });
  }
  const license = raw['license'];
  if (isObject(license) && typeof license['name'] === 'string') {
    info.license = assignDefined<NonNullable<ApiInfo['license']>>({ name: license['name'] }, { url: asString(license['url']), identifier: asString(license['identifier']) });
  }
  const logo = raw['x-logo'];
  if (isObject(logo) && typeof logo['url'] === 'string') {
    info.logo = assignDefined<NonNullable<ApiInfo['logo']>>(
      { url: logo['url'] },
      { altText: asString(logo['altText']), backgroundColor: asString(logo['backgroundColor']), href: asString(logo['href']) },
    );
  }
  return info;
}

/** YAML reads `version: 1.0` as a number; the model wants the text. */
function versionString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

export function externalDocs(raw: unknown): ExternalDocs | undefined {
  if (!isObject(raw) || typeof raw['url'] !== 'string') return undefined;
  return assignDefined<ExternalDocs>({ url: raw['url'] }, { description: asString(raw['description']) });
}
