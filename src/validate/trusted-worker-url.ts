/**
 * The viewer's Trusted Types policy, `spec-viewer`: a page with `require-trusted-types-for 'script'` refuses
 * `new Worker(url)` unless the URL comes from a policy. It signs what the viewer starts workers from: its worker
 * files on the page's origin (a bundler renames them) and the blob: loaders it writes for a bundle on another
 * origin; the policy object stays private to this module. Without Trusted Types,
 * or when the page's `trusted-types` directive does not list the name, the URL is passed as it is (and such a
 * page reports the refusal, which docs/csp.md explains).
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** Same-origin scripts and blob: URLs: where Worker can start a module from anyway. */
function workerScript(value: string): boolean {
  return value.startsWith('blob:') || new URL(value, location.href).origin === location.origin;
}

let policy: ScriptUrlPolicy | null | undefined;

export function trustedWorkerUrl(url: URL | string): URL | string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  if (!trustedTypes) return url;
  if (policy === undefined) {
    try {
      policy = trustedTypes.createPolicy('spec-viewer', {
        createScriptURL: (value) => {
          if (!workerScript(value)) throw new TypeError(`spec-viewer signs only its own worker scripts, not ${value}`);
          return value;
        },
      });
    } catch {
      policy = null;
    }
  }
  // The policy's result is a TrustedScriptURL, which Worker takes where it takes a URL string.
  return policy ? (policy.createScriptURL(String(url)) as string) : url;
}
