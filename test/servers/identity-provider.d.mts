/** Types of identity-provider.mjs (plain JS so web-test-runner's config can import it). */
import type Provider from 'oidc-provider';

export interface RecordedRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}
export interface IdentityProviderServer {
  issuer: string;
  discoveryUrl: string;
  tokenRequests: RecordedRequest[];
  deviceRequests: RecordedRequest[];
  authorizationRequests: Array<Record<string, string>>;
  discoveryRequests: Array<{ headers: Record<string, string | string[] | undefined> }>;
  /** deviceCodeTtl: seconds a device code lives; slowDownPolls: how many next device polls answer `slow_down`. */
  settings: { deviceCodeTtl: number; slowDownPolls: number };
  provider: Provider;
  close(): Promise<void>;
}
export const CLIENT_SECRET: string;
export const SCOPES: string[];
export const DEVICE_GRANT: string;
export function startIdentityProvider(options: { redirectUris: string[] }): Promise<IdentityProviderServer>;
