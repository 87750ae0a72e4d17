// End to end in Chromium: credentials applied in <sv-authorize> reach the echo server through <sv-try-it> (direct and
// proxy mode), the security badges and the disabled-Send messages follow AND / OR / [] / {} requirements, code samples
// get placeholders, and no secret ever lands in localStorage.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { applyCredentials, loadSpec, type ApiModel, AuthSession } from '../../src/index.js';
import type { SvAuthorize } from '../../components/authorize/authorize.js';
import type { TryItChangeDetail } from '../../components/try-it/try-it-events.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { AuthTestHost, byId, loadFixture, settle } from './authorize-fixtures.js';
import { $, $$, inputByLabel, modelWith, operation, send, tryItServers, type } from './try-it-fixtures.js';
import { typeText } from '../helpers/keys.js';

async function mountHost(model: ApiModel, operationIds: string[], proxyUrl?: string): Promise<AuthTestHost> {
  const host = await fixture<AuthTestHost>(html`<auth-test-host
    .model=${model}
    proxy-url=${proxyUrl ?? ''}
    .operations=${operationIds.map((id) => byId(model, id))}
  ></auth-test-host>`);
  await settle(host);
  return host;
}

/** Selects `key`'s tab (when there are tabs), fills the labelled inputs and clicks Apply. */
async function authorize(host: AuthTestHost, key: string, values: Record<string, string>): Promise<void> {
  const panel: SvAuthorize = host.authorize();
  $$<HTMLButtonElement>(panel, '[role="tab"]').find((t) => t.textContent!.trim().startsWith(key))?.click();
  await panel.updateComplete;
  for (const [label, value] of Object.entries(values)) type(inputByLabel(panel, label), value);
  await panel.updateComplete;
  $<HTMLButtonElement>(panel, 'button.apply').click();
  await settle(host);
}

const sendButton = (host: AuthTestHost, id: string) => $<HTMLButtonElement>(host.tryIt(id), 'button.send');
/** The messages, without the "Authorize…" button that missing credentials carry. */
const blockers = (host: AuthTestHost, id: string) => $$(host.tryIt(id), '.blockers li').map((li) => (li.querySelector('.blocker-text') ?? li).textContent!.trim());
const badgeState = (host: AuthTestHost, id: string) => {
  const part = host.badge(id).shadowRoot!.querySelector('[part="security"]');
  return part ? `${part.getAttribute('data-state')}: ${part.querySelector('.state')!.textContent!.trim()}` : 'nothing';
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('credentials on Try-It requests (echo server)', () => {
  failOnLitWarnings();

  it('apiKey header (inherited root security), query, basic (UTF-8), bearer, raw Digest, OAuth and OIDC tokens', async () => {
    const model = await loadFixture('auth-requirements.yaml');
    const host = await mountHost(model, ['inheritRoot', 'queryOp', 'basicOp', 'overrideOp', 'digestOp', 'oauthOp', 'oidcOp']);
    await authorize(host, 'api_key', { 'API key': 'header-secret-1' });
    await authorize(host, 'query_key', { 'API key': 'query secret&2' });
    await authorize(host, 'basic', { Username: 'zoë', Password: 'päss:word' });
    await authorize(host, 'bearer', { 'Bearer token': 'bearer-secret-3' });
    await authorize(host, 'digest', { 'Authorization header value': 'Digest username="u", response="r4"' });
    await authorize(host, 'oauth', { 'Access token': 'oauth-secret-5' });
    await authorize(host, 'oidc', { 'Access token': 'oidc-secret-6' });

    expect((await send(host.tryIt('inheritRoot'))).echo.headers['x-api-key']).to.equal('header-secret-1');
    const query = (await send(host.tryIt('queryOp'))).echo;
    expect(query.url).to.equal('/query?page=2&api_key=query%20secret%262');
    expect(query.headers['authorization']).to.equal(undefined, 'only the schemes the operation accepts are sent');
    const basic = (await send(host.tryIt('basicOp'))).echo.headers['authorization']!;
    expect(new TextDecoder().decode(Uint8Array.from(atob(basic.replace(/^Basic /, '')), (c) => c.charCodeAt(0)))).to.equal('zoë:päss:word');
    expect((await send(host.tryIt('overrideOp'))).echo.headers['authorization']).to.equal('Bearer bearer-secret-3');
    expect((await send(host.tryIt('digestOp'))).echo.headers['authorization']).to.equal('Digest username="u", response="r4"');
    expect((await send(host.tryIt('oauthOp'))).echo.headers['authorization']).to.equal('Bearer oauth-secret-5');
    expect((await send(host.tryIt('oidcOp'))).echo.headers['authorization']).to.equal('Bearer oidc-secret-6');
  });

  it('apiKey in a cookie: sent as a Cookie header in proxy mode; in direct mode the note explains why it is not', async () => {
    const { proxyUrl } = await tryItServers();
    const proxied = await mountHost(await loadFixture('auth-requirements.yaml'), ['cookieOp'], proxyUrl);
    await authorize(proxied, 'cookie_key', { 'API key': 'cookie-secret-7' });
    expect((await send(proxied.tryIt('cookieOp'))).echo.headers['cookie']).to.equal('session_id=cookie-secret-7');

    const direct = await mountHost(await loadFixture('auth-requirements.yaml'), ['cookieOp']);
    await authorize(direct, 'cookie_key', { 'API key': 'cookie-secret-8' });
    expect($(direct.authorize(), '.notice').textContent).to.contain('Browsers do not let a page set the Cookie header');
    expect(sendButton(direct, 'cookieOp').disabled).to.equal(false);
    expect(direct.tryIt('cookieOp').buildCurrentRequest().cookies).to.deep.equal([['session_id', 'cookie-secret-8']], 'code samples still get it');
    expect((await send(direct.tryIt('cookieOp'))).echo.headers['cookie']).to.equal(undefined);
  });

  it('the try-it-change request carries the credentials; code samples can ask for placeholders instead', async () => {
    const model = await loadFixture('auth-requirements.yaml');
    const host = await mountHost(model, ['andOp']);
    const tryIt = host.tryIt('andOp');
    const op = byId(model, 'andOp');
    const bare = applyCredentials(tryIt.buildCurrentRequest(), op, model, host.session.credentials, { placeholders: true });
    expect(bare.headers).to.deep.include.members([['X-API-Key', 'YOUR_API_KEY'], ['Authorization', 'Basic YOUR_BASE64_CREDENTIALS']]);

    await authorize(host, 'api_key', { 'API key': 'k-9' });
    tryIt.form.addHeader();
    await tryIt.updateComplete;
    const change = oneEvent(tryIt, 'try-it-change');
    tryIt.form.setHeader(0, 'X-Trace', '1');
    const { request } = (await change).detail as TryItChangeDetail;
    expect(request.headers).to.deep.include(['X-API-Key', 'k-9']);
    const sample = applyCredentials(request, op, model, host.session.credentials, { placeholders: true });
    expect(sample.headers).to.deep.include.members([['X-API-Key', 'k-9'], ['Authorization', 'Basic YOUR_BASE64_CREDENTIALS']]);
  });
});

describe('requirements: badges and the disabled Send button', () => {
  failOnLitWarnings();

  it('inherit, override, [] public, AND, OR, AND/OR and {} optional on the fixture', async () => {
    const model = await loadFixture('auth-requirements.yaml');
    const ids = ['inheritRoot', 'publicOp', 'overrideOp', 'andOp', 'orOp', 'andOrOp', 'optionalOp'];
    const host = await mountHost(model, ids);
    const states = () => Object.fromEntries(ids.map((id) => [id, badgeState(host, id)]));
    const enabled = () => Object.fromEntries(ids.map((id) => [id, !sendButton(host, id).disabled]));

    expect(states()).to.deep.equal({
      inheritRoot: 'unsatisfied: Credentials required',
      publicOp: 'public: None (public)',
      overrideOp: 'unsatisfied: Credentials required',
      andOp: 'unsatisfied: Credentials required',
      orOp: 'unsatisfied: Credentials required',
      andOrOp: 'unsatisfied: Credentials required',
      optionalOp: 'optional: Optional',
    });
    expect(enabled()).to.deep.equal({ inheritRoot: false, publicOp: true, overrideOp: false, andOp: false, orOp: false, andOrOp: false, optionalOp: true });
    expect(blockers(host, 'inheritRoot')).to.deep.equal(['Authorization required: apply “api_key” in the Authorize panel.']);
    expect(blockers(host, 'andOp')).to.deep.equal(['Authorization required: apply “api_key” and “basic” in the Authorize panel.']);
    expect(blockers(host, 'orOp')).to.deep.equal(['Authorization required: apply “bearer” or “oauth” in the Authorize panel.']);
    expect(blockers(host, 'andOrOp')).to.deep.equal(['Authorization required: apply “cookie_key” and “bearer”, or “oidc” in the Authorize panel.']);
    expect($(host.tryIt('andOp'), 'button.send').getAttribute('aria-describedby')).to.equal('blockers');

    const badge = host.badge('orOp');
    expect(badge.shadowRoot!.querySelector('.alternatives')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'bearer, not applied or oauth (read), not applied',
    );
    await expect(badge).to.be.accessible();

    await authorize(host, 'api_key', { 'API key': 'k' });
    expect(enabled()).to.deep.include({ inheritRoot: true, overrideOp: false, andOp: false });
    expect(blockers(host, 'andOp')).to.deep.equal(['Authorization required: apply “basic” in the Authorize panel.']);
    expect(states().inheritRoot).to.equal('satisfied: Authorized');

    await authorize(host, 'bearer', { 'Bearer token': 't' });
    expect(enabled()).to.deep.include({ overrideOp: true, orOp: true, andOrOp: false });
    expect(blockers(host, 'andOrOp')).to.deep.equal(['Authorization required: apply “cookie_key” or “oidc” in the Authorize panel.']);

    await authorize(host, 'query_key', { 'API key': 'q' });
    expect(states().optionalOp).to.equal('satisfied: Authorized');
    expect((await send(host.tryIt('optionalOp'))).echo.url).to.equal('/optional?api_key=q');

    await authorize(host, 'oidc', { 'Access token': 'o' });
    await authorize(host, 'basic', { Username: 'u', Password: 'p' });
    expect(Object.values(enabled()).every(Boolean)).to.equal(true);
    expect(host.badge('andOp').shadowRoot!.querySelectorAll('.entry.applied')).to.have.length(2);

    // Clear is immediate everywhere: the key is no longer applied, Send is blocked again.
    $<HTMLButtonElement>(host.authorize(), '[role="tab"]').click();
    await host.authorize().updateComplete;
    $<HTMLButtonElement>(host.authorize(), 'button.clear').click();
    await settle(host);
    expect(enabled()).to.deep.include({ inheritRoot: false, andOp: false });
  });

  it('oas30-security-multiple.yaml: AND, OR, AND/OR and many AND/OR; a keyboard user authorizes and sends', async () => {
    const { echoUrl } = await tryItServers();
    const spec = await loadSpec('/specs/oas30-security-multiple.yaml');
    const model = { ...spec, info: { ...spec.info, title: `${spec.info.title} ${Date.now()}` }, servers: [{ url: echoUrl, variables: [] }] };
    const ids = model.operations.map((o) => o.id);
    const host = await mountHost(model, ids);
    expect(ids.map((id) => sendButton(host, id).disabled)).to.deep.equal([true, true, true, true]);

    // Keyboard: focus the apiKey_header tab through the tab list, type the key, press Enter.
    const panel = host.authorize();
    const tabs = $$<HTMLButtonElement>(panel, '[role="tab"]');
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' }); // apiKey_cookie → apiKey_header
    await panel.updateComplete;
    expect(panel.shadowRoot!.activeElement!.textContent!.trim()).to.equal('apiKey_header');
    // Tab past the tab panel and the link in the scheme's description to the key input.
    for (let i = 0; i < 4 && panel.shadowRoot!.activeElement?.localName !== 'input'; i++) await sendKeys({ press: 'Tab' });
    expect(panel.shadowRoot!.activeElement).to.equal(inputByLabel(panel, 'API key'));
    await typeText('hdr');
    await sendKeys({ press: 'Enter' });
    await settle(host);
    const or = model.operations.find((o) => o.path === '/anything/or')!.id;
    expect(ids.map((id) => sendButton(host, id).disabled)).to.deep.equal([true, false, true, true]);
    expect((await send(host.tryIt(or))).echo.headers['x-api-key']).to.equal('hdr');
    await expect(host.badge(or)).to.be.accessible();
  });
});

describe('security badge: schemes this page cannot check', () => {
  failOnLitWarnings();

  it('no security declared: nothing; mutualTLS or an undeclared scheme: Send enabled, “not checked”, no Authorize button', async () => {
    const { echoUrl } = await tryItServers();
    const ops = [
      operation({ operationId: 'open', path: '/open' }),
      operation({ operationId: 'mtls', path: '/mtls', security: [{ mtls: [] }] }),
      operation({ operationId: 'ghost', path: '/ghost', security: [{ ghost: ['x'] }] }),
    ];
    const model = modelWith(echoUrl, ops, { securitySchemes: [{ kind: 'mutualTLS', key: 'mtls' }] });
    const host = await mountHost(model, ['open', 'mtls', 'ghost']);
    expect(badgeState(host, 'open')).to.equal('nothing');
    expect(badgeState(host, 'mtls')).to.equal('satisfied: Not checked by this page');
    expect(badgeState(host, 'ghost')).to.equal('satisfied: Not checked by this page');
    expect(host.badge('ghost').shadowRoot!.querySelector('.entry')!.textContent).to.equal('ghost (x), not managed by this page');
    expect(host.badge('mtls').shadowRoot!.querySelector('button.authorize')).to.equal(null);
    expect(['open', 'mtls', 'ghost'].map((id) => sendButton(host, id).disabled)).to.deep.equal([false, false, false]);
    await expect(host.badge('ghost')).to.be.accessible();
  });
});

describe('credential storage', () => {
  failOnLitWarnings();

  it('after applying every kind of credential and sending, localStorage holds none of the secrets; sessionStorage restores them', async () => {
    const { proxyUrl } = await tryItServers();
    const model = await loadFixture('auth-requirements.yaml');
    const host = await mountHost(model, ['andOp', 'queryOp', 'cookieOp', 'digestOp', 'oauthOp'], proxyUrl);
    const secrets = {
      api_key: 'SECRET-header-key',
      query_key: 'SECRET-query-key',
      cookie_key: 'SECRET-cookie-key',
      bearer: 'SECRET-bearer',
      digest: 'Digest SECRET-digest',
      oauth: 'SECRET-oauth',
      oidc: 'SECRET-oidc',
      user: 'SECRET-user',
      password: 'SECRET-password',
    };
    await authorize(host, 'api_key', { 'API key': secrets.api_key });
    await authorize(host, 'query_key', { 'API key': secrets.query_key });
    await authorize(host, 'cookie_key', { 'API key': secrets.cookie_key });
    await authorize(host, 'basic', { Username: secrets.user, Password: secrets.password });
    await authorize(host, 'bearer', { 'Bearer token': secrets.bearer });
    await authorize(host, 'digest', { 'Authorization header value': secrets.digest });
    await authorize(host, 'oauth', { 'Access token': secrets.oauth });
    await authorize(host, 'oidc', { 'Access token': secrets.oidc });
    // Try-It saves its form to localStorage on every edit: edit and send each panel.
    for (const id of ['andOp', 'queryOp', 'cookieOp', 'digestOp', 'oauthOp']) {
      const tryIt = host.tryIt(id);
      tryIt.form.addHeader();
      tryIt.form.setHeader(0, 'X-Note', 'n');
      await send(tryIt);
    }
    await new Promise((r) => setTimeout(r, 400)); // past Try-It's coalesced save

    const local = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n');
    expect(Object.keys(localStorage).length, 'Try-It did save its forms').to.be.greaterThan(0);
    expect(local).not.to.contain('SECRET');
    expect(local).not.to.contain(btoa(`${secrets.user}:${secrets.password}`));
    const session = Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k)).join('\n');
    for (const secret of Object.values(secrets)) expect(session).to.contain(secret);

    // A reload of the tab: a new session for the same spec restores every credential.
    const restored = new AuthSession(model);
    expect(Object.keys(restored.credentials).sort()).to.deep.equal(['api_key', 'basic', 'bearer', 'cookie_key', 'digest', 'oauth', 'oidc', 'query_key']);
    expect(restored.credentials['basic']).to.deep.equal({ username: secrets.user, password: secrets.password });
  });

  it('CredentialStore refuses localStorage', () => {
    expect(() => new AuthSession({ info: { title: 't', version: '1' }, securitySchemes: [] }, localStorage)).to.throw(/sessionStorage only/);
  });
});
