/**
 * The URLs of an OAuth flow as requests use them: `x-flowVariables` substituted into `{name}` placeholders
 * first, then a relative URL resolved against the selected server (its variables interpolated), or against the
 * page when the spec declares no server. Absolute URLs are never rebased.
 *
 * The server URL counts as a directory: `oauth/token` against `https://api.example.com/v1` is
 * `https://api.example.com/v1/oauth/token`, while `/oauth/token` is `https://api.example.com/oauth/token`.
 *
 * @example
 * resolveFlowUrl('https://{tenant}.example.com/token', { variables: { tenant: 'acme' } });
 * // 'https://acme.example.com/token'
 * resolveFlowUrl('/oauth/token', { serverUrl: 'https://api.example.com/v1' });
 * // 'https://api.example.com/oauth/token'
 */
import type { OAuthFlow } from '../../model/index.js';

export type FlowVariables = NonNullable<OAuthFlow['flowVariables']>;

export interface FlowUrlContext {
  /** Values of the flow's `x-flowVariables` (missing or empty ones fall back to their defaults). */
  variables?: Readonly<Record<string, string>>;
  /** Declared variables with their defaults. */
  declared?: FlowVariables;
  /** The selected server's absolute base URL (variables interpolated), when the spec declares servers. */
  serverUrl?: string;
  /** The page's origin, for specs without servers; defaults to `location.origin`. */
  pageOrigin?: string;
}

/** Default value of each declared flow variable. */
export function flowVariableDefaults(declared: FlowVariables | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, variable] of Object.entries(declared ?? {})) values[name] = variable.default;
  return values;
}

/** Replaces `{name}` placeholders with the given values, else the declared defaults; unknown ones stay as written. */
export function substituteFlowVariables(
  url: string,
  values: Readonly<Record<string, string>> = {},
  declared?: FlowVariables,
): string {
  const defaults = flowVariableDefaults(declared);
  return url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value !== undefined && value !== '') return value;
    return defaults[name] ?? whole;
  });
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

function currentOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return typeof origin === 'string' && /^https?:/.test(origin) ? origin : undefined;
}

/** The URL a request goes to: substituted, then resolved. Returned as written when it cannot be resolved. */
export function resolveFlowUrl(url: string, context: FlowUrlContext = {}): string {
  const substituted = substituteFlowVariables(url.trim(), context.variables, context.declared);
  if (ABSOLUTE.test(substituted)) return substituted;
  const origin = context.pageOrigin ?? currentOrigin();
  const base = context.serverUrl ? context.serverUrl.replace(/\/*$/, '/') : origin === undefined ? undefined : `${origin}/`;
  if (base === undefined) return substituted;
  try {
    const resolved = new URL(substituted, base).href;
    // Unknown placeholders stay as written, not percent-encoded by the resolution.
    return substituted.includes('{') ? resolved.replace(/%7B([^%/?#]+)%7D/g, '{$1}') : resolved;
  } catch {
    return substituted;
  }
}
