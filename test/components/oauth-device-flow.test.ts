// OpenAPI 3.2 in the extended build's Get Token panel, against a real provider (oidc-provider with its device flow,
// test/servers/identity-provider.mjs): the device authorization flow shows the user code and the verification
// page, and once the code is confirmed at the provider (by HTTP, from the test server) applies the token; Cancel
// stops it; an `oauth2MetadataUrl` is read (the provider's /.well-known/oauth-authorization-server) and its
// endpoints listed, or its failure shown with token paste still available.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { ApiModel } from '../../src/index.js';
import { usePollClock } from '../../src/auth/oauth/poll-clock.js';
import { AuthTestHost, byId, settle } from './authorize-fixtures.js';
import { $, send, tryItServers } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import {
  check,
  flowSection,
  identityProvider,
  localStorageText,
  oauthFlows,
  oauthModel,
  providerCalls,
  setField,
  statusText,
  tokenInfo,
  waitForStatus,
  type IdentityProvider,
  pressButton,
} from './oauth-fixtures.js';

/** Polls every 100 ms instead of the intervals asked for (recorded). */
let slept: number[] = [];
let restoreClock: (() => void) | undefined;
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await identityProvider();
  await providerCalls(); // forget earlier tests' requests
  slept = [];
  restoreClock = usePollClock({ now: () => Date.now(), sleep: (ms) => (slept.push(ms), new Promise((resolve) => setTimeout(resolve, 100))) });
});
afterEach(() => restoreClock?.());

function deviceScheme(provider: IdentityProvider, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const scopes = { 'api:read': 'Read the pets', offline_access: 'Get a refresh token' };
  return {
    device: {
      type: 'oauth2',
      oauth2MetadataUrl: `${provider.issuer}/.well-known/oauth-authorization-server`,
      flows: { deviceAuthorization: { deviceAuthorizationUrl: `${provider.issuer}/device/auth`, tokenUrl: `${provider.issuer}/token`, scopes } },
      ...extra,
    },
  };
}

async function mountDeviceHost(provider: IdentityProvider, extra: Record<string, unknown> = {}): Promise<AuthTestHost> {
  const { echoUrl } = await tryItServers();
  const base = await oauthModel(provider, echoUrl, { schemes: deviceScheme(provider, extra) });
  const listPets = { ...byId(base, 'listPets'), security: [{ device: ['api:read'] }] };
  const model: ApiModel = { ...base, operations: [listPets] };
  const host = await fixture<AuthTestHost>(html`<auth-test-host .model=${model} .operations=${[listPets]}></auth-test-host>`);
  await settle(host);
  return host;
}

async function startDeviceFlow(host: AuthTestHost, clientId = 'device-app') {
  const el = await oauthFlows(host, 'device');
  const section = flowSection(el, 'deviceAuthorization');
  await setField(el, section, 'input.client-id', clientId);
  await check(el, section, 'input.scope[value="api:read"]', true);
  await pressButton(section.querySelector<HTMLButtonElement>('button.get-token')!);
  await waitUntil(() => flowSection(el, 'deviceAuthorization').querySelector('.user-code'), 'the user code is shown', { timeout: 10000 });
  return { el, section: flowSection(el, 'deviceAuthorization') };
}

describe('device authorization flow (RFC 8628) against a real identity provider', function () {
  failOnLitWarnings();

  it('shows the user code and the verification page, then applies the token once the code is confirmed', async () => {
    const provider = await identityProvider();
    const host = await mountDeviceHost(provider);
    const { el, section } = await startDeviceFlow(host);
    const userCode = section.querySelector('.user-code')!.textContent!.trim();
    expect(userCode).to.match(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(section.querySelector<HTMLAnchorElement>('a.verification-uri')!.href).to.equal(`${provider.issuer}/device`);
    expect(section.querySelector<HTMLAnchorElement>('a.verification-uri-complete')!.href).to.equal(
      `${provider.issuer}/device?user_code=${encodeURIComponent(userCode)}`,
    );
    expect(statusText(section)).to.match(/^Waiting for the code to be approved/);
    expect(section.querySelector('button.cancel'), 'Cancel while polling').to.exist;
    await expect(el).to.be.accessible();

    await executeServerCommand('identity-provider-device', { userCode });
    expect(await waitForStatus(el, 'deviceAuthorization', /Token obtained|answered|failed|denied|expired/)).to.match(/^Token obtained and applied/);
    expect(flowSection(el, 'deviceAuthorization').querySelector('.user-code'), 'the code is gone').to.equal(null);
    expect(slept.length).to.be.greaterThan(0);
    expect(slept.every((ms) => ms === 5000), 'the provider gives no interval: 5 s').to.equal(true);

    const calls = await providerCalls();
    expect(calls.device[0]!.form).to.deep.equal({ scope: 'api:read', client_id: 'device-app' });
    expect(calls.token.at(-1)!.form['grant_type']).to.equal('urn:ietf:params:oauth:grant-type:device_code');
    const panel = host.authorize();
    await panel.updateComplete;
    expect(panel.shadowRoot!.querySelector('.applied-badge'), 'the panel shows the token applied').to.exist;
    const sent = (await send(host.tryIt('listPets'))).echo.headers['authorization']!;
    expect(sent).to.match(/^Bearer .+/);
    expect(await tokenInfo(sent.replace(/^Bearer /, ''))).to.deep.include({ known: true, clientId: 'device-app' });
    expect(localStorageText()).not.to.include(sent.replace(/^Bearer /, ''));
  });

  it('Cancel stops polling and gives focus back to Get Token; a denied code is reported', async () => {
    const provider = await identityProvider();
    const host = await mountDeviceHost(provider);
    const { el, section } = await startDeviceFlow(host);
    section.querySelector<HTMLButtonElement>('button.cancel')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(await waitForStatus(el, 'deviceAuthorization', /cancelled/)).to.equal('Sign-in cancelled.');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.classList.contains('get-token'), 'focus on Get Token').to.equal(true);
    await providerCalls(); // the polls before Cancel
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await providerCalls()).token.length, 'no poll after Cancel').to.equal(0);

    const again = await startDeviceFlow(host);
    const userCode = again.section.querySelector('.user-code')!.textContent!.trim();
    await executeServerCommand('identity-provider-device', { userCode, deny: true });
    expect(await waitForStatus(el, 'deviceAuthorization', /denied|Token obtained/)).to.equal('The request was denied at the identity provider.');
  });

  it('a confidential client: client authentication toggle and method, as for the other flows', async () => {
    const provider = await identityProvider();
    const host = await mountDeviceHost(provider);
    const el = await oauthFlows(host, 'device');
    const section = flowSection(el, 'deviceAuthorization');
    await check(el, section, 'input.confidential', true);
    await setField(el, section, 'input.client-secret', provider.secret);
    const { section: running } = await startDeviceFlow(host, 'basic-app');
    const userCode = running.querySelector('.user-code')!.textContent!.trim();
    await executeServerCommand('identity-provider-device', { userCode });
    expect(await waitForStatus(el, 'deviceAuthorization', /Token obtained|answered|failed/)).to.match(/^Token obtained and applied/);
    const calls = await providerCalls();
    expect(calls.device[0]!.headers['authorization']).to.match(/^Basic /);
    expect(calls.token.at(-1)!.headers['authorization']).to.match(/^Basic /);
  });
});

describe('oauth2MetadataUrl (RFC 8414) in the extended build', function () {
  failOnLitWarnings();

  it('reads the provider’s metadata and lists its endpoints and scopes', async () => {
    const provider = await identityProvider();
    const host = await mountDeviceHost(provider);
    const el = await oauthFlows(host, 'device');
    await waitUntil(() => el.shadowRoot!.querySelector('.metadata-endpoints'), 'the metadata endpoints', { timeout: 10000 });
    const endpoint = (name: string) => $(el, `[data-endpoint="${name}"]`).textContent!.trim();
    expect(endpoint('authorization_endpoint')).to.equal(`${provider.issuer}/auth`);
    expect(endpoint('token_endpoint')).to.equal(`${provider.issuer}/token`);
    expect(endpoint('device_authorization_endpoint')).to.equal(`${provider.issuer}/device/auth`);
    expect($(el, '.metadata-scopes').textContent).to.include('api:read');
    expect($<HTMLAnchorElement>(el, 'a.metadata-url').href).to.equal(`${provider.issuer}/.well-known/oauth-authorization-server`);
    await expect(el).to.be.accessible();
  });

  for (const [name, url, fragment] of [
    ['unreachable', 'http://127.0.0.1:9/.well-known/oauth-authorization-server', 'could not complete the discovery request'],
    ['endpoint on a disallowed origin', '/oauth-test/discovery/disallowed/.well-known/oauth-authorization-server', 'is on a disallowed origin'],
    ['malformed', '/oauth-test/discovery/not-json/.well-known/oauth-authorization-server', 'is not valid JSON'],
  ] as const) {
    it(`failure, ${name}: a themed error; the flow and token paste stay available`, async () => {
      const provider = await identityProvider();
      const metadataUrl = url.startsWith('/') ? `${location.origin}${url}` : url;
      const host = await mountDeviceHost(provider, { oauth2MetadataUrl: metadataUrl });
      const el = await oauthFlows(host, 'device');
      await waitUntil(() => el.shadowRoot!.querySelector('.discovery-error'), 'the metadata error', { timeout: 10000 });
      const box = $(el, '.discovery-error');
      expect(box.getAttribute('role')).to.equal('alert');
      expect(box.textContent!.replace(/\s+/g, ' ')).to.include('Reading the authorization server metadata failed.').and.include(fragment);
      expect(flowSection(el, 'deviceAuthorization').querySelector('button.get-token'), 'the scheme’s own flow stays').to.exist;
      const panel = host.authorize();
      const input = panel.shadowRoot!.querySelector<HTMLInputElement>('input[name="token"]')!;
      input.value = 'pasted-token';
      input.dispatchEvent(new Event('input'));
      await panel.updateComplete;
      panel.shadowRoot!.querySelector<HTMLButtonElement>('button.apply')!.click();
      await settle(host);
      expect((await send(host.tryIt('listPets'))).echo.headers['authorization']).to.equal('Bearer pasted-token');
      await expect(el).to.be.accessible();
    });
  }
});
