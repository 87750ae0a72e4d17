// <sv-authorize> in Chromium: tabs (ARIA tabs pattern) or a single form, the applied dots, Apply / Clear, the
// verbatim OAuth 2.0 / OpenID Connect details, Swagger 2.0 definitions, and the dialog mode with its keyboard paths.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { SvAuthorize } from '../../components/authorize/authorize.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { AuthTestHost, byId, loadFixture, settle } from './authorize-fixtures.js';
import { $, $$, inputByLabel, modelWith, operation, type } from './try-it-fixtures.js';
import { typeText } from '../helpers/keys.js';

async function mountHost(file: string, options: { inline?: boolean; operationIds?: string[] } = {}): Promise<AuthTestHost> {
  const model = await loadFixture(file);
  const host = await fixture<AuthTestHost>(html`<auth-test-host
    .model=${model}
    .inline=${options.inline ?? true}
    .operations=${(options.operationIds ?? []).map((id) => byId(model, id))}
  ></auth-test-host>`);
  await settle(host);
  return host;
}

const tabs = (panel: SvAuthorize) => $$<HTMLButtonElement>(panel, '[role="tab"]');
const visiblePanels = (panel: SvAuthorize) => $$(panel, '[role="tabpanel"]').filter((p) => !p.hidden);
const activeInShadow = (el: Element) => el.shadowRoot!.activeElement;

async function selectTab(panel: SvAuthorize, key: string): Promise<void> {
  const tab = tabs(panel).find((t) => t.textContent!.trim().startsWith(key));
  if (!tab) throw new Error(`no tab ${key}`);
  tab.click();
  await panel.updateComplete;
}

async function applyValues(panel: SvAuthorize, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) type(inputByLabel(panel, label), value);
  await panel.updateComplete;
  $<HTMLButtonElement>(panel, 'button.apply').click();
  await panel.updateComplete;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sv-authorize: layout', () => {
  failOnLitWarnings();

  it('more than one scheme: one tab per scheme, only the selected scheme’s form shown, ARIA tabs wiring; accessible', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    expect(tabs(panel).map((t) => t.textContent!.trim())).to.deep.equal(['api_key', 'query_key', 'cookie_key', 'basic', 'bearer', 'digest', 'oauth', 'oidc']);
    expect($(panel, '[role="tablist"]').getAttribute('aria-label')).to.equal('Security schemes');
    tabs(panel).forEach((tab, i) => {
      expect(tab.getAttribute('aria-selected')).to.equal(i === 0 ? 'true' : 'false');
      expect(tab.tabIndex).to.equal(i === 0 ? 0 : -1);
      const controlled = panel.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(controlled.getAttribute('role')).to.equal('tabpanel');
      expect(controlled.getAttribute('aria-labelledby')).to.equal(tab.id);
    });
    expect(visiblePanels(panel)).to.have.length(1);
    expect($$(panel, 'form')).to.have.length(1);
    expect(visiblePanels(panel)[0]!.textContent).to.contain('X-API-Key');
    await selectTab(panel, 'basic');
    expect(visiblePanels(panel)[0]!.id).to.equal(tabs(panel)[3]!.getAttribute('aria-controls'));
    expect($$(panel, 'form input').map((i) => i.getAttribute('type'))).to.deep.equal(['text', 'password']);
    await expect(panel).to.be.accessible();
  });

  it('exactly one scheme: no tab bar, its form directly; accessible', async () => {
    const model = modelWith('http://127.0.0.1:9', [operation({ security: [{ key: [] }] })], {
      securitySchemes: [{ kind: 'apiKey', key: 'key', name: 'X-Key', in: 'header', description: 'The **team** key.' }],
    });
    const host = await fixture<AuthTestHost>(html`<auth-test-host .model=${model}></auth-test-host>`);
    await settle(host);
    const panel = host.authorize();
    expect($$(panel, '[role="tablist"], [role="tab"]')).to.have.length(0);
    expect($$(panel, 'form')).to.have.length(1);
    await waitUntil(() => panel.shadowRoot!.querySelector('.description strong'), 'the description is rendered as Markdown');
    expect(inputByLabel(panel, 'API key').type).to.equal('password');
    await expect(panel).to.be.accessible();
  });

  it('no schemes: renders nothing', async () => {
    const model = modelWith('http://127.0.0.1:9', [operation({})]);
    const host = await fixture<AuthTestHost>(html`<auth-test-host .model=${model}></auth-test-host>`);
    await settle(host);
    expect(host.authorize().shadowRoot!.childElementCount).to.equal(0);
  });
});

describe('sv-authorize: keyboard and dots', () => {
  failOnLitWarnings();

  it('arrow keys, Home and End move the selection and the focus (roving tabindex); Enter in an input applies', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    tabs(panel)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await panel.updateComplete;
    expect(activeInShadow(panel)).to.equal(tabs(panel)[1]);
    expect(tabs(panel)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(tabs(panel).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1, -1, -1, -1, -1, -1]);
    await sendKeys({ press: 'End' });
    await panel.updateComplete;
    expect(activeInShadow(panel)).to.equal(tabs(panel)[7]);
    await sendKeys({ press: 'ArrowRight' });
    await panel.updateComplete;
    expect(activeInShadow(panel)).to.equal(tabs(panel)[0], 'wraps around');
    await sendKeys({ press: 'ArrowLeft' });
    await panel.updateComplete;
    expect(activeInShadow(panel)).to.equal(tabs(panel)[7]);
    await sendKeys({ press: 'Home' });
    await panel.updateComplete;
    expect(activeInShadow(panel)).to.equal(tabs(panel)[0]);

    // Tab leaves the tab list for the tab panel, then its input; type a key and press Enter.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(activeInShadow(panel)).to.equal(inputByLabel(panel, 'API key'));
    await typeText('kbd-key');
    await sendKeys({ press: 'Enter' });
    await settle(host);
    expect(host.session.credentials['api_key']).to.deep.equal({ value: 'kbd-key' });
    expect(tabs(panel)[0]!.querySelector('.dot')).to.exist;
    expect($(panel, '.status').textContent).to.contain('Applied');
  });

  it('a dot (and “applied” for screen readers) on each tab whose credentials are applied; Clear removes it', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    const dots = () => tabs(panel).map((t) => !!t.querySelector('.dot'));
    expect(dots().some(Boolean)).to.equal(false);
    await applyValues(panel, { 'API key': 'k1' });
    await selectTab(panel, 'basic');
    await applyValues(panel, { Username: 'user', Password: 'pw' });
    await selectTab(panel, 'oidc');
    await applyValues(panel, { 'Access token': 'tok' });
    expect(dots()).to.deep.equal([true, false, false, true, false, false, false, true]);
    expect(tabs(panel)[3]!.textContent).to.match(/basic\s*\(applied\)/);
    expect($(panel, '.applied-badge').textContent).to.equal('Applied');
    await selectTab(panel, 'basic');
    expect(inputByLabel(panel, 'Username').value, 'the applied values are shown').to.equal('user');
    $<HTMLButtonElement>(panel, 'button.clear').click();
    await panel.updateComplete;
    expect(dots()).to.deep.equal([true, false, false, false, false, false, false, true]);
    expect(inputByLabel(panel, 'Username').value).to.equal('');
    expect(host.session.isApplied('basic')).to.equal(false);
    await expect(panel).to.be.accessible();
  });

  it('Apply with an empty value says what is missing and applies nothing', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    await selectTab(panel, 'basic');
    await applyValues(panel, { Password: 'only-a-password' });
    expect($(panel, '.status.error').textContent).to.equal('Enter the username first.');
    expect(host.session.isApplied('basic')).to.equal(false);
  });
});

describe('sv-authorize: scheme details', () => {
  failOnLitWarnings();

  it('oauth2: every flow verbatim (type, URLs, scopes with descriptions) and a pasted-token input; x-flowVariables carried untouched', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    await selectTab(panel, 'oauth');
    const title = (f: Element) => f.querySelector('.flow-title')!.textContent!.replace(/\s+/g, ' ').trim();
    // The model lists flows in the OpenAPI order of the Flows Object (implicit, password, clientCredentials, authorizationCode).
    const flows = ['Authorization code flow authorizationCode', 'Client credentials flow clientCredentials'].map(
      (t) => $$(panel, '.flow').find((f) => title(f) === t)!,
    );
    expect($$(panel, '.flow')).to.have.length(2);
    const urls = (f: Element) => [...f.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent!.trim()}`);
    expect(urls(flows[0]!)).to.deep.equal([
      'Authorization URL: https://auth.example.com/authorize',
      'Token URL: /oauth/token',
      'Refresh URL: /oauth/refresh',
    ]);
    expect(urls(flows[1]!)).to.deep.equal(['Token URL: https://{tenant}.example.com/token']);
    const rows = [...flows[0]!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent!.trim()));
    expect(rows).to.deep.equal([['read', 'Read things'], ['write', 'Write things']]);
    expect(flows[1]!.textContent).to.contain('No scopes.');
    expect(inputByLabel(panel, 'Access token').type).to.equal('password');
    expect(visiblePanels(panel)[0]!.textContent).to.contain('Authorization: Bearer <token>');
    const oauth = host.model.securitySchemes.find((s) => s.key === 'oauth');
    expect(oauth?.kind === 'oauth2' && oauth.flows.find((f) => f.type === 'authorizationCode')!.flowVariables).to.deep.equal({ tenant: { default: 'acme', enum: ['acme', 'beta'] } });
    await expect(panel).to.be.accessible();
  });

  it('openIdConnect: description and the discovery URL as a link; no request goes to the identity provider', async () => {
    const before = performance.getEntriesByType('resource').length;
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    await selectTab(panel, 'oidc');
    await waitUntil(() => panel.shadowRoot!.querySelector('.description strong'), 'description rendered');
    expect($(panel, '.description').textContent!.trim()).to.equal('Sign in with Example ID.');
    const link = $<HTMLAnchorElement>(panel, 'a.oidc-url');
    expect(link.href).to.equal('https://id.example.com/.well-known/openid-configuration');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    await applyValues(panel, { 'Access token': 'oidc-token' });
    const requested = performance.getEntriesByType('resource').slice(before).map((e) => e.name);
    expect(requested.filter((url) => /example\.com/.test(url))).to.deep.equal([]);
  });

  it('http: bearerFormat shown, basic asks for user and password, other schemes verbatim with a raw Authorization input', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    await selectTab(panel, 'bearer');
    expect($(panel, '.scheme-kind').textContent).to.equal('HTTP Bearer (JWT)');
    expect($(panel, '.bearer-format').textContent).to.equal('JWT');
    expect(inputByLabel(panel, 'Bearer token')).to.exist;
    await selectTab(panel, 'digest');
    expect($(panel, '.http-scheme').textContent).to.equal('digest');
    expect(inputByLabel(panel, 'Authorization header value').placeholder).to.contain('Digest');
  });

  it('apiKey in a cookie: direct mode explains that browsers cannot set Cookie; proxy mode says the proxy sends it', async () => {
    const host = await mountHost('auth-requirements.yaml');
    const panel = host.authorize();
    await selectTab(panel, 'cookie_key');
    expect($(panel, '.notice').textContent).to.match(/Browsers do not let a page set the Cookie header/);
    host.proxyUrl = 'http://127.0.0.1:9/api/proxy';
    await settle(host);
    expect($$(panel, '.notice')).to.have.length(0);
    expect(visiblePanels(panel)[0]!.textContent).to.contain('Cookie header set by the proxy');
  });

  it('Swagger 2.0 securityDefinitions: basic, apiKey and oauth2 (accessCode → authorizationCode) get the same forms', async () => {
    const host = await mountHost('auth-swagger2.yaml');
    const panel = host.authorize();
    expect(tabs(panel).map((t) => t.textContent!.trim())).to.deep.equal(['basic_auth', 'key', 'petstore_auth']);
    expect(inputByLabel(panel, 'Username')).to.exist;
    await selectTab(panel, 'key');
    expect(inputByLabel(panel, 'API key')).to.exist;
    await selectTab(panel, 'petstore_auth');
    expect($(panel, '.flow-title').textContent!.replace(/\s+/g, ' ').trim()).to.equal('Authorization code flow authorizationCode');
    const cells = $$(panel, '.flow tbody tr').map((tr) => [...tr.children].map((td) => td.textContent!.trim()));
    expect(cells).to.deep.equal([['write:pets', 'modify pets'], ['read:pets', 'read pets']]);
    expect(inputByLabel(panel, 'Access token')).to.exist;
    await expect(panel).to.be.accessible();
  });
});

describe('sv-authorize: dialog mode', () => {
  failOnLitWarnings();

  it('the Authorize button opens a modal dialog; Escape closes it and focus returns to the button', async () => {
    const host = await mountHost('auth-requirements.yaml', { inline: false });
    const panel = host.authorize();
    const trigger = $<HTMLButtonElement>(panel, 'button.trigger');
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    const dialog = $<HTMLDialogElement>(panel, 'dialog');
    expect(dialog.open).to.equal(false);
    await expect(panel).to.be.accessible();
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialog.open, 'the dialog opens');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(activeInShadow(panel)).to.equal(inputByLabel(panel, 'API key'));
    await expect(panel).to.be.accessible();
    await typeText('dialog-key');
    await sendKeys({ press: 'Enter' });
    await settle(host);
    expect(trigger.textContent!.replace(/\s+/g, ' ')).to.contain('Authorize 1 applied');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open, 'Escape closes the dialog');
    await waitUntil(() => activeInShadow(panel) === trigger, 'focus returns to the trigger');
  });

  it('a security badge’s Authorize button opens the dialog on the closest alternative’s missing scheme', async () => {
    const host = await mountHost('auth-requirements.yaml', { inline: false, operationIds: ['andOrOp'] });
    const panel = host.authorize();
    const badge = host.badge('andOrOp');
    $<HTMLButtonElement>(badge, 'button.authorize').click();
    const dialog = $<HTMLDialogElement>(panel, 'dialog');
    await waitUntil(() => dialog.open, 'the dialog opens');
    await panel.updateComplete;
    expect(tabs(panel).find((t) => t.getAttribute('aria-selected') === 'true')!.textContent!.trim()).to.equal('oidc', '“oidc” alone beats “cookie_key” + “bearer”');
    expect(activeInShadow(panel)).to.equal(inputByLabel(panel, 'Access token'));
    $<HTMLButtonElement>(panel, 'button.close').click();
    await waitUntil(() => !dialog.open, 'Close closes the dialog');
  });
});
