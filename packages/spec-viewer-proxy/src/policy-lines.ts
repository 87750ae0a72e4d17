/**
 * What the proxy's command prints under its address: who may call it, where it may go, and its limits, each with
 * the flag that changes it, so a refusal later is no surprise.
 */
import { resolveProxyOptions, type ProxyOptions } from './options.js';
import type { CorsOrigin } from './cors.js';

function origins(corsOrigin: CorsOrigin | undefined): string {
  const list = (typeof corsOrigin === 'string' ? corsOrigin.split(',') : (corsOrigin ?? [])).map((o) => o.trim()).filter(Boolean);
  if (list.includes('*')) return 'pages from any origin (--cors-origin *)';
  if (list.length === 0) return 'pages from its own origin only; a docs site elsewhere needs --cors-origin <origin>';
  return `pages from ${list.join(', ')} and its own origin (--cors-origin)`;
}

const bytes = (n: number): string => (n % 1_048_576 === 0 ? `${n / 1_048_576} MiB` : n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`);

export function policyLines(options: ProxyOptions & { corsOrigin?: CorsOrigin }): string[] {
  const resolved = resolveProxyOptions(options);
  const targets = resolved.allowedDomains.length > 0 ? `only ${resolved.allowedDomains.join(', ')} (--allowed-domains)` : 'any public host (--allowed-domains to narrow)';
  const privateHosts =
    resolved.allowPrivateHosts.length > 0
      ? `private addresses refused except ${resolved.allowPrivateHosts.join(', ')} (--allow-private-hosts)`
      : 'private and loopback addresses refused (--allow-private-hosts to reach one)';
  return [
    `  callers: ${origins(options.corsOrigin)}`,
    `  targets: ${targets}; ${privateHosts}`,
    `  limits: ${resolved.rateLimitPerMinute} requests a minute per client (--rate-limit), bodies up to ${bytes(resolved.maxBodySize)} (--max-body-size), ` +
      `answers within ${resolved.maxTimeout / 1000} s (--max-timeout), streams up to ${bytes(resolved.maxStreamSize)} (--max-stream-size)`,
  ];
}
