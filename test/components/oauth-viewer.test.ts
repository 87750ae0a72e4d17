// The extended build's <spec-viewer> with OAuth schemes, no identity provider needed: the OAuth chunk loads only when
// the Authorize panel opens; the `oauth` property prefills the controls; x-flowVariables controls and relative URL
// resolution (tables of cases) with the live Token URL; the choice persists across close and reopen; outside a
// secure context Get Token is disabled; keyboard and axe.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/extended.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvAuthorize } from '../../components/authorize/authorize.js';
import type { SvOAuthFlows } from '../../components/authorize/oauth/oauth-flows.js';
import type { OAuthConfig } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { nextOutcome } from '../helpers/viewer.js';
import { typeText } from '../helpers/keys.js';

/** The first element matching `selector`, looking through every shadow root below `root`. */
function deep<T extends Element>(root: ParentNode, selector: string): T | undefined {
  const found = root.querySelector<T>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    const inner = el.shadowRoot ? deep<T>(el.shadowRoot, selector) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

let counter = 0;
async function mountViewer(schemes: Record<string, unknown>, servers: unknown[] | undefined, oauth?: OAuthConfig): Promise<SpecViewer> {
  counter++;
  const doc = {
    openapi: '3.0.3',
    info: { title: `OAuth viewer ${counter} ${Date.now()}`, version: '1' },
    ...(servers ? { servers } : {}),
    paths: { '/pets': { get: { operationId: 'listPets', security: [Object.fromEntries(Object.keys(schemes).map((k) => [k, []]))], responses: { 200: { description: 'ok' } } } } },
    components: { securitySchemes: schemes },
  };
  const el = await fixture<SpecViewer>(html`<spec-viewer .oauth=${oauth}></spec-viewer>`);
  const outcome = nextOutcome(el);
  el.setAttribute('spec-url', URL.createObjectURL(new Blob([JSON.stringify(doc)], { type: 'application/json' })));
  expect((await outcome).kind).to.equal('load');
  return el;
}

async function openPanel(viewer: SpecViewer): Promise<{ panel: SvAuthorize; flows: SvOAuthFlows }> {
  await waitUntil(() => deep(viewer.shadowRoot!, 'sv-authorize'), 'the Authorize panel', { timeout: 5000 });
  const panel = deep<SvAuthorize>(viewer.shadowRoot!, 'sv-authorize')!;
  await panel.show();
  await waitUntil(() => panel.shadowRoot!.querySelector('sv-oauth-flows')?.shadowRoot?.querySelector('section.flow'), 'the OAuth controls', { timeout: 10000 });
  const flows = panel.shadowRoot!.querySelector('sv-oauth-flows')!;
  await flows.updateComplete;
  return { panel, flows };
}

const tokenUrl = (flows: SvOAuthFlows, type = 'clientCredentials') =>
  flows.shadowRoot!.querySelector(`section[data-flow="${type}"] .token-url`)!.textContent;

async function choose(flows: SvOAuthFlows, selector: string, value: string): Promise<void> {
  const control = flows.shadowRoot!.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
  control.value = value;
  control.dispatchEvent(new Event('input'));
  control.dispatchEvent(new Event('change'));
  await flows.updateComplete;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('OAuth in the extended <spec-viewer>', function () {
  failOnLitWarnings();

  it('the OAuth chunk loads when the panel opens; `oauth` prefills client ID, scopes and redirect URI', async () => {
    const viewer = await mountViewer(
      {
        petstore_auth: {
          type: 'oauth2',
          flows: {
            authorizationCode: { authorizationUrl: 'https://id.example.com/auth', tokenUrl: 'https://id.example.com/token', scopes: { 'read:pets': 'Read your pets', 'write:pets': 'Change your pets' } },
            implicit: { authorizationUrl: 'https://id.example.com/auth', scopes: { 'read:pets': 'Read your pets' } },
          },
        },
      },
      [{ url: 'https://api.example.com/v1' }],
      { clientId: 'docs', scopes: ['read:pets'], redirectUri: `${location.origin}/docs/callback.html`, schemes: { petstore_auth: { clientId: 'docs-petstore' } } },
    );
    expect(customElements.get('sv-oauth-flows'), 'nothing of OAuth before the panel opens').to.equal(undefined);
    const { panel, flows } = await openPanel(viewer);
    expect(customElements.get('sv-oauth-flows')).to.exist;
    const code = flows.shadowRoot!.querySelector('section[data-flow="authorizationCode"]')!;
    expect(code.querySelector<HTMLInputElement>('input.client-id')!.value).to.equal('docs-petstore', 'per-scheme override');
    expect([...code.querySelectorAll<HTMLInputElement>('input.scope')].map((i) => [i.value, i.checked])).to.deep.equal([
      ['read:pets', true],
      ['write:pets', false],
    ]);
    expect(code.querySelector('.scope-list')!.textContent).to.include('Change your pets');
    expect(code.querySelector('.redirect-uri')!.textContent).to.equal(`${location.origin}/docs/callback.html`);
    expect(code.querySelector('button.copy')!.getAttribute('aria-label')).to.equal('Copy the redirect URI');
    const implicit = flows.shadowRoot!.querySelector('section[data-flow="implicit"]')!;
    expect(implicit.querySelector('button'), 'implicit stays verbatim').to.equal(null);
    expect(panel.shadowRoot!.querySelector('input[name="token"]'), 'manual paste stays').to.exist;
    await expect(flows).to.be.accessible();
  });

  it('x-flowVariables and relative URLs: substituted, then resolved against the selected server; live; kept across close and reopen', async () => {
    const viewer = await mountViewer(
      {
        tenant_auth: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: '/{tenant}/oauth/token',
              refreshUrl: 'https://id.example.com/{tenant}/{region}/refresh',
              scopes: {},
              'x-flowVariables': { tenant: { default: 'acme', enum: ['acme', 'globex'] }, region: { default: 'eu' } },
            },
          },
        },
      },
      [
        { url: 'https://api.example.com/v1' },
        { url: 'https://{env}.example.com/v2', variables: { env: { default: 'staging' } } },
      ],
    );
    let { panel, flows } = await openPanel(viewer);
    const cases: Array<[string, string, string, string]> = [
      // [selector, value, Token URL, Refresh URL]
      ['', '', 'https://api.example.com/acme/oauth/token', 'https://id.example.com/acme/eu/refresh'],
      ['select[data-variable="tenant"]', 'globex', 'https://api.example.com/globex/oauth/token', 'https://id.example.com/globex/eu/refresh'],
      ['input[data-variable="region"]', 'us', 'https://api.example.com/globex/oauth/token', 'https://id.example.com/globex/us/refresh'],
      ['select.server', '1', 'https://staging.example.com/globex/oauth/token', 'https://id.example.com/globex/us/refresh'],
    ];
    for (const [selector, value, token, refresh] of cases) {
      if (selector) await choose(flows, selector, value);
      expect(tokenUrl(flows), `${selector}=${value}`).to.equal(token);
      expect(flows.shadowRoot!.querySelector('.refresh-url')!.textContent, `${selector}=${value} (absolute: never rebased)`).to.equal(refresh);
    }
    const tenant = flows.shadowRoot!.querySelector<HTMLSelectElement>('select[data-variable="tenant"]')!;
    expect(tenant.labels[0]!.textContent).to.equal('tenant');
    expect([...tenant.options].map((o) => o.value)).to.deep.equal(['acme', 'globex']);

    panel.close();
    viewer.setAttribute('theme', 'dark'); // any re-render
    await viewer.updateComplete;
    ({ panel, flows } = await openPanel(viewer));
    expect(tokenUrl(flows)).to.equal('https://staging.example.com/globex/oauth/token');
    expect(flows.shadowRoot!.querySelector<HTMLInputElement>('input[data-variable="region"]')!.value).to.equal('us');
    expect(localStorage.length, 'settings are kept in sessionStorage').to.equal(0);
  });

  it('no servers: a relative token URL resolves against the page origin; unknown placeholders stay', async () => {
    const viewer = await mountViewer(
      { a: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'oauth/{unknown}/token', scopes: {} } } } },
      undefined,
    );
    const { flows } = await openPanel(viewer);
    expect(tokenUrl(flows)).to.equal(`${location.origin}/oauth/{unknown}/token`);
  });

  it('outside a secure context Get Token is disabled with a message', async () => {
    const viewer = await mountViewer(
      { a: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://id.example.com/a', tokenUrl: 'https://id.example.com/t', scopes: {} } } } },
      [{ url: 'https://api.example.com' }],
    );
    const { flows } = await openPanel(viewer);
    expect(flows.secureContext, 'the test page is a secure context').to.equal(true);
    expect(flows.shadowRoot!.querySelector('.secure-context')).to.equal(null);
    // The element's own reading of window.isSecureContext, set as an insecure page would give it (redefining the
    // global does not reach WebKit's property cache reliably).
    flows.secureContext = false;
    await flows.updateComplete;
    const code = flows.shadowRoot!.querySelector('section[data-flow="authorizationCode"]')!;
    expect(code.querySelector<HTMLButtonElement>('button.get-token')!.disabled).to.equal(true);
    expect(code.querySelector('.secure-context')!.textContent).to.include('needs a secure context').and.include('never falls back');
  });

  it('keyboard: Tab reaches the client ID, Space ticks a scope', async () => {
    const viewer = await mountViewer(
      { a: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://id.example.com/t', scopes: { read: 'Read' } } } } },
      [{ url: 'https://api.example.com' }],
    );
    const { flows } = await openPanel(viewer);
    const clientId = flows.shadowRoot!.querySelector<HTMLInputElement>('input.client-id')!;
    clientId.focus();
    await typeText('svc-client');
    await flows.updateComplete;
    expect(clientId.value).to.equal('svc-client');
    let active: Element | null = flows.shadowRoot!.activeElement;
    for (let i = 0; i < 6 && !(active instanceof HTMLInputElement && active.classList.contains('scope')); i++) {
      await sendKeys({ press: 'Tab' });
      active = flows.shadowRoot!.activeElement;
    }
    expect((active as HTMLInputElement).value).to.equal('read');
    await sendKeys({ press: ' ' });
    await flows.updateComplete;
    expect(flows.shadowRoot!.querySelector<HTMLInputElement>('input.scope')!.checked).to.equal(true);
  });
});
