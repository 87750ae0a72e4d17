// The in-page mock (issue 45 points 1, 3, 4 and 8) in a real browser: `<spec-viewer try-it-mock>` offers "Mock (from
// this document)" first in every Try-It form; Send answers in the page, through the same response view and events,
// marked as mocked, and no request leaves the page (the document's server is fictional); the reader picks another
// documented answer; a request violation answers problem+json; a stream arrives item by item and Stop ends it; the
// mock engine is a chunk fetched on the first Send to the mock; keyboard and axe.
import { expect } from '@open-wc/testing';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import type { TryItRequest, TryItResponse } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { specUrl } from '../helpers/models.js';
import { mountViewer, openTryIt, shadow } from '../helpers/viewer.js';
import { waitUntil } from '../helpers/wait.js';

const doc = {
  openapi: '3.2.0',
  info: { title: `Mock in the page ${Date.now()}`, version: '1' },
  servers: [{ url: 'https://api.invalid/v1', description: 'Production' }],
  paths: {
    '/pets/{id}': {
      get: {
        operationId: 'getPet',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
          { name: 'fields', in: 'query', schema: { type: 'string', enum: ['name', 'all'] } },
        ],
        responses: {
          200: {
            description: 'A pet.',
            headers: { 'X-Rate-Limit': { schema: { type: 'integer', const: 60 } } },
            content: { 'application/json': { examples: { rex: { summary: 'Rex', value: { id: 7, name: 'Rex' } }, tom: { summary: 'Tom', value: { id: 8, name: 'Tom' } } } } },
          },
          404: { description: 'No such pet.', content: { 'application/problem+json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string', const: 'Not found' } } } } } },
        },
      },
    },
    '/ticks': {
      get: {
        operationId: 'ticks',
        responses: { 200: { description: 'Ticks.', content: { 'text/event-stream': { itemSchema: { type: 'object', required: ['data'], properties: { event: { const: 'tick' }, data: { type: 'string', const: 'tock' } } } } } } },
      },
    },
  },
};

async function card(el: SpecViewer, id: string): Promise<Element> {
  const content = shadow(el).querySelector('sv-content');
  await waitUntil(() => shadow(content).querySelector(`sv-operation#${id}`)?.shadowRoot?.querySelector('.title'), `the ${id} card renders`);
  return shadow(content).querySelector(`sv-operation#${id}`)!;
}

/** The response view's shadow root (its element is a chunk of its own, defined with the first answer). */
const responseRoot = (form: SvTryIt) => form.shadowRoot!.querySelector('sv-response')!.shadowRoot!;
/** Resources the page fetched whose URL contains `part`. */
const fetched = (part: string) => performance.getEntriesByType('resource').filter((e) => e.name.includes(part)).length;

async function send(form: SvTryIt): Promise<void> {
  form.shadowRoot!.querySelector<HTMLButtonElement>('.send')!.click();
  await waitUntil(() => form.shadowRoot!.querySelector('sv-response')?.shadowRoot?.querySelector('.status'), 'the answer shows');
}

describe('Try-It against the mock in the page', function () {
  failOnLitWarnings();
  beforeEach(() => localStorage.clear()); // a saved server choice would carry over

  it('offers the mock first; Send answers in the page, marked as mocked, through the same events; no request leaves', async () => {
    const { el } = await mountViewer(specUrl(doc), { 'try-it-mock': '' });
    expect(fetched('/src/mock/'), 'no mock engine before the first Send').to.equal(0);
    const form = await openTryIt(await card(el, 'getPet'));
    const select = form.shadowRoot!.querySelector<HTMLSelectElement>('select#server')!;
    expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal(['Mock (from this document)', 'Production']);
    expect(select.value).to.equal('mock');
    expect(form.shadowRoot!.querySelector('[part="mock-badge"]')).to.exist;
    expect(form.shadowRoot!.querySelector('.request-line')!.textContent).to.include('https://api.invalid/v1/pets/7');

    const requests: TryItRequest[] = [];
    const responses: TryItResponse[] = [];
    el.addEventListener('try-it-request', (e) => requests.push((e as CustomEvent<TryItRequest>).detail));
    el.addEventListener('try-it-response', (e) => responses.push((e as CustomEvent<TryItResponse>).detail));
    await send(form);
    const root = responseRoot(form);
    expect(root.querySelector('.status')!.textContent).to.include('200');
    expect(root.querySelector('[part="mocked-badge"]')!.textContent).to.equal('mocked');
    expect(root.textContent).to.include('"name": "Rex"');
    expect(root.textContent!.toLowerCase()).to.include('x-rate-limit');
    expect(requests.map((r) => r.mode)).to.deep.equal(['mock']);
    expect(responses.map((r) => [r.mode, r.status, r.headers['x-rate-limit']])).to.deep.equal([['mock', 200, '60']]);
    expect(fetched('api.invalid'), 'no request to the API').to.equal(0);
    expect(fetched('/src/mock/'), 'the mock engine came with the first Send').to.be.greaterThan(0);
  });

  it('"Answer with" picks a documented status or example (sent as Prefer); a real server can still be chosen', async () => {
    const { el } = await mountViewer(specUrl(doc), { 'try-it-mock': '' });
    const form = await openTryIt(await card(el, 'getPet'));
    const answer = form.shadowRoot!.querySelector<HTMLSelectElement>('select.mock-answer')!;
    expect(answer.labels[0]!.textContent).to.equal('Answer with');
    expect([...answer.options].map((o) => o.textContent!.trim())).to.deep.equal(['The first success', '200 A pet.', '200 A pet. — Rex', '200 A pet. — Tom', '404 No such pet.']);
    answer.value = 'code=200, example=tom';
    answer.dispatchEvent(new Event('change'));
    await form.updateComplete;
    await send(form);
    expect(responseRoot(form).textContent).to.include('"name": "Tom"');
    answer.value = 'code=404';
    answer.dispatchEvent(new Event('change'));
    await form.updateComplete;
    await send(form);
    await waitUntil(() => responseRoot(form).querySelector('.status')?.textContent?.includes('404'), 'the 404 answer');
    expect(responseRoot(form).textContent).to.include('Not found');

    const select = form.shadowRoot!.querySelector<HTMLSelectElement>('select#server')!;
    select.value = '0';
    select.dispatchEvent(new Event('change'));
    await form.updateComplete;
    expect(form.mockChosen).to.equal(false);
    expect(form.shadowRoot!.querySelector('select.mock-answer')).to.equal(null);
    expect(form.shadowRoot!.querySelector('[part="mock-badge"]')).to.equal(null);
  });

  it('a request the document does not allow answers 400 problem+json naming the parameter and pointer', async () => {
    const { el } = await mountViewer(specUrl(doc), { 'try-it-mock': '' });
    const form = await openTryIt(await card(el, 'getPet'));
    form.onTryItRequest = (request) => {
      request.url = request.url.replace('/pets/7', '/pets/seven');
    };
    await send(form);
    const root = responseRoot(form);
    expect(root.querySelector('.status')!.textContent).to.include('400');
    expect(root.textContent).to.include('application/problem+json');
    expect(root.textContent).to.match(/"in": "path"/);
    expect(root.textContent).to.match(/"name": "id"/);
  });

  it('a stream arrives item by item; Stop ends it', async () => {
    const { el } = await mountViewer(specUrl(doc), { 'try-it-mock': '' });
    const form = await openTryIt(await card(el, 'ticks'));
    form.shadowRoot!.querySelector<HTMLButtonElement>('.send')!.click();
    await waitUntil(() => (form.shadowRoot!.querySelector('sv-response')?.shadowRoot?.querySelectorAll('li.item').length ?? 0) >= 2, 'two items arrived');
    expect(responseRoot(form).querySelectorAll('li.item').length, 'not all at once').to.be.lessThan(10);
    expect(responseRoot(form).querySelector('[part="mocked-badge"]')).to.exist;
    form.shadowRoot!.querySelector<HTMLButtonElement>('.cancel')!.click();
    await waitUntil(() => !form.shadowRoot!.querySelector('.cancel'), 'the stream stopped');
    const count = responseRoot(form).querySelectorAll('li.item').length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(responseRoot(form).querySelectorAll('li.item').length, 'nothing after Stop').to.equal(count);
    expect(count).to.be.lessThan(10);
  });

  it('without try-it-mock there is no mock entry; keyboard reaches the mock choices; axe passes', async () => {
    const plain = await mountViewer(specUrl(doc));
    const plainForm = await openTryIt(await card(plain.el, 'getPet'));
    expect(plainForm.shadowRoot!.querySelector('select#server')).to.equal(null);
    expect(plainForm.mockChosen).to.equal(false);
    plain.el.remove(); // one viewer (one main landmark) on the page axe checks

    const { el } = await mountViewer(specUrl(doc), { 'try-it-mock': '' });
    const form = await openTryIt(await card(el, 'getPet'));
    const select = form.shadowRoot!.querySelector<HTMLSelectElement>('select#server')!;
    select.focus();
    expect(form.shadowRoot!.activeElement).to.equal(select);
    await send(form);
    await expect(el).to.be.accessible();
  });
});
