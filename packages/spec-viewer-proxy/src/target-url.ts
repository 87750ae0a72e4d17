/** Validation of the envelope's target URL: scheme, credentials, domain allowlist, IP-literal SSRF check. */
import { ProxyError } from './proxy-error.js';
import { normalizeHostname, type PrivateHostPolicy } from './private-host-policy.js';
import { checkIpLiteralHost, isSsrfBlockedError } from './ssrf-guard.js';

export interface DomainAllowlist {
  /** True when the list is empty or the hostname matches an entry. */
  allows(hostname: string): boolean;
}

/**
 * `allowedDomains` entries match a hostname exactly; an entry `*.example.com` matches every subdomain of
 * example.com (not example.com itself). An empty list allows every (public) host.
 */
export function createDomainAllowlist(entries: readonly string[] = []): DomainAllowlist {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  for (const raw of entries) {
    const entry = normalizeHostname(raw);
    if (entry === '') continue;
    if (entry.startsWith('*.')) suffixes.push(entry.slice(1));
    else exact.add(entry);
  }
  const empty = exact.size === 0 && suffixes.length === 0;
  return {
    allows(hostname) {
      if (empty) return true;
      const host = normalizeHostname(hostname);
      return exact.has(host) || suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
    },
  };
}

/**
 * Parses and checks a target URL. Hostnames are checked again at connect time; an IP literal is refused here
 * already, before any socket exists.
 */
export function validateTargetUrl(
  rawUrl: string,
  allowlist: DomainAllowlist,
  policy: PrivateHostPolicy,
): URL {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ProxyError(400, 'invalid_target', 'The envelope url is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProxyError(400, 'invalid_target', `Only http and https targets are allowed, not ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ProxyError(400, 'invalid_target', 'Credentials in the URL are not forwarded; send an Authorization header');
  }
  if (url.hostname === '') throw new ProxyError(400, 'invalid_target', 'The target URL has no host');
  if (!allowlist.allows(url.hostname)) {
    throw new ProxyError(403, 'domain_not_allowed', `Target host ${normalizeHostname(url.hostname)} is not among the allowed domains (--allowed-domains, option allowedDomains)`);
  }
  try {
    checkIpLiteralHost(url.hostname, policy);
  } catch (error) {
    if (isSsrfBlockedError(error)) throw new ProxyError(403, 'ssrf_blocked', error.message);
    throw error;
  }
  return url;
}
