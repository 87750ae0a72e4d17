import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { loadMarkdown } from '../../components/shared/markdown.js';
import type { SvInfo } from '../../components/base.js';
import type { ApiModel } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { apiModel } from '../helpers/models.js';
import { shadow } from '../helpers/viewer.js';

const text = (root: ParentNode | null | undefined) => root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function infoModel(): ApiModel {
  return apiModel([], {
    specType: 'openapi-3.1',
    specVersion: '3.1.0',
    info: {
      title: 'Museum API',
      version: 'v1.2.0',
      summary: 'Plan a visit.',
      description: 'Welcome to the **museum**.',
      termsOfService: 'https://example.com/terms',
      contact: { name: 'Help desk', url: 'https://example.com/help', email: 'help@example.com' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    externalDocs: { url: 'https://example.com/guide', description: 'Guide' },
    servers: [
      {
        url: 'https://{region}.example.com/{base}',
        description: 'Production',
        variables: [
          { name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Data region' },
          { name: 'base', default: 'v1' },
        ],
      },
      { url: '/relative', variables: [] },
    ],
  });
}

describe('sv-info', () => {
  failOnLitWarnings();
  before(() => loadMarkdown());

  it('shows title, version, spec type, summary and description', async () => {
    const el = await fixture<SvInfo>(html`<sv-info .model=${infoModel()}></sv-info>`);
    const root = shadow(el);
    expect(text(root.querySelector('h1'))).to.equal('Museum API');
    expect(text(root.querySelector('[part="version"]'))).to.equal('v1.2.0');
    expect(text(root.querySelector('[part="spec-type"]'))).to.equal('OpenAPI 3.1.0');
    expect(text(root.querySelector('.summary'))).to.equal('Plan a visit.');
    expect(root.querySelector('.description strong')?.textContent).to.equal('museum');
  });

  it('links contact, license (SPDX identifier), terms and external docs', async () => {
    const el = await fixture<SvInfo>(html`<sv-info .model=${infoModel()}></sv-info>`);
    const links = [...shadow(el).querySelectorAll('.meta a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Help desk', 'https://example.com/help'],
      ['help@example.com', 'mailto:help@example.com'],
      ['MIT', 'https://spdx.org/licenses/MIT.html'],
      ['Terms of service', 'https://example.com/terms'],
      ['Guide', 'https://example.com/guide'],
    ]);
  });

  it('lists servers with their variables (default, allowed values, description)', async () => {
    const el = await fixture<SvInfo>(html`<sv-info .model=${infoModel()}></sv-info>`);
    const servers = [...shadow(el).querySelectorAll('.server')];
    expect(servers.map((s) => text(s.querySelector('.server-url')))).to.deep.equal(['https://{region}.example.com/{base}', '/relative']);
    expect(text(servers[0]?.querySelector('.server-description'))).to.equal('Production');
    const rows = [...(servers[0]?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => text(c)));
    expect(rows).to.deep.equal([
      ['region', 'eu', 'eu us', 'Data region'],
      ['base', 'v1', 'any', ''],
    ]);
    expect(servers[1]?.querySelector('table')).to.equal(null);
  });

  it('is accessible and its links are reachable with Tab', async () => {
    const el = await fixture<SvInfo>(html`<sv-info .model=${infoModel()}></sv-info>`);
    await expect(el).to.be.accessible();
    const first = shadow(el).querySelector<HTMLAnchorElement>('.meta a') as HTMLAnchorElement;
    first.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.getAttribute('href')).to.equal('mailto:help@example.com');
  });

  it('labels Swagger 2.0 documents', async () => {
    const el = await fixture<SvInfo>(html`<sv-info .model=${apiModel([], { specType: 'openapi-2', specVersion: '2.0' })}></sv-info>`);
    expect(text(shadow(el).querySelector('[part="spec-type"]'))).to.equal('Swagger 2.0');
  });

  it('links the document for download (issue 50 point 8): named after its file, hidden with hide-download', async () => {
    const at = (sourceUrl: string) => ({ ...infoModel(), sourceUrl });
    const el = await fixture<SvInfo>(html`<sv-info .model=${at('https://api.example.com/specs/museum%20api.yaml?v=2')}></sv-info>`);
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[part="download"]')!;
    expect(link.getAttribute('href')).to.equal('https://api.example.com/specs/museum%20api.yaml?v=2');
    expect(link.getAttribute('download')).to.equal('museum api.yaml');
    expect(text(link)).to.equal('Download museum api.yaml');
    await expect(el).to.be.accessible();
    el.hideDownload = true;
    await el.updateComplete;
    expect(shadow(el).querySelector('a[part="download"]')).to.equal(null);
    const blob = URL.createObjectURL(new Blob(['{}']));
    const fromBlob = await fixture<SvInfo>(html`<sv-info .model=${at(blob)}></sv-info>`);
    expect(shadow(fromBlob).querySelector('a[part="download"]')!.getAttribute('href')).to.equal(blob);
    expect(shadow(fromBlob).querySelector('a[part="download"]')!.getAttribute('download'), 'no file name: the title').to.equal('museum-api');
    const fromEndpoint = await fixture<SvInfo>(html`<sv-info .model=${at('https://api.example.com/specs/7/content')}></sv-info>`);
    expect(text(shadow(fromEndpoint).querySelector('a[part="download"]'))).to.equal('Download museum-api');
    const fromData = await fixture<SvInfo>(html`<sv-info .model=${at('data:application/json,{}')}></sv-info>`);
    expect(shadow(fromData).querySelector('a[part="download"]'), 'no data: link').to.equal(null);
  });
});
