// End to end in Chromium against a real OpenID Connect provider (oidc-provider on loopback, see
// test/servers/identity-provider.mjs): Authorization Code with PKCE through the provider's login and consent pages
// in the popup, Client Credentials with each client authentication, refresh, OpenID Connect discovery, the proxy
// route, state mismatch, popup blocked/closed, and the storage rules (sessionStorage only, nothing in localStorage).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
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
  resetPopups,
  sessionStorageText,
  setField,
  statusText,
  tokenCalls,
  tokenInfo,
  waitForStatus,
  pressButton,
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
  await resetPopups();
  await tokenCalls(); // forget earlier tests' requests
});

describe('OAuth Get Token against a real identity provider', function () {
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
    await pressButton(code.querySelector<HTMLButtonElement>('button.get-token')!);

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

    // Nothing secret in localStorage: access tokens (old and new), the refresh token, the verifier.
    const stored = sessionStorageText();
    const refreshToken = /"refreshToken":"([^"]+)"/.exec(stored)?.[1];
    expect(refreshToken, 'the refresh token is kept in sessionStorage').to.be.a('string');
    expect(stored).to.include(refreshed.replace(/^Bearer /, ''));
    for (const secret of [token, refreshed.replace(/^Bearer /, ''), refreshToken!, call!.form['code_verifier']!]) {
      expect(localStorageText()).not.to.include(secret);
    }
    await expect(el).to.be.accessible();
  });
});

describe('client credentials: one client authentication mechanism per request', function () {
  failOnLitWarnings();

  it('client_secret_basic: id and secret form-urlencoded before base64 (secret with + % :), nothing in the body', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['listPets']);
    const el = await oauthFlows(host, 'oauth');
    const cc = flowSection(el, 'clientCredentials');
    expect(cc.querySelector('input.confidential'), 'client credentials are always confidential').to.equal(null);
    await setField(el, cc, 'input.client-id', 'basic-app');
    await setField(el, cc, 'input.client-secret', provider.secret);
    await check(el, cc, 'input.scope[value="api:read"]', true);
    expect(cc.querySelector<HTMLInputElement>('input[value="client_secret_basic"]')!.checked, 'basic by default').to.equal(true);
    await pressButton(cc.querySelector<HTMLButtonElement>('button.get-token')!);
    expect(await waitForStatus(el, 'clientCredentials', /Token obtained|answered|failed/)).to.match(/^Token obtained and applied/);
    const [call] = await tokenCalls();
    expect(decodeBasic(call!.headers['authorization']!)).to.equal(`basic-app:${formEncode(provider.secret)}`);
    expect(provider.secret).to.include('+').and.include('%').and.include(':');
    expect(call!.form).to.deep.equal({ grant_type: 'client_credentials', scope: 'api:read' });
    const token = (await send(host.tryIt('listPets'))).echo.headers['authorization']!.replace(/^Bearer /, '');
    expect(await tokenInfo(token)).to.deep.include({ known: true, clientId: 'basic-app', scope: 'api:read' });
    expect(localStorageText()).not.to.include(token).and.not.to.include(provider.secret).and.not.to.include(formEncode(provider.secret));
  });

  it('client_secret_post: id and secret in the body, no Authorization header', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['listPets']);
    const el = await oauthFlows(host, 'oauth');
    const cc = flowSection(el, 'clientCredentials');
    await setField(el, cc, 'input.client-id', 'post-app');
    await setField(el, cc, 'input.client-secret', provider.secret);
    await check(el, cc, 'input[value="client_secret_post"]', true);
    await pressButton(cc.querySelector<HTMLButtonElement>('button.get-token')!);
    expect(await waitForStatus(el, 'clientCredentials', /Token obtained|answered|failed/)).to.match(/^Token obtained and applied/);
    const [call] = await tokenCalls();
    expect(call!.headers['authorization']).to.equal(undefined);
    expect(call!.form).to.deep.equal({ grant_type: 'client_credentials', client_id: 'post-app', client_secret: provider.secret });
    expect((await send(host.tryIt('listPets'))).echo.headers['authorization']).to.match(/^Bearer .+/);
    expect(sessionStorageText()).to.include('spec-viewer:oauth-token:');
    host.authorize().shadowRoot!.querySelector<HTMLButtonElement>('button.clear')!.click();
    await settle(host);
    await el.updateComplete;
    expect(sessionStorageText(), 'Clear forgets the obtained tokens').not.to.include('spec-viewer:oauth-token:');
    expect(host.session.isApplied('oauth')).to.equal(false);
  });

  it('a wrong secret: the token endpoint error and description are shown verbatim, nothing is applied', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['listPets']);
    const el = await oauthFlows(host, 'oauth');
    const cc = flowSection(el, 'clientCredentials');
    await setField(el, cc, 'input.client-id', 'basic-app');
    await setField(el, cc, 'input.client-secret', 'wrong');
    await pressButton(cc.querySelector<HTMLButtonElement>('button.get-token')!);
    const status = await waitForStatus(el, 'clientCredentials', /answered|failed/);
    expect(status).to.equal('The token endpoint answered HTTP 401 invalid_client: client authentication failed');
    expect(cc.querySelector('.status')!.classList.contains('error')).to.equal(true);
    expect(host.session.isApplied('oauth')).to.equal(false);
  });
});

describe('the proxy route and CORS', function () {
  failOnLitWarnings();

  it('a token endpoint without CORS: direct mode says so and suggests the proxy; through the proxy it works', async () => {
    const provider = await identityProvider();
    const { echoUrl, proxyUrl } = await tryItServers();
    const model = await oauthModel(provider, echoUrl);
    const fill = async (host: AuthTestHost) => {
      const el = await oauthFlows(host, 'oauth');
      const cc = flowSection(el, 'clientCredentials');
      await setField(el, cc, 'input.client-id', 'no-cors-app');
      await setField(el, cc, 'input.client-secret', provider.secret);
      await check(el, cc, 'input[value="client_secret_post"]', true);
      await pressButton(cc.querySelector<HTMLButtonElement>('button.get-token')!);
      return el;
    };
    const direct = await fill(await mountHost(model, ['listPets']));
    const refused = await waitForStatus(direct, 'clientCredentials', /CORS|Token obtained|answered/);
    expect(refused).to.include('cross-origin requests from this page (CORS)').and.include('proxy-url');
    await tokenCalls();

    sessionStorage.clear();
    const proxied = await mountHost(model, ['listPets'], proxyUrl);
    const el = await fill(proxied);
    expect(await waitForStatus(el, 'clientCredentials', /Token obtained|answered|failed/)).to.match(/^Token obtained and applied/);
    const [call] = await tokenCalls();
    expect(call!.headers['origin'], 'sent by the proxy, not the browser').to.equal(undefined);
    expect(call!.form['client_id']).to.equal('no-cors-app');
    const token = (await send(proxied.tryIt('listPets'))).echo.headers['authorization']!.replace(/^Bearer /, '');
    expect(await tokenInfo(token)).to.deep.include({ known: true, clientId: 'no-cors-app' });
  });
});

describe('OpenID Connect', function () {
  failOnLitWarnings();

  it('discovery maps the endpoints and scopes; a confidential client (Basic) signs in; iss is checked; the discovery goes through the proxy in proxy mode', async () => {
    const provider = await identityProvider();
    const { echoUrl, proxyUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['me'], proxyUrl);
    const el = await oauthFlows(host, 'oidc');
    await waitUntilFlows(el);
    expect(el.shadowRoot!.querySelector('.issuer')!.textContent).to.equal(provider.issuer);
    const code = flowSection(el, 'authorizationCode');
    expect(code.querySelector('.authorization-url')!.textContent).to.equal(`${provider.issuer}/auth`);
    expect(code.querySelector('.token-url')!.textContent).to.equal(`${provider.issuer}/token`);
    expect([...code.querySelectorAll<HTMLInputElement>('input.scope')].map((i) => i.value)).to.include.members(['openid', 'offline_access', 'api:read']);
    expect(flowSection(el, 'clientCredentials'), 'grant_types_supported lists client_credentials').to.exist;
    await setField(el, code, 'input.client-id', 'basic-app');
    await check(el, code, 'input.confidential', true);
    await setField(el, code, 'input.client-secret', provider.secret);
    await check(el, code, 'input.scope[value="openid"]', true);
    await pressButton(code.querySelector<HTMLButtonElement>('button.get-token')!);
    await popup({ action: 'login', login: 'oidc-user' });
    expect(await waitForStatus(el, 'authorizationCode', /Token obtained|answered|failed|mismatch/)).to.match(/^Token obtained and applied/);
    const calls = await providerCalls();
    expect(calls.discovery.length).to.be.greaterThan(0);
    for (const d of calls.discovery) expect(d.headers['origin'], 'discovery fetched by the proxy, not the browser').to.equal(undefined);
    const [call] = calls.token;
    expect(call!.headers['origin'], 'token request sent by the proxy').to.equal(undefined);
    expect(decodeBasic(call!.headers['authorization']!)).to.equal(`basic-app:${formEncode(provider.secret)}`);
    expect(call!.form['client_secret']).to.equal(undefined);
    expect(call!.form['code_verifier']).to.match(/^[A-Za-z0-9_-]{43}$/);
    const token = (await send(host.tryIt('me'))).echo.headers['authorization']!.replace(/^Bearer /, '');
    expect(await tokenInfo(token)).to.deep.include({ known: true, clientId: 'basic-app' });
  });

  it('a callback whose iss is not the discovered issuer is refused and its code discarded', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['me']);
    const el = await oauthFlows(host, 'oidc');
    await waitUntilFlows(el);
    const code = flowSection(el, 'authorizationCode');
    await setField(el, code, 'input.client-id', 'public-app');
    await pressButton(code.querySelector<HTMLButtonElement>('button.get-token')!);
    await popup({ action: 'url' });
    const { state } = (await providerCalls()).authorize[0]!;
    await popup({ action: 'navigate', url: `${location.origin}/oauth-callback.html?code=forged-code&state=${state}&iss=${encodeURIComponent('https://evil.example')}` });
    const status = await waitForStatus(el, 'authorizationCode', /mismatch|Token obtained/);
    expect(status).to.match(/^Issuer mismatch: the sign-in result came from “https:\/\/evil.example”/);
    expect(await tokenCalls()).to.deep.equal([], 'the code was never redeemed');
    expect(sessionStorageText()).not.to.include('spec-viewer:oauth-pending:');
  });

  for (const [name, path, fragment] of [
    ['unreachable provider', 'http://127.0.0.1:9/.well-known/openid-configuration', 'could not complete the discovery request'],
    ['malformed document (not JSON)', '/oauth-test/discovery/not-json/.well-known/openid-configuration', 'is not valid JSON'],
    ['malformed document (no endpoints)', '/oauth-test/discovery/missing-endpoints/.well-known/openid-configuration', 'has no authorization_endpoint, token_endpoint'],
    ['endpoint on a disallowed origin', '/oauth-test/discovery/disallowed/.well-known/openid-configuration', 'token_endpoint “http://127.0.0.1:9/token” is on a disallowed origin'],
    ['no S256', '/oauth-test/discovery/no-s256/.well-known/openid-configuration', 'does not support PKCE with S256'],
  ] as const) {
    it(`discovery failure, ${name}: a themed error, and manual token paste still works`, async () => {
      const provider = await identityProvider();
      const { echoUrl } = await tryItServers();
      const url = path.startsWith('/') ? `${location.origin}${path}` : path;
      const model = await oauthModel(provider, echoUrl, { schemes: { oidc: { type: 'openIdConnect', openIdConnectUrl: url } } });
      const host = await mountHost(model, ['me']);
      const el = await oauthFlows(host, 'oidc');
      await waitUntil(() => el.shadowRoot!.querySelector('.discovery-error'), 'the discovery error', { timeout: 10000 });
      const box = el.shadowRoot!.querySelector('.discovery-error')!;
      expect(box.getAttribute('role')).to.equal('alert');
      expect(box.textContent!.replace(/\s+/g, ' ')).to.include('OpenID Connect discovery failed.').and.include(fragment).and.include('paste an access token');
      expect(el.shadowRoot!.querySelector('button.get-token')).to.equal(null);
      const panel = host.authorize();
      const input = panel.shadowRoot!.querySelector<HTMLInputElement>('input[name="token"]')!;
      input.value = 'pasted-token';
      input.dispatchEvent(new Event('input'));
      await panel.updateComplete;
      panel.shadowRoot!.querySelector<HTMLButtonElement>('button.apply')!.click();
      await settle(host);
      expect((await send(host.tryIt('me'))).echo.headers['authorization']).to.equal('Bearer pasted-token');
      await expect(el).to.be.accessible();
    });
  }
});

describe('callback hardening and popup failures', function () {
  failOnLitWarnings();

  it('state mismatch: a callback carrying another state is refused, its code discarded, the pending request deleted', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['listPets']);
    const el = await oauthFlows(host, 'oauth');
    const code = flowSection(el, 'authorizationCode');
    await setField(el, code, 'input.client-id', 'public-app');
    await pressButton(code.querySelector<HTMLButtonElement>('button.get-token')!);
    await popup({ action: 'url' });
    expect(sessionStorageText()).to.include('spec-viewer:oauth-pending:');
    await popup({ action: 'navigate', url: `${location.origin}/oauth-callback.html?code=stolen-code&state=forged-state` });
    const status = await waitForStatus(el, 'authorizationCode', /mismatch|Token obtained/);
    expect(status).to.match(/^State mismatch: .* its authorization code was discarded/);
    expect(flowSection(el, 'authorizationCode').querySelector('.status')!.classList.contains('error')).to.equal(true);
    expect(await tokenCalls()).to.deep.equal([]);
    expect(sessionStorageText()).not.to.include('spec-viewer:oauth-pending:');
    expect(host.session.isApplied('oauth')).to.equal(false);
  });

  it('a blocked popup and a popup closed before the result each give a clear message', async () => {
    const provider = await identityProvider();
    const { echoUrl } = await tryItServers();
    const host = await mountHost(await oauthModel(provider, echoUrl), ['listPets']);
    const el = await oauthFlows(host, 'oauth');
    const code = flowSection(el, 'authorizationCode');
    await setField(el, code, 'input.client-id', 'public-app');
    const open = window.open;
    window.open = () => null;
    try {
      await pressButton(code.querySelector<HTMLButtonElement>('button.get-token')!);
    } finally {
      window.open = open;
    }
    expect(await waitForStatus(el, 'authorizationCode', /blocked/)).to.equal(
      'The browser blocked the sign-in window. Allow pop-ups for this site, then press Get Token again.',
    );
    await pressButton(code.querySelector<HTMLButtonElement>('button.get-token')!);
    await popup({ action: 'url' });
    await new Promise((r) => setTimeout(r, 5500)); // past the window in which a "closed" popup means COOP
    await popup({ action: 'close' });
    expect(await waitForStatus(el, 'authorizationCode', /closed/)).to.equal(
      'The sign-in window was closed before the identity provider sent a result. Press Get Token to try again.',
    );
    expect(sessionStorageText()).not.to.include('spec-viewer:oauth-pending:');
  });

  it('a page with Cross-Origin-Opener-Policy: same-origin gets the result over the BroadcastChannel', async () => {
    await identityProvider();
    await executeServerCommand('oauth-coop-open', { origin: location.origin });
    await popup({ action: 'login', login: 'coop-user' });
    const result = await executeServerCommand<{ status: string; applied?: string; sawSevered: boolean; via?: string }, Record<string, never>>(
      'oauth-coop-result',
      {},
    );
    expect(result.status).to.match(/^Token obtained and applied/);
    expect(result.sawSevered, 'the popup was cut off from the page').to.equal(true);
    expect(result.via).to.equal('channel');
    expect(await tokenInfo(result.applied!)).to.deep.include({ known: true, clientId: 'public-app' });
  });
});

async function waitUntilFlows(el: HTMLElement): Promise<void> {
  await waitUntil(() => el.shadowRoot!.querySelector('section[data-flow="authorizationCode"]'), 'discovered flows', { timeout: 10000 });
}
