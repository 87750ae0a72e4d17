import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
// The problem views are a lazy chunk the viewer loads on a failed load or warnings; these tests mount them alone.
import '../../components/entry/define-problems.js';
import type { SvErrorPanel, SvWarnings } from '../../components/base.js';
import type { SpecError } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { shadow } from '../helpers/viewer.js';

const text = (root: ParentNode | null | undefined) => root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('sv-error-panel', () => {
  failOnLitWarnings();

  const cases: Array<[SpecError['code'], string]> = [
    ['fetch-failed', 'Could not fetch the spec'],
    ['not-a-spec', 'Not an API description'],
    ['yaml-syntax', 'Invalid YAML'],
    ['json-syntax', 'Invalid JSON'],
    ['unsupported-version', 'Unsupported spec version'],
    ['unresolved-ref', 'Unresolved reference'],
  ];
  for (const [code, title] of cases) {
    it(`titles ${code} as "${title}"`, async () => {
      const el = await fixture<SvErrorPanel>(html`<sv-error-panel .error=${{ code, message: 'Precise message.' }}></sv-error-panel>`);
      expect(text(shadow(el).querySelector('h2'))).to.equal(title);
    });
  }

  it('is an alert with the message, location and spec URL; retry works from the keyboard', async () => {
    const error: SpecError = { code: 'yaml-syntax', message: 'Tabs are not allowed at line 3, column 1.', location: '3:1' };
    const el = await fixture<SvErrorPanel>(
      html`<sv-error-panel .error=${error} spec-url="https://example.com/openapi.yaml"></sv-error-panel>`,
    );
    const alert = shadow(el).querySelector('[role="alert"]');
    expect(text(alert)).to.include('Tabs are not allowed at line 3, column 1.');
    const facts = [...(alert?.querySelectorAll('dl > div') ?? [])].map((d) => [text(d.querySelector('dt')), text(d.querySelector('dd'))]);
    expect(facts).to.deep.equal([
      ['Location', '3:1'],
      ['Spec URL', 'https://example.com/openapi.yaml'],
      ['Error code', 'yaml-syntax'],
    ]);
    expect(alert?.querySelector('a')?.getAttribute('href')).to.equal('https://example.com/openapi.yaml');
    await expect(el).to.be.accessible();
    const retry = oneEvent(el, 'sv-retry');
    shadow(el).querySelector<HTMLButtonElement>('button.retry')?.focus();
    await sendKeys({ press: 'Enter' });
    expect((await retry).composed).to.equal(true);
  });

  it('never links an unsafe spec URL', async () => {
    const el = await fixture<SvErrorPanel>(
      html`<sv-error-panel .error=${{ code: 'fetch-failed', message: 'x' }} spec-url="javascript:alert(1)"></sv-error-panel>`,
    );
    expect(shadow(el).querySelector('a')).to.equal(null);
    expect(text(shadow(el))).to.include('javascript:alert(1)');
  });
});

describe('sv-warnings', () => {
  failOnLitWarnings();

  it('collapses the problems behind a count and lists them on demand (keyboard)', async () => {
    const warnings: SpecError[] = [
      { code: 'validation', message: 'Missing info.version.', location: '/info' },
      { code: 'unresolved-ref', message: 'Cannot resolve #/x.' },
      { code: 'validation', message: 'Unknown type "strin".' },
    ];
    const el = await fixture<SvWarnings>(html`<sv-warnings .warnings=${warnings}></sv-warnings>`);
    const button = shadow(el).querySelector('button') as HTMLButtonElement;
    expect(text(button)).to.equal('3 problems found in this document');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(shadow(el).querySelector('li')).to.equal(null);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect([...shadow(el).querySelectorAll('li')].map((li) => text(li))).to.deep.equal([
      'Missing info.version. /info',
      'Cannot resolve #/x.',
      'Unknown type "strin".',
    ]);
    await expect(el).to.be.accessible();
  });

  it('renders nothing without warnings', async () => {
    const el = await fixture<SvWarnings>(html`<sv-warnings .warnings=${[]}></sv-warnings>`);
    expect(shadow(el).children.length).to.equal(0);
  });
});
