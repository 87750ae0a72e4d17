/**
 * What the SSRF guard (ssrf-guard.ts) shows callers: its error and the resolver it takes. Apart from the guard, so
 * that the package's public types need none of the libraries the guard is built on.
 */
import type { LookupAddress } from 'node:dns';

/** Resolves a hostname to every address it has (like `dns.lookup(host, { all: true })`). */
export type DnsLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

export const ssrfBlockedCode = 'ERR_SSRF_BLOCKED';

/** Thrown when a target resolves to, or connected to, an address the proxy must not reach. */
export class SsrfBlockedError extends Error {
  readonly code = ssrfBlockedCode;
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(
      `${
        address === hostname
          ? `Target address ${address} is not a public address (${range})`
          : `Target host ${hostname} resolves to ${address}, which is not a public address (${range})`
      }; to reach it on purpose, start the proxy with --allow-private-hosts ${hostname} (option allowPrivateHosts)`,
    );
    this.name = 'SsrfBlockedError';
  }
}

export function isSsrfBlockedError(error: unknown): error is SsrfBlockedError {
  return error instanceof SsrfBlockedError || (error as { code?: unknown } | null)?.code === ssrfBlockedCode;
}

