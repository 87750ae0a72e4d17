/**
 * Which web origins may call the proxy. Default: same origin only (no CORS headers; a cross-origin caller is
 * refused). `'*'` allows every origin, explicitly. Requests without an Origin header (curl, servers) pass.
 */
import type { IncomingMessage } from 'node:http';

export type CorsOrigin = string | readonly string[];

export interface OriginDecision {
  allowed: boolean;
  /** Headers to add to the response when allowed. */
  headers: Record<string, string>;
}

function normalizeOrigin(origin: string): string {
  if (origin === '*' || origin === 'null') return origin;
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

export interface OriginPolicy {
  decide(req: IncomingMessage): OriginDecision;
  /** Headers answering an allowed preflight (OPTIONS with Access-Control-Request-Method). */
  preflightHeaders: Record<string, string>;
}

export function createOriginPolicy(corsOrigin: CorsOrigin | undefined): OriginPolicy {
  const list = (typeof corsOrigin === 'string' ? corsOrigin.split(',') : (corsOrigin ?? []))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(normalizeOrigin);
  const any = list.includes('*');
  const allowed = new Set(list);

  return {
    preflightHeaders: {
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    },
    decide(req): OriginDecision {
      const origin = req.headers.origin;
      if (origin === undefined) return { allowed: true, headers: {} };
      if (any) return { allowed: true, headers: { 'access-control-allow-origin': '*' } };
      if (allowed.has(normalizeOrigin(origin))) {
        return { allowed: true, headers: { 'access-control-allow-origin': origin, vary: 'Origin' } };
      }
      // Same origin: the page that sent it was served by this host. Browsers need no CORS headers then.
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      const sameOrigin = originHost !== undefined && originHost === req.headers.host;
      return { allowed: sameOrigin, headers: {} };
    },
  };
}
