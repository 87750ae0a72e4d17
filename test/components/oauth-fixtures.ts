// Shared setup of the OAuth browser tests: the identity provider (started by the wtr plugin), a spec whose schemes
// point at it, the Authorize host with the extended build's OAuth plugin registered, and shadow-DOM helpers.
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { parseSpec, type ApiModel, type OAuthFlow } from '../../src/index.js';
import { registerAuthPlugin } from '../../components/authorize/auth-plugins.js';
import { oauthAuthPlugin } from '../../components/authorize/oauth/plugin.js';
import type { SvOAuthFlows } from '../../components/authorize/oauth/oauth-flows.js';
import type { AuthTestHost } from './authorize-fixtures.js';
import { $ } from './try-it-fixtures.js';

registerAuthPlugin(oauthAuthPlugin);

export interface IdentityProvider {
  issuer: string;
  discoveryUrl: string;
  secret: string;
}
export interface TokenCall {
  headers: Record<string, string>;
  form: Record<string, string>;
}

let idp: Promise<IdentityProvider> | undefined;
export const identityProvider = (): Promise<IdentityProvider> =>
  (idp ??= executeServerCommand<IdentityProvider, { origin: string }>('identity-provider', { origin: location.origin }));
/** Token requests (headers, form) and authorization requests (query) the provider received since the last call. */
export const providerCalls = () =>
  executeServerCommand<
    { token: TokenCall[]; authorize: Array<Record<string, string>>; discovery: Array<{ headers: Record<string, string> }>; device: TokenCall[] },
    Record<string, never>
  >(
    'identity-provider-calls',
    {},
  );
export const tokenCalls = async (): Promise<TokenCall[]> => (await providerCalls()).token;
export const tokenInfo = (token: string) =>
  executeServerCommand<{ known: boolean; clientId?: string; scope?: string }, { token: string }>('identity-provider-token', { token });
/** Acts in the sign-in popup: log in and consent, navigate it elsewhere, or close it; resolves with the URL it showed. */
export const popup = (payload: { action: 'login' | 'navigate' | 'close' | 'url'; login?: string; url?: string }) =>
  executeServerCommand<{ url: string }, typeof payload>('oauth-popup', payload);

/** Closes popups left by earlier tests and signs out of the provider. */
export const resetPopups = () => executeServerCommand<unknown, Record<string, never>>('oauth-popup-reset', {});

let counter = 0;
/** A spec (parsed like a real one) with an oauth2 scheme and an openIdConnect scheme at the provider. */
export async function oauthModel(
  provider: IdentityProvider,
  echoUrl: string,
  overrides: { schemes?: Record<string, unknown>; servers?: unknown[] } = {},
): Promise<ApiModel> {
  counter++;
  const scopes = { 'api:read': 'Read the pets', 'api:write': 'Change the pets', offline_access: 'Get a refresh token', openid: 'OpenID' };
  const doc = {
    openapi: '3.0.3',
    info: { title: `OAuth test ${counter} ${Date.now()}`, version: '1.0.0' },
    servers: overrides.servers ?? [{ url: echoUrl }],
    paths: {
      '/pets': { get: { operationId: 'listPets', security: [{ oauth: ['api:read'] }], responses: { 200: { description: 'ok' } } } },
      '/me': { get: { operationId: 'me', security: [{ oidc: [] }], responses: { 200: { description: 'ok' } } } },
    },
    components: {
      securitySchemes: overrides.schemes ?? {
        oauth: {
          type: 'oauth2',
          flows: {
            authorizationCode: { authorizationUrl: `${provider.issuer}/auth`, tokenUrl: `${provider.issuer}/token`, scopes },
            clientCredentials: { tokenUrl: `${provider.issuer}/token`, scopes },
          },
        },
        oidc: { type: 'openIdConnect', openIdConnectUrl: provider.discoveryUrl },
      },
    },
  };
  return parseSpec(JSON.stringify(doc), { sourceUrl: `${location.origin}/specs/oauth-test.json` });
}

/** The OAuth element of `key`'s tab, once its lazy chunk loaded and rendered. */
export async function oauthFlows(host: AuthTestHost, key: string): Promise<SvOAuthFlows> {
  const panel = host.authorize();
  const tab = [...panel.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent!.trim().startsWith(key));
  tab?.click();
  await panel.updateComplete;
  await waitUntil(() => panel.shadowRoot!.querySelector('sv-oauth-flows')?.shadowRoot?.querySelector('.flow, .discovery-error, .discovery-loading'), 'the OAuth chunk rendered', { timeout: 10000 });
  const el = panel.shadowRoot!.querySelector('sv-oauth-flows')!;
  await el.updateComplete;
  return el;
}

export const flowSection = (el: SvOAuthFlows, type: OAuthFlow['type']): HTMLElement => $(el, `section[data-flow="${type}"]`);
export const statusText = (section: HTMLElement): string => section.querySelector('.status')!.textContent!.replace(/\s+/g, ' ').trim();

/** Waits until the flow's status line matches. */
export async function waitForStatus(el: SvOAuthFlows, type: OAuthFlow['type'], pattern: RegExp, timeout = 20000): Promise<string> {
  try {
    await waitUntil(() => pattern.test(statusText(flowSection(el, type))), '', { timeout });
  } catch {
    throw new Error(`status matching ${pattern} expected, status is “${statusText(flowSection(el, type))}”`);
  }
  return statusText(flowSection(el, type));
}

/** Sets an input or select like a user (value + input/change events) and waits for the render. */
export async function setField(el: SvOAuthFlows, section: HTMLElement, selector: string, value: string): Promise<void> {
  const control = section.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

export async function check(el: SvOAuthFlows, section: HTMLElement, selector: string, on: boolean): Promise<void> {
  const box = section.querySelector<HTMLInputElement>(selector)!;
  if (box.checked !== on) box.click();
  await el.updateComplete;
}

/** Every value in localStorage, for the "no secret there" scan. */
export function localStorageText(): string {
  let text = '';
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    text += `${key}=${localStorage.getItem(key)}\n`;
  }
  return text;
}

export function sessionStorageText(): string {
  let text = '';
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!;
    text += `${key}=${sessionStorage.getItem(key)}\n`;
  }
  return text;
}

/**
 * Activates a button as a keyboard user does: focus, then a real Enter. A trusted key press is a user gesture,
 * which an engine may require before it opens the sign-in popup (WebKit does).
 */
export async function pressButton(button: HTMLButtonElement): Promise<void> {
  button.focus();
  await sendKeys({ press: 'Enter' });
}
