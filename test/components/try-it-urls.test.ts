// URLs in <sv-try-it>: the request line wraps only after `/`, `?`, `&` (never inside a word), and one server with
// variables shows its resolved URL, live, with no one-option select.
import { expect, fixture, html } from '@open-wc/testing';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import type { Parameter } from '../../src/index.js';
import { $, $$, inputByLabel, modelWith, operation, setParams, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { lineEnds } from '../helpers/line-breaks.js';

const q = (name: string): Parameter => ({ name, in: 'query', required: false, style: 'form', explode: true, schema: { type: ['string'] } });

describe('sv-try-it: URLs', () => {
  failOnLitWarnings();

  it('the request line breaks only after /, ? or & in a narrow panel (no break inside a word)', async () => {
    const op = operation({ path: '/customers/{customerId}/paymentMethods/verification', parameters: [
      { name: 'customerId', in: 'path', required: true, style: 'simple', explode: false, schema: { type: ['string'] } },
      q('includeExpired'), q('statementDescriptor'),
    ] });
    const model = modelWith('https://api.payments-provider.example/v2024-10', [op]);
    const el = await fixture<SvTryIt>(html`<sv-try-it style="width: 290px" .operation=${op} .model=${model}></sv-try-it>`);
    await setParams(el, { 'path:customerId': 'cus_abcdefghij', 'query:includeExpired': 'true', 'query:statementDescriptor': 'monthly' });
    const line = $(el, '.request-line');
    const ends = lineEnds(line);
    expect(ends.length, 'the line wraps at this width').to.be.greaterThan(1);
    for (const ch of ends) expect('/?& ', `a line ends with "${ch}"`).to.include(ch);
    expect(line.getBoundingClientRect().right).to.be.at.most($(el, '.panel').getBoundingClientRect().right);
    expect(line.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'GET https://api.payments-provider.example/v2024-10/customers/cus_abcdefghij/paymentMethods/verification?includeExpired=true&statementDescriptor=monthly',
    );
    await expect(el).to.be.accessible();
  });

  it('one server with a template: its resolved URL (updated live), no one-option select', async () => {
    const op = operation({ path: '/pet' });
    const model = modelWith('unused', [op], {
      servers: [{ url: '{protocol}://{hostname}/api/v3', variables: [
        { name: 'protocol', default: 'https', enum: ['https', 'http'] },
        { name: 'hostname', default: 'petstore3.swagger.io' },
      ] }],
    });
    const el = await fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
    expect(el.shadowRoot!.querySelector('select#server') === null, 'no server select').to.equal(true);
    const urls = $$(el, '.server-url');
    expect(urls.length).to.equal(1);
    expect(urls[0]!.textContent).to.equal('https://petstore3.swagger.io/api/v3');
    type(inputByLabel(el, 'hostname'), 'localhost:8080');
    type(inputByLabel<HTMLSelectElement>(el, 'protocol'), 'http');
    await el.updateComplete;
    expect($(el, '.server-url').textContent).to.equal('http://localhost:8080/api/v3');
    expect($(el, '.request-line').textContent!.replace(/\s+/g, ' ').trim()).to.equal('GET http://localhost:8080/api/v3/pet');
    await expect(el).to.be.accessible();
  });

  it('several servers still get a select, with the resolved URL below', async () => {
    const op = operation({ path: '/pet' });
    const model = modelWith('unused', [op], {
      servers: [{ url: 'https://a.example', variables: [] }, { url: 'https://b.example', variables: [] }],
    });
    const el = await fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
    expect($(el, 'select#server').querySelectorAll('option').length).to.equal(2);
    expect($(el, '.server-url').textContent).to.equal('https://a.example');
  });

  it('the server picker names each server and fits its width; the chosen URL shows in full below, wrapping after "/"', async () => {
    const op = operation({ path: '/books' });
    const model = modelWith('unused', [op], {
      servers: [
        { url: 'https://{region}.api.bookshop.example/{basePath}', description: 'Production (regional)', variables: [
          { name: 'region', default: 'eu', enum: ['eu', 'us'] }, { name: 'basePath', default: 'v2' },
        ] },
        { url: 'https://sandbox.bookshop.example/v2', description: 'Sandbox', variables: [] },
        { url: 'https://a.example', variables: [] },
        { url: 'https://b.example', description: 'Sandbox', variables: [] },
      ],
    });
    // The width of the Try-It column of a 1280 px page.
    const el = await fixture<SvTryIt>(html`<sv-try-it style="width: 300px" .operation=${op} .model=${model}></sv-try-it>`);
    const select = $<HTMLSelectElement>(el, 'select#server');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([
      'Production (regional)', 'Sandbox — https://sandbox.bookshop.example/v2', 'https://a.example', 'Sandbox — https://b.example',
    ]);
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // less the arrow
    expect(context.measureText(select.selectedOptions[0]!.textContent!).width, 'the chosen entry is not cut').to.be.at.most(room);
    const url = $(el, '.server-url');
    expect(url.textContent).to.equal('https://eu.api.bookshop.example/v2');
    expect(select.getAttribute('aria-describedby')).to.equal(url.id);
    expect(url.getBoundingClientRect().right).to.be.at.most($(el, '.panel').getBoundingClientRect().right);
    for (const ch of lineEnds(url)) expect('/?&', `a line of the URL ends with "${ch}"`).to.include(ch);
    await expect(el).to.be.accessible();
  });
});
