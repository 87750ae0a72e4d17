import type { Server, ServerVariable } from '../../model/server.js';
import { asArray, asString, assignDefined, entries, isObject } from '../raw.js';
import { bindingsOf } from './parser-data.js';
import type { SecurityMapper } from './security.js';
import type { TagReader } from './tags.js';

/**
 * AsyncAPI servers. 2.x writes `url` (often without a scheme: `api.example.com:{port}`); 3.0 splits it into
 * `host` and `pathname`, which are joined here so every server has one `url` as written.
 */
export function serversOf(raw: unknown, security: SecurityMapper, tags: TagReader): Server[] {
  return entries(raw).flatMap(([name, value]): Server[] => {
    if (!isObject(value)) return [];
    const host = asString(value['host']);
    const url = asString(value['url']) ?? (host === undefined ? '' : host + (asString(value['pathname']) ?? ''));
    const server: Server = { url, name, variables: variablesOf(value['variables']) };
    assignDefined(server, { description: asString(value['description']) ?? asString(value['summary']) });
    assignDefined(server, { protocol: asString(value['protocol']) });
    assignDefined(server, { protocolVersion: asString(value['protocolVersion']) });
    assignDefined(server, { bindings: bindingsOf(value['bindings']) });
    if (Array.isArray(value['security'])) server.security = security.requirements(value['security']);
    const serverTags = tags.list(value['tags']);
    if (serverTags.length > 0) server.tags = serverTags;
    return [server];
  });
}

function variablesOf(raw: unknown): ServerVariable[] {
  return entries(raw).flatMap(([name, value]): ServerVariable[] => {
    if (!isObject(value)) return [];
    const enumValues = asArray(value['enum']).filter((v): v is string => typeof v === 'string');
    const variable: ServerVariable = { name, default: asString(value['default']) ?? enumValues[0] ?? '' };
    if (enumValues.length > 0) variable.enum = enumValues;
    assignDefined(variable, { description: asString(value['description']) });
    return [variable];
  });
}

/** The servers an operation's channel is limited to (2.x `servers: [names]`, 3.0 `servers: [Server objects]`). */
export function channelServers(raw: unknown, all: Server[], rawServers: unknown): Server[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const rawByName = entries(rawServers);
  const picked = raw.flatMap((ref) => {
    const name =
      typeof ref === 'string'
        ? ref
        : rawByName.find(([, value]) => value === ref)?.[0] ??
          rawByName.find(([, value]) => sameServer(value, ref))?.[0];
    return all.filter((server) => server.name === name);
  });
  return picked.length > 0 ? picked : undefined;
}

/** The parser copies referenced servers; host + pathname + protocol identify one. */
function sameServer(a: unknown, b: unknown): boolean {
  if (!isObject(a) || !isObject(b)) return false;
  return a['host'] === b['host'] && a['pathname'] === b['pathname'] && a['protocol'] === b['protocol'];
}
