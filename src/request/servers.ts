/**
 * Which servers an operation offers and how a server template becomes a base URL.
 * Operation- (or path-) level servers replace the root ones; with none at all OpenAPI's default is `/`.
 */
import type { ApiModel, Operation, Server } from '../model/index.js';

/** OpenAPI's implied server when a document declares none. */
const DEFAULT_SERVER: Server = { url: '/', variables: [] };

export function serversForOperation(operation: Pick<Operation, 'servers'>, model?: Pick<ApiModel, 'servers'>): Server[] {
  if (operation.servers && operation.servers.length > 0) return operation.servers;
  if (model && model.servers.length > 0) return model.servers;
  return [DEFAULT_SERVER];
}

/** What relative server URLs resolve against: the document's own base (3.2 `$self`), else the URL it came from. */
export function specBaseUrl(model: Pick<ApiModel, 'sourceUrl' | 'baseUrl'> | undefined): string | undefined {
  return model?.baseUrl ?? model?.sourceUrl;
}

/** Default value of every variable of a server, by name. */
export function defaultServerVariables(server: Server | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const v of server?.variables ?? []) values[v.name] = v.default;
  return values;
}

/** Substitutes `{variable}` placeholders; unknown or empty ones fall back to the variable's default. */
export function interpolateServerUrl(server: Server, values: Readonly<Record<string, string>> = {}): string {
  const defaults = defaultServerVariables(server);
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value !== undefined && value !== '') return value;
    return defaults[name] ?? whole;
  });
}

/**
 * The absolute base URL of a server: variables substituted, relative (`/api/v2`, `v1`) and protocol-relative
 * (`//host/v2`) URLs resolved against the spec's own URL, else against the page. No trailing slash.
 */
export function resolveServerUrl(
  server: Server,
  values: Readonly<Record<string, string>> = {},
  specUrl?: string,
): string {
  const url = interpolateServerUrl(server, values);
  const base = specUrl ?? pageUrl();
  let resolved = url;
  try {
    resolved = base === undefined ? new URL(url).href : new URL(url, base).href;
  } catch {
    // Not resolvable (e.g. a relative URL in Node with no spec URL): keep it as written.
  }
  return resolved.replace(/\/+$/, '');
}

function pageUrl(): string | undefined {
  const loc = (globalThis as { location?: { href?: string } }).location;
  return typeof loc?.href === 'string' && /^https?:/.test(loc.href) ? loc.href : undefined;
}
