import type { Server, ServerVariable } from '../../model/server.js';
import { asArray, asString, asStringArray, assignDefined, entries, isObject, type RawObject } from '../raw.js';

/** A 3.x `servers` array; undefined when absent or empty (so callers can fall back). */
export function servers3(raw: unknown): Server[] | undefined {
  const list = asArray(raw).filter(isObject).filter((s) => typeof s['url'] === 'string');
  if (list.length === 0) return undefined;
  return list.map((s) => {
    const variables: ServerVariable[] = entries(s['variables']).flatMap(([name, v]) => {
      if (!isObject(v)) return [];
      const variable = assignDefined<ServerVariable>(
        { name, default: v['default'] === undefined ? '' : String(v['default']) },
        { description: asString(v['description']) },
      );
      if (Array.isArray(v['enum'])) variable.enum = v['enum'].map(String);
      return [variable];
    });
    return assignDefined<Server>({ url: s['url'] as string, variables }, { name: asString(s['name']), description: asString(s['description']) });
  });
}

/** The servers a document means when it declares none (OpenAPI 3: a single server "/", relative to the spec URL). */
export const DEFAULT_SERVERS: readonly Server[] = [{ url: '/', variables: [] }];

/**
 * Swagger 2.0 servers: one per scheme from `schemes` + `host` + `basePath`. Without `host` the URL is
 * relative (the host serving the spec); without `schemes` it is protocol-relative (the spec's scheme).
 * Redoc's `x-servers` extension, when present, wins.
 */
export function servers2(doc: RawObject): Server[] {
  const extension = servers3(doc['x-servers']);
  if (extension) return extension;
  const host = asString(doc['host']);
  const basePath = asString(doc['basePath']) ?? '';
  const path = basePath === '' || basePath.startsWith('/') ? basePath : `/${basePath}`;
  if (host === undefined || host === '') return [{ url: path === '' ? '/' : path, variables: [] }];
  const schemes = asStringArray(doc['schemes']).filter((s) => /^(https?|wss?)$/i.test(s));
  if (schemes.length === 0) return [{ url: `//${host}${path}`, variables: [] }];
  return schemes.map((scheme) => ({ url: `${scheme.toLowerCase()}://${host}${path}`, variables: [] }));
}
