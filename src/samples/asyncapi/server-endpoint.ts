/**
 * The server a sample connects to: the reader's choice among the operation's servers (its channel's, else the
 * document's), its variables filled, its protocol mapped to a writer family, its URL read into host, port and path.
 */
import type { ApiModel, Operation, Server } from '../../model/index.js';
import { interpolateServerUrl } from '../../request/servers.js';
import type { AsyncProtocol } from './types.js';

interface Family {
  protocol: AsyncProtocol;
  secure: boolean;
  /** The URL scheme a scheme-less server URL is read with. */
  scheme: string;
  port: number;
}

const FAMILIES: Record<string, Family> = {
  ws: { protocol: 'ws', secure: false, scheme: 'ws', port: 80 },
  wss: { protocol: 'ws', secure: true, scheme: 'wss', port: 443 },
  mqtt: { protocol: 'mqtt', secure: false, scheme: 'mqtt', port: 1883 },
  mqtts: { protocol: 'mqtt', secure: true, scheme: 'mqtts', port: 8883 },
  'secure-mqtt': { protocol: 'mqtt', secure: true, scheme: 'mqtts', port: 8883 },
  mqtt5: { protocol: 'mqtt', secure: false, scheme: 'mqtt', port: 1883 },
  amqp: { protocol: 'amqp', secure: false, scheme: 'amqp', port: 5672 },
  amqps: { protocol: 'amqp', secure: true, scheme: 'amqps', port: 5671 },
  kafka: { protocol: 'kafka', secure: false, scheme: 'kafka', port: 9092 },
  'kafka-secure': { protocol: 'kafka', secure: true, scheme: 'kafka', port: 9093 },
  http: { protocol: 'http', secure: false, scheme: 'http', port: 80 },
  https: { protocol: 'http', secure: true, scheme: 'https', port: 443 },
  sse: { protocol: 'http', secure: true, scheme: 'https', port: 443 },
  mercure: { protocol: 'http', secure: true, scheme: 'https', port: 443 },
};

/** Default ports of the URL schemes a server URL may carry. */
const SCHEME_PORTS: Record<string, number> = { ws: 80, wss: 443, http: 80, https: 443, mqtt: 1883, mqtts: 8883, amqp: 5672, amqps: 5671 };
const SECURE_SCHEMES = new Set(['wss', 'https', 'mqtts', 'amqps', 'ssl', 'tls']);

export interface ServerEndpoint {
  server: Server;
  protocol: AsyncProtocol;
  declared: string;
  secure: boolean;
  host: string;
  port: number;
  /** The URL's path without a trailing slash ('' for none). */
  path: string;
  transport: 'tcp' | 'websockets';
}


/** The chosen server, read; or why there is none to connect to. */
export function serverEndpoint(
  servers: readonly Server[],
  choice: string | undefined,
  variables: Readonly<Record<string, string>> = {},
): ServerEndpoint | { unsupported: string } {
  const server = servers.find((s) => s.name === choice) ?? servers[0];
  if (!server) return { unsupported: 'The document declares no server for this operation, so the sample cannot say where to connect.' };
  const declared = (server.protocol ?? '').trim().toLowerCase();
  const url = interpolateServerUrl(server, variables).trim();
  const explicit = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  const family = FAMILIES[declared] ?? (explicit ? FAMILIES[explicit] : undefined);
  if (!family) {
    const name = server.protocol ?? 'an unnamed protocol';
    return { unsupported: `The server "${server.name ?? url}" speaks ${name}, for which these samples have no client.` };
  }
  let parsed: URL;
  try {
    parsed = new URL(explicit ? url : `${family.scheme}://${url.replace(/^\/\//, '')}`);
  } catch {
    return { unsupported: `The server URL "${url}" cannot be read as host and port.` };
  }
  const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
  const websockets = family.protocol === 'mqtt' && (scheme === 'ws' || scheme === 'wss');
  const secure = family.secure || SECURE_SCHEMES.has(scheme) || /\+(ssl|tls)$/.test(scheme);
  const port = parsed.port !== '' ? Number(parsed.port) : explicit ? (SCHEME_PORTS[scheme] ?? family.port) : family.port;
  return {
    server,
    protocol: family.protocol,
    declared: declared || scheme,
    secure,
    host: parsed.hostname,
    port: websockets && parsed.port === '' ? (secure ? 443 : 80) : port,
    path: parsed.pathname.replace(/\/+$/, ''),
    transport: websockets ? 'websockets' : 'tcp',
  };
}

/** `host:port`, the port left out where it is the scheme's default (a URL's authority). */
export function authority(endpoint: Pick<ServerEndpoint, 'host' | 'port'>, defaultPort: number): string {
  return endpoint.port === defaultPort ? endpoint.host : `${endpoint.host}:${endpoint.port}`;
}

/** A server path and a channel address joined into one path: `/v1` + `/rooms/1` → `/v1/rooms/1`. */
export function joinPath(base: string, address: string): string {
  const tail = address === '' || (address === '/' && base !== '') ? '' : address.startsWith('/') ? address : `/${address}`;
  const joined = `${base}${tail}`;
  return joined === '' ? '/' : joined;
}
