// OpenAPI 3.2 security in the base build's Authorize panel and security badges (test/fixtures/oas32/security.yaml):
// deprecated schemes marked and listed after the others; an `oauth2MetadataUrl` shown as a link the page never
// fetches; the device authorization flow with both its URLs and its scopes.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AuthTestHost, byId, loadFixture, settle } from './authorize-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function mount(): Promise<AuthTestHost> {
  const model = await loadFixture('oas32/security.yaml');
  const host = await fixture<AuthTestHost>(html`<auth-test-host
    .model=${model}
    .operations=${[byId(model, 'listPets'), byId(model, 'listDevices')]}
  ></auth-test-host>`);
  await settle(host);
  await host.authorize().updateComplete;
  return host;
}

describe('OpenAPI 3.2 security schemes (base build)', () => {
  failOnLitWarnings();

  it('deprecated schemes: tabs after the others, marked deprecated; the tabs still work by keyboard', async () => {
    const host = await mount();
    const panel = host.authorize();
    const tabs = [...panel.shadowRoot!.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => text(t))).to.deep.equal(['oauth', 'device', 'bearer', 'legacyKey deprecated']);
    (tabs[0] as HTMLElement).focus();
    await sendKeys({ press: 'End' });
    await panel.updateComplete;
    expect(panel.shadowRoot!.activeElement).to.equal(tabs[3]);
    const form = panel.shadowRoot!.querySelector('.tabpanel:not([hidden]) .scheme')!;
    expect(text(form.querySelector('.scheme-title'))).to.include('legacyKey').and.include('Deprecated');
    await expect(panel).to.be.accessible();
  });

  it('security requirements list deprecated schemes last, marked', async () => {
    const host = await mount();
    const alternatives = (id: string) => [...host.badge(id).shadowRoot!.querySelectorAll('.group')].map((g) => text(g));
    expect(alternatives('listPets')).to.deep.equal(['oauth (pets:read), not applied', 'or legacyKey deprecated, not applied']);
    expect(alternatives('listDevices')[0]).to.match(/^device \(devices:read\)/);
    expect(alternatives('listDevices')[1]).to.match(/^or device .*legacyKey deprecated/);
    await expect(host.badge('listPets')).to.be.accessible();
  });

  it('oauth2MetadataUrl is a link (no request); the device flow shows both URLs and its scopes', async () => {
    const host = await mount();
    const panel = host.authorize();
    const tabs = [...panel.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const link = panel.shadowRoot!.querySelector<HTMLAnchorElement>('.tabpanel:not([hidden]) a.metadata-url')!;
    expect(link.href).to.equal('https://id.example.com/.well-known/oauth-authorization-server');
    expect(link.rel).to.include('noopener');
    expect(performance.getEntriesByType('resource').some((r) => r.name.includes('id.example.com')), 'nothing fetched').to.equal(false);

    tabs[1]!.click();
    await panel.updateComplete;
    const flow = panel.shadowRoot!.querySelector('.tabpanel:not([hidden]) .flow')!;
    expect(text(flow.querySelector('.flow-title'))).to.equal('Device authorization flow deviceAuthorization');
    const rows = [...flow.querySelectorAll('dt')].map((dt) => `${text(dt)}: ${text(dt.nextElementSibling)}`);
    expect(rows).to.deep.equal(['Device authorization URL: /oauth/device', 'Token URL: /oauth/token']);
    expect([...flow.querySelectorAll('table.scopes tbody td')].map((td) => text(td))).to.deep.equal(['devices:read', 'Read the devices']);
    await expect(panel).to.be.accessible();
  });
});
