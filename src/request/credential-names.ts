/**
 * Header and cookie names whose values are credentials. The Try-It form is saved to localStorage, where
 * credentials must never go (docs/try-it.md#try-it-panel, Persistence): values under these names are dropped before
 * saving, whether they were typed as a custom header or as a header/cookie parameter.
 */
const CREDENTIAL_NAME =
  /^(authorization|proxy-authorization|cookie)$|api[-_]?key|access[-_]?token|auth[-_]?token|secret|password|passwd|session|bearer|^x-auth|signature|credential/i;

export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAME.test(name.trim());
}
