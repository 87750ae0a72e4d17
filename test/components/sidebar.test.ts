import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SvSidebar } from '../../components/base.js';
import type { ApiModel, Schema } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { apiModel, operation } from '../helpers/models.js';
import { shadow } from '../helpers/viewer.js';
import { typeText } from '../helpers/keys.js';

function petModel(): ApiModel {
  return apiModel(
    [
      operation({ id: 'listPets', operationId: 'listPets', method: 'get', path: '/pets', summary: 'List pets', tags: ['pets'] }),
      operation({ id: 'createPet', operationId: 'createPet', method: 'post', path: '/pets', summary: 'Create a pet', tags: ['pets'] }),
      operation({ id: 'deletePet', method: 'delete', path: '/pets/{id}', tags: ['pets'], deprecated: true }),
      operation({ id: 'getStore', method: 'get', path: '/store', summary: 'Store info', tags: ['store'] }),
      operation({ id: 'ping', method: 'head', path: '/ping', summary: 'Ping' }),
      operation({ id: 'newPet', kind: 'webhook', method: 'post', path: 'newPet', summary: 'New pet event' }),
    ],
    {
      tagGroups: [{ name: 'Animals', tags: ['pets'] }, { name: 'Shop', tags: ['store'] }],
      schemas: new Map<string, Schema>([['Pet', { name: 'Pet', type: ['object'] }], ['Error', { name: 'Error' }]]),
    },
  );
}

async function sidebar(model: ApiModel = petModel()): Promise<SvSidebar> {
  const el = await fixture<SvSidebar>(html`<sv-sidebar .model=${model}></sv-sidebar>`);
  await el.updateComplete;
  return el;
}

const entries = (el: SvSidebar) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[data-op-id]')];
const entryIds = (el: SvSidebar) => entries(el).map((a) => a.dataset['opId']);

describe('sv-sidebar', () => {
  failOnLitWarnings();

  it('groups operations by tag under tag groups, with webhooks and schemas', async () => {
    const el = await sidebar();
    const root = shadow(el);
    expect([...root.querySelectorAll('.group-title')].map((t) => t.textContent)).to.deep.equal(['Animals', 'Shop', 'Other']);
    expect([...root.querySelectorAll('.group-name')].map((t) => t.textContent)).to.deep.equal([
      'pets', 'store', 'default', 'Webhooks', 'Schemas',
    ]);
    expect(entryIds(el)).to.deep.equal(['listPets', 'createPet', 'deletePet', 'getStore', 'ping', 'newPet']);
    const first = entries(el)[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).to.equal('#listPets');
    expect(first.querySelector('.method')?.textContent).to.equal('GET');
    expect(first.textContent).to.include('List pets');
    // Without a summary the path is the label.
    expect(entries(el)[2]?.textContent).to.include('/pets/{id}');
    expect([...root.querySelectorAll('a.schema')].map((a) => a.getAttribute('href'))).to.deep.equal(['#schema-Pet', '#schema-Error']);
    await expect(el).to.be.accessible();
  });

  it('filters by path, summary, method or operationId as you type; Escape clears', async () => {
    const el = await sidebar();
    const input = shadow(el).querySelector('input') as HTMLInputElement;
    expect(shadow(el).querySelector('label[for="filter"]')?.textContent).to.equal('Filter operations');
    input.focus();
    await typeText('pet');
    await el.updateComplete;
    expect(entryIds(el)).to.deep.equal(['listPets', 'createPet', 'deletePet', 'newPet']);
    expect(shadow(el).querySelector('[role="status"]')?.textContent).to.equal('4 matching operations');
    await typeText(' post');
    await el.updateComplete;
    expect(entryIds(el)).to.deep.equal(['createPet', 'newPet']);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(input.value).to.equal('');
    expect(entryIds(el)).to.have.length(6);
    await typeText('zzz');
    await el.updateComplete;
    expect(shadow(el).textContent).to.include('No operations match');
  });

  it('Enter in the filter goes to the first match', async () => {
    const el = await sidebar();
    (shadow(el).querySelector('input') as HTMLInputElement).focus();
    await typeText('store');
    await el.updateComplete;
    const navigated = oneEvent(el, 'sv-navigate');
    await sendKeys({ press: 'Enter' });
    expect((await navigated).detail).to.deep.equal({ id: 'getStore' });
  });

  it('collapses and expands groups from the keyboard', async () => {
    const el = await sidebar();
    const toggle = shadow(el).querySelector<HTMLButtonElement>('.group-toggle') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(entryIds(el)).not.to.include('listPets');
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(entryIds(el)).to.include('listPets');
  });

  it('emits sv-navigate on a plain click and leaves modified clicks to the browser', async () => {
    const el = await sidebar();
    const link = entries(el)[3] as HTMLAnchorElement;
    const navigated = oneEvent(el, 'sv-navigate');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    link.dispatchEvent(click);
    expect((await navigated).detail).to.deep.equal({ id: 'getStore' });
    expect(click.defaultPrevented).to.equal(true);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ctrlKey: true });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true }); // keep the test page in place
    let emitted = false;
    el.addEventListener('sv-navigate', () => (emitted = true), { once: true });
    link.dispatchEvent(newTab);
    expect(emitted).to.equal(false);
  });

  it('highlights the active entry; in large specs only the active group starts open', async () => {
    const ops = Array.from({ length: 200 }, (_, i) => operation({ id: `op${i}`, tags: [`tag${i % 4}`], summary: `Op ${i}` }));
    const el = await sidebar(apiModel(ops));
    expect(shadow(el).querySelectorAll('.group-toggle[aria-expanded="true"]').length).to.equal(0);
    expect(entries(el)).to.have.length(0);
    el.activeId = 'op6';
    await el.updateComplete;
    const open = [...shadow(el).querySelectorAll('.group-toggle[aria-expanded="true"] .group-name')].map((n) => n.textContent);
    expect(open).to.deep.equal(['tag2']);
    expect(shadow(el).querySelector('[aria-current="true"]')?.getAttribute('data-op-id')).to.equal('op6');
    expect(entries(el)).to.have.length(50);
    // A group the reader opened stays open when the current operation moves into it.
    const tag3 = [...shadow(el).querySelectorAll<HTMLButtonElement>('.group-toggle')].find((b) => b.textContent?.includes('tag3')) as HTMLButtonElement;
    tag3.click();
    await el.updateComplete;
    el.activeId = 'op7';
    await el.updateComplete;
    expect(tag3.getAttribute('aria-expanded')).to.equal('true');
  });

  it('opens a long schema list at its first slice, with Show more, and always reaches the schema in view', async () => {
    const names = Array.from({ length: 250 }, (_, i) => `Schema${String(i).padStart(3, '0')}`);
    const schemas = new Map<string, Schema>(names.map((name) => [name, { name }]));
    const el = await sidebar(apiModel([operation({ id: 'one', tags: ['a'] })], { schemas }));
    const root = shadow(el);
    const toggle = [...root.querySelectorAll<HTMLButtonElement>('.group-toggle')].find((b) => b.textContent?.includes('Schemas')) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await el.updateComplete;
    expect(root.querySelectorAll('a.schema')).to.have.length(100);
    const more = root.querySelector<HTMLButtonElement>('.sv-more') as HTMLButtonElement;
    expect(more.textContent).to.equal('Show 100 more schemas (150 hidden)');
    more.click();
    await el.updateComplete;
    expect(root.querySelectorAll('a.schema')).to.have.length(200);
    // A schema far down the list that is in view is listed (and marked) without pressing the button.
    const fresh = await sidebar(apiModel([operation({ id: 'one', tags: ['a'] })], { schemas }));
    fresh.activeId = 'schema-Schema240';
    await fresh.updateComplete;
    expect(shadow(fresh).querySelectorAll('a.schema')).to.have.length(250);
    expect(shadow(fresh).querySelector('[aria-current="true"]')?.getAttribute('href')).to.equal('#schema-Schema240');
    await expect(fresh).to.be.accessible();
  });
});
