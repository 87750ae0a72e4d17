// End to end in Chromium against a real OpenID Connect provider (oidc-provider on loopback, see
// test/servers/identity-provider.mjs): Authorization Code with PKCE through the provider's login and consent pages
// in the popup, Client Credentials with each client authentication, refresh, OpenID Connect discovery, the proxy
// route, state mismatch, popup blocked/closed, and the storage rules (sessionStorage only, nothing in localStorage).
import { expect, fixture, html } from '@open-wc/testing';
import type { ApiModel } from '../../src/index.js';
import { AuthTestHost, byId, settle } from './authorize-fixtures.js';
import { send, tryItServers } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import {
  check,
  flowSection,
  identityProvider,
  localStorageText,
  oauthFlows,
  oauthModel,
  popup,
  providerCalls,
  sessionStorageText,
  setField,
  statusText,
  tokenCalls,
  tokenInfo,
  waitForStatus,
} from './oauth-fixtures.js';

async function mountHost(model: ApiModel, operationIds: string[], proxyUrl?: string): Promise<AuthTestHost> {
  const host = await fixture<AuthTestHost>(html`<auth-test-host
    .model=${model}
    proxy-url=${proxyUrl ?? ''}
    .operations=${operationIds.map((id) => byId(model, id))}
  ></auth-test-host>`);
  await settle(host);
  return host;
}

const decodeBasic = (value: string) => new TextDecoder().decode(Uint8Array.from(atob(value.replace(/^Basic /, '')), (c) => c.charCodeAt(0)));
const formEncode = (value: string) => new URLSearchParams([['', value]]).toString().slice(1);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await identityProvider();
  await tokenCalls(); // forget earlier tests' requests
});

describe('OAuth Get Token against a real identity provider', () => {
  failOnLitWarnings();

  it('authorization code + PKCE through login and consent; the token reaches the API; refresh uses the refresh token', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['listPets']);
    const el = await oauthFlows(host, 'oauth');
    const code = flowSection(el, 'authorizationCode');
    expect(code.querySelector('.redirect-uri')!.textContent).to.equal(`${location.origin}/oauth-callback.html`);
    expect(code.querySelector('input.client-secret'), 'public client: no secret field').to.equal(null);
    await setField(el, code, 'input.client-id', 'public-app');
    await check(el, code, 'input.scope[value="api:read"]', true);
    await check(el, code, 'input.scope[value="offline_access"]', true);
    code.querySelector<HTMLButtonElement>('button.get-token')!.click();

    await popup({ action: 'login', login: 'alice' });
    const status = await waitForStatus(el, 'authorizationCode', /Token obtained|failed|mismatch|answered/);
    expect(status).to.match(/^Token obtained and applied/);
    expect(el.dataset['callbackVia']).to.equal('opener');
    const calls = await providerCalls();
    const authorize = calls.authorize[0]!;
    expect(authorize['response_type']).to.equal('code');
    expect(authorize['code_challenge_method']).to.equal('S256');
    expect(authorize['code_challenge']).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize['state']).to.match(/^[A-Za-z0-9_-]{22}$/);
    expect(authorize['scope']).to.equal('api:read offline_access');
    expect(authorize['client_id']).to.equal('public-app');
    expect(authorize['redirect_uri']).to.equal(`${location.origin}/oauth-callback.html`);
    const [call] = calls.token;
    expect(call!.form['grant_type']).to.equal('authorization_code');
    expect(call!.form['client_id']).to.equal('public-app');
    expect(call!.form['code_verifier']).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(call!.headers['authorization']).to.equal(undefined);
    expect(sessionStorageText()).not.to.include(call!.form['code_verifier']!, 'the verifier is deleted after use');

    const sent = (await send(host.tryIt('listPets'))).echo.headers['authorization']!;
    expect(sent).to.match(/^Bearer .+/);
    const token = sent.replace(/^Bearer /, '');
    expect(await tokenInfo(token)).to.deep.include({ known: true, clientId: 'public-app' });

    await el.updateComplete;
    const refresh = flowSection(el, 'authorizationCode').querySelector<HTMLButtonElement>('button.refresh')!;
    expect(refresh, 'a refresh token came back').to.exist;
    refresh.click();
    expect(await waitForStatus(el, 'authorizationCode', /Token refreshed|answered|failed/)).to.match(/^Token refreshed and applied/);
    const [refreshCall] = await tokenCalls();
    expect(refreshCall!.form['grant_type']).to.equal('refresh_token');
    expect(refreshCall!.form['client_id']).to.equal('public-app');
    const refreshed = (await send(host.tryIt('listPets'))).echo.headers['authorization']!;
    expect(refreshed).not.to.equal(sent);
    expect(await tokenInfo(refreshed.replace(/^Bearer /, ''))).to.deep.include({ known: true });

    expect(localStorageText()).not.to.include(token);
    expect(sessionStorageText()).to.include(refreshed.replace(/^Bearer /, ''));
    await expect(el).to.be.accessible();
  });
});
