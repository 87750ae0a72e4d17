import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SvContent } from '../../components/base.js';
import type { Schema } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { apiModel, operation, response } from '../helpers/models.js';
import { clearHash, mountViewer, shadow } from '../helpers/viewer.js';

function bigModel() {
  const ops = Array.from({ length: 240 }, (_, i) =>
    operation({ id: `op${i}`, summary: `Operation ${i}`, tags: [`tag${Math.floor(i / 40)}`], responses: [response('200', { description: 'OK' })] }),
  );
  return apiModel(ops, { schemas: new Map<string, Schema>([['Thing', { name: 'Thing', type: ['object'], properties: { a: { type: ['string'] } } }]]) });
}

async function mount(model = bigModel()): Promise<SvContent> {
  const el = await fixture<SvContent>(html`<sv-content .model=${model}></sv-content>`);
  await el.updateComplete;
  return el;
}

describe('sv-content', () => {
  failOnLitWarnings();
  afterEach(() => {
    clearHash();
    window.scrollTo(0, 0);
  });

  it('renders the first card, placeholders near it (cards once seen), and one spacer per far section', async () => {
    const el = await mount();
    const root = shadow(el);
    expect([...root.querySelectorAll('sv-operation')].map((o) => o.id)).to.deep.equal(['op0']);
    const placeholder = root.querySelector<HTMLElement>('.placeholder') as HTMLElement;
    expect(placeholder.dataset['method']).to.equal('GET');
    expect(placeholder.dataset['path']).to.equal('/op1');
    expect(placeholder.textContent).to.equal('Operation 1');
    expect(root.querySelectorAll('.pending[data-lazy^="tag:"]').length).to.equal(5);
    expect(root.querySelectorAll('[data-lazy]').length).to.be.lessThan(60);
    // The placeholders near the viewport become cards as soon as the observer reports them.
    await waitUntil(() => root.getElementById('op1')?.tagName === 'SV-OPERATION', 'op1 rendered');
    // The card rendered with the page is laid out with it; cards rendered later may be skipped while off screen.
    const visibility = (id: string) => getComputedStyle(root.getElementById(id) as HTMLElement).contentVisibility;
    expect(visibility('op0')).to.equal('visible');
    expect(visibility('op1')).to.equal('auto');
  });

  it('renders a long section a page of 40 entries at a time, and a deep link far into it', async () => {
    const ops = Array.from({ length: 130 }, (_, i) => operation({ id: `u${i}`, summary: `Untagged ${i}`, responses: [response('200', { description: 'OK' })] }));
    const el = await mount(apiModel(ops));
    const root = shadow(el);
    const entries = () => root.querySelectorAll('[data-nav-id]:not(.pending)').length;
    expect(entries()).to.equal(40);
    const spacer = root.querySelector<HTMLElement>('.pending') as HTMLElement;
    expect(spacer.dataset['navId']).to.equal('u40');
    expect(spacer.style.getPropertyValue('--sv-pending-count')).to.equal('90'); // as tall as the rest's placeholders
    spacer.scrollIntoView();
    await waitUntil(() => entries() >= 80, 'the next page rendered');
    window.scrollTo(0, 0);
    expect(await el.reveal('u125')).to.equal(true);
    expect(entries()).to.equal(130);
    expect(root.querySelector('.pending')).to.equal(null);
    expect(root.getElementById('u125')?.tagName).to.equal('SV-OPERATION');
  });

  it('heads no section for a tag without operations (the AsyncAPI demo’s info-level tag)', async () => {
    const { el, outcome } = await mountViewer('/demo/specs/greenhouse-events.asyncapi.yaml');
    expect(outcome.kind).to.equal('load');
    const root = shadow(shadow(el).querySelector('sv-content'));
    await waitUntil(() => root.querySelector('section.tag sv-operation'), 'the first card renders');
    expect([...root.querySelectorAll('section.tag')].map((s) => s.id)).to.deep.equal(['tag/default']);
    el.remove();
  });

  it('renders cards as they near the viewport', async () => {
    const el = await mount();
    const target = shadow(el).querySelector<HTMLElement>('[data-lazy="op30"]') as HTMLElement;
    target.scrollIntoView();
    await waitUntil(() => shadow(el).getElementById('op30')?.tagName === 'SV-OPERATION', 'op30 rendered');
  });

  it('renders a far section\'s description (Markdown) with its cards, once the reader nears it', async () => {
    const model = bigModel();
    model.tags = model.tags.map((tag) => ({ ...tag, description: `About *${tag.name}*.` }));
    const el = await mount(model);
    const section = (name: string) => [...shadow(el).querySelectorAll('section.tag')].find((s) => s.querySelector('h2')?.textContent === name)!;
    await waitUntil(() => section('tag0').querySelector('.tag-description em'), 'the first section\'s description');
    expect(section('tag5').querySelector('.tag-description') === null, 'no description while far').to.equal(true);
    section('tag5').querySelector<HTMLElement>('[data-lazy]')!.scrollIntoView();
    await waitUntil(() => section('tag5').querySelector('.tag-description em')?.textContent === 'tag5', 'description rendered when near');
  });

  it('keeps rendering lazily after being moved in the DOM', async () => {
    const el = await mount();
    const host = document.createElement('div');
    el.parentElement?.append(host);
    host.append(el); // disconnect + connect
    const target = shadow(el).querySelector<HTMLElement>('[data-lazy="op20"]') as HTMLElement;
    target.scrollIntoView();
    await waitUntil(() => shadow(el).getElementById('op20')?.tagName === 'SV-OPERATION', 'op20 rendered');
  });

  it('reveal() renders a far target, scrolls to it and reports unknown ids', async () => {
    const el = await mount();
    expect(await el.reveal('nope')).to.equal(false);
    expect(await el.reveal('op230-responses')).to.equal(true);
    const card = shadow(el).getElementById('op230') as HTMLElement;
    const heading = card.shadowRoot?.getElementById('op230-responses') as HTMLElement;
    expect(Math.round(heading.getBoundingClientRect().top)).to.be.within(0, 40);
    expect(await el.reveal('schema-Thing')).to.equal(true);
    expect(shadow(el).querySelector('#schema-Thing sv-schema-tree')).to.exist;
  });

  it('reports the operation at the top of the viewport', async () => {
    const el = await mount();
    const ids: Array<string | undefined> = [];
    el.addEventListener('sv-active-change', (e) => ids.push(e.detail.id));
    await el.reveal('op120');
    await waitUntil(() => ids.at(-1) === 'op120', 'op120 active');
    window.scrollTo(0, 0);
    await waitUntil(() => ids.at(-1) === undefined, 'nothing active above the first card');
  });

  it('shows an operation under every tag, in full once and as a link elsewhere (keyboard)', async () => {
    const shared = operation({ id: 'shared', summary: 'Shared op', tags: ['a', 'b'] });
    const el = await mount(apiModel([operation({ id: 'only', tags: ['a'] }), shared], {
      tags: [
        { name: 'a', description: 'Tag **A**.', operationIds: ['only', 'shared'] },
        { name: 'b', operationIds: ['shared'] },
      ],
    }));
    const root = shadow(el);
    expect(root.querySelectorAll('#shared').length).to.equal(1);
    await waitUntil(() => root.querySelector('#tag\\/b .op-reference'), 'second tag rendered');
    const reference = root.querySelector<HTMLAnchorElement>('#tag\\/b .op-reference') as HTMLAnchorElement;
    expect(reference.getAttribute('href')).to.equal('#shared');
    expect(reference.textContent).to.include('Shared op');
    await expect(el).to.be.accessible();
    reference.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === '#shared', 'hash follows the link');
  });
});
