// <sv-try-it> in Chromium against the real echo server: parameters of every style, the disabled-Send messages,
// examples, servers, custom headers, callbacks and events, cancel, and the CORS error in direct mode.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Operation, Parameter, TryItRequest } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { $, $$, inputByLabel, modelWith, operation, send, sendExpectingError, setParams, tryItServers, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { typeText } from '../helpers/keys.js';
import { waitUntil } from '../helpers/wait.js';

const p = (partial: Partial<Parameter> & Pick<Parameter, 'name' | 'in'>): Parameter => ({
  required: false,
  style: partial.in === 'query' || partial.in === 'cookie' ? 'form' : 'simple',
  explode: partial.in === 'query' || partial.in === 'cookie',
  ...partial,
});
const str = { type: ['string' as const] };
const arr = { type: ['array' as const], items: str };
const obj = { type: ['object' as const], properties: { R: { type: ['integer' as const] }, G: { type: ['integer' as const] } } };

async function mount(op: Operation, serverUrl?: string): Promise<SvTryIt> {
  const { echoUrl } = await tryItServers();
  const model = modelWith(serverUrl ?? echoUrl, [op]);
  return fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
}

beforeEach(() => localStorage.clear());

describe('sv-try-it: parameters', () => {
  failOnLitWarnings();
  it('one typed input per parameter, grouped by location, required ones marked; accessible', async () => {
    const el = await mount(operation({
      path: '/pets/{id}',
      parameters: [
        p({ name: 'id', in: 'path', required: true, schema: { type: ['integer'] } }),
        p({ name: 'status', in: 'query', schema: { type: ['string'], enum: ['available', 'sold'] } }),
        p({ name: 'flag', in: 'query', schema: { type: ['boolean'] } }),
        p({ name: 'tags', in: 'query', schema: { type: ['array'], items: { type: ['string'], enum: ['a', 'b'] } } }),
        p({ name: 'ids', in: 'query', schema: arr }),
        p({ name: 'filter', in: 'query', style: 'deepObject', schema: obj }),
        p({ name: 'X-Trace', in: 'header', schema: str }),
      ],
    }));
    const titles = $$(el, '.group-title').map((t) => t.textContent!.trim());
    expect(titles).to.include.members(['Path parameters', 'Query parameters', 'Header parameters']);
    expect(inputByLabel(el, 'id').getAttribute('type')).to.equal('number');
    expect(inputByLabel(el, 'id').getAttribute('aria-required')).to.equal('true');
    expect($$(el, '.required').length).to.equal(1);
    expect(inputByLabel(el, 'status').localName).to.equal('select');
    expect(inputByLabel(el, 'flag').localName).to.equal('select');
    expect($$(el, 'fieldset.multi input[type=checkbox]').length).to.equal(2);
    expect($$(el, 'fieldset.list input[type=text]').length).to.equal(1);
    expect(inputByLabel(el, 'filter').localName).to.equal('textarea');
    await expect(el).to.be.accessible();
  });

  it('path styles (simple, label, matrix) reach the server as the style table says', async () => {
    const el = await mount(operation({
      path: '/s/{a}/{b}/{c}/{d}',
      parameters: [
        p({ name: 'a', in: 'path', required: true, schema: arr }),
        p({ name: 'b', in: 'path', required: true, style: 'label', explode: true, schema: arr }),
        p({ name: 'c', in: 'path', required: true, style: 'matrix', explode: false, schema: obj }),
        p({ name: 'd', in: 'path', required: true, style: 'matrix', explode: true, schema: arr }),
      ],
    }));
    await setParams(el, {
      'path:a': ['blue', 'black'],
      'path:b': ['blue', 'black'],
      'path:c': '{"R":100,"G":200}',
      'path:d': ['x y', 'z'],
    });
    const { echo } = await send(el);
    expect(echo.url).to.equal('/s/blue,black/.blue.black/;c=R,100,G,200/;d=x%20y;d=z');
  });

  it('query styles (form, spaceDelimited, pipeDelimited, deepObject) and headers', async () => {
    const el = await mount(operation({
      parameters: [
        p({ name: 'f', in: 'query', schema: arr }),
        p({ name: 'nf', in: 'query', explode: false, schema: arr }),
        p({ name: 'sp', in: 'query', style: 'spaceDelimited', explode: false, schema: arr }),
        p({ name: 'pi', in: 'query', style: 'pipeDelimited', explode: false, schema: arr }),
        p({ name: 'deep', in: 'query', style: 'deepObject', explode: true, schema: obj }),
        p({ name: 'obj', in: 'query', schema: obj }),
        p({ name: 'res', in: 'query', allowReserved: true, schema: str }),
        p({ name: 'X-List', in: 'header', explode: true, schema: obj }),
      ],
    }));
    await setParams(el, {
      'query:f': ['a', 'b'],
      'query:nf': ['a', 'b'],
      'query:sp': ['a', 'b'],
      'query:pi': ['a', 'b'],
      'query:deep': '{"R":1,"G":2}',
      'query:obj': '{"R":1}',
      'query:res': 'a/b?c',
      'header:X-List': '{"R":1,"G":2}',
    });
    const { echo } = await send(el);
    expect(echo.url).to.equal('/echo?f=a&f=b&nf=a,b&sp=a%20b&pi=a%7Cb&deep%5BR%5D=1&deep%5BG%5D=2&R=1&res=a/b?c');
    expect(echo.headers['x-list']).to.equal('R=1,G=2');
  });

  it('enum arrays are checkbox multi-selects: explode true repeats, explode false joins', async () => {
    const enumArr = { type: ['array' as const], items: { type: ['string' as const], enum: ['a', 'b', 'c'] } };
    const el = await mount(operation({
      parameters: [p({ name: 'multi', in: 'query', schema: enumArr }), p({ name: 'joined', in: 'query', explode: false, schema: enumArr })],
    }));
    const boxes = $$<HTMLInputElement>(el, 'fieldset.multi input[type=checkbox]');
    for (const i of [0, 2, 3, 4]) boxes[i]!.click(); // multi: a, c — joined: a, b
    const { echo } = await send(el);
    expect(echo.url).to.equal('/echo?multi=a&multi=c&joined=a,b');
  });

  it('Send is disabled with a message per empty required path/query parameter; typing fixes it (keyboard)', async () => {
    const el = await mount(operation({
      path: '/pets/{petId}',
      parameters: [p({ name: 'petId', in: 'path', required: true, schema: str }), p({ name: 'limit', in: 'query', required: true, schema: str })],
    }));
    const button = $<HTMLButtonElement>(el, 'button.send');
    expect(button.disabled).to.equal(true);
    expect($$(el, '.blockers li').map((li) => li.textContent)).to.deep.equal([
      'Required path parameter “petId” is empty.',
      'Required query parameter “limit” is empty.',
    ]);
    expect(button.getAttribute('aria-describedby')).to.equal('blockers');
    await expect(el).to.be.accessible();

    inputByLabel(el, 'petId').focus();
    await typeText('7');
    await sendKeys({ press: 'Tab' });
    await typeText('5');
    await el.updateComplete;
    expect(button.disabled).to.equal(false);
    expect($$(el, '.blockers').length).to.equal(0);
    const responded = oneEvent(el, 'try-it-response');
    button.focus();
    await sendKeys({ press: 'Enter' });
    const echo = JSON.parse((await responded).detail.body) as { url: string };
    expect(echo.url).to.equal('/pets/7?limit=5');
  });

  it('extra blockers (e.g. missing credentials) disable Send through the same list', async () => {
    const el = await mount(operation({}));
    el.extraBlockers = ['Apply credentials for “api_key” in Authorize.'];
    await el.updateComplete;
    expect($<HTMLButtonElement>(el, 'button.send').disabled).to.equal(true);
    expect($(el, '.blockers').textContent).to.contain('api_key');
  });

  it('named examples: a selector prefills unless the field was edited by hand', async () => {
    const el = await mount(operation({
      parameters: [p({
        name: 'q',
        in: 'query',
        schema: str,
        examples: [{ name: 'first', value: 'one' }, { name: 'second', summary: 'Second', value: 'two' }],
      })],
    }));
    const input = inputByLabel(el, 'q');
    const select = $<HTMLSelectElement>(el, 'select.example');
    expect(input.value).to.equal('one');
    type(select, 'second');
    await el.updateComplete;
    expect(input.value).to.equal('two');
    type(input, 'mine');
    type(select, 'first');
    await el.updateComplete;
    expect(input.value).to.equal('mine');
  });

  it('servers: enum variables as dropdowns, operation servers override, the URL follows', async () => {
    const { echoUrl } = await tryItServers();
    const port = new URL(echoUrl).port;
    const op = operation({
      servers: [{ url: 'http://{host}:{port}/{base}', variables: [
        { name: 'host', default: '127.0.0.1', enum: ['127.0.0.1', 'localhost'] },
        { name: 'port', default: port },
        { name: 'base', default: 'v1' },
      ] }],
    });
    const el = await mount(op, 'https://never-used.example');
    const base = inputByLabel(el, 'base');
    expect(inputByLabel(el, 'host').localName).to.equal('select');
    type(base, 'v2');
    await el.updateComplete;
    expect($(el, '.request-line').textContent).to.contain(`http://127.0.0.1:${port}/v2/echo`);
    const { echo } = await send(el);
    expect(echo.url).to.equal('/v2/echo');
  });

  it('"+ Add header": custom headers are sent and override spec headers case-insensitively', async () => {
    const el = await mount(operation({ parameters: [p({ name: 'X-Trace', in: 'header', schema: str, example: 'spec' })] }));
    $<HTMLButtonElement>(el, 'button.add-header').click();
    await el.updateComplete;
    type($<HTMLInputElement>(el, '.header-name'), 'x-trace');
    await el.updateComplete;
    type($<HTMLInputElement>(el, '.header-value'), 'custom');
    $<HTMLButtonElement>(el, 'button.add-header').click();
    await el.updateComplete;
    type($$<HTMLInputElement>(el, '.header-name')[1]!, 'X-Extra');
    await el.updateComplete;
    type($$<HTMLInputElement>(el, '.header-value')[1]!, 'e');
    expect(el.buildCurrentRequest().headers).to.deep.equal([['x-trace', 'custom'], ['X-Extra', 'e']]);
    const { echo } = await send(el);
    expect(echo.headers['x-trace']).to.equal('custom');
    expect(echo.headers['x-extra']).to.equal('e');
    await expect(el).to.be.accessible();
  });

  it('onTryItRequest / onTryItResponse and the bubbling, composed events carry the same objects', async () => {
    const el = await mount(operation({ operationId: 'listPets', parameters: [p({ name: 'q', in: 'query', schema: str, example: 'x' })] }));
    let requested: TryItRequest | undefined;
    let responded: unknown;
    el.onTryItRequest = (r) => {
      requested = r;
      r.headers['X-Signed'] = 'by-callback';
    };
    el.onTryItResponse = (r) => (responded = r);
    const requestEvent = oneEvent(document, 'try-it-request');
    const { response, echo } = await send(el);
    const event = await requestEvent;
    expect(event.detail).to.equal(requested);
    expect(event.composed && event.bubbles).to.equal(true);
    expect(requested).to.include({ operationId: 'listPets', method: 'GET', mode: 'direct' });
    expect(requested!.url).to.match(/\/echo\?q=x$/);
    expect(responded).to.equal(response);
    expect(response).to.include({ status: 200, operationId: 'listPets', isBinary: false, bodyEncoding: 'utf-8' });
    expect(response.duration).to.be.a('number');
    expect(response.size).to.equal(response.bytes.byteLength);
    expect(echo.headers['x-signed']).to.equal('by-callback');
  });

  it('try-it-change announces the request Send would send after each edit (code samples follow it)', async () => {
    const el = await mount(operation({ parameters: [p({ name: 'q', in: 'query', schema: str })] }));
    const changed = oneEvent(el, 'try-it-change');
    type(inputByLabel(el, 'q'), 'v');
    const { detail } = await changed;
    expect(detail.operationId).to.equal('op');
    expect(detail.request.url).to.match(/\/echo\?q=v$/);
  });

  it('an onTryItRequest that throws stops the send and says so', async () => {
    const el = await mount(operation({}));
    el.onTryItRequest = () => {
      throw new Error('no signing key');
    };
    expect(await sendExpectingError(el)).to.contain('onTryItRequest threw, so the request was not sent: no signing key');
  });

  it('direct mode, API without CORS headers: the error says what happened and suggests proxy-url', async () => {
    const el = await mount(operation({ path: '/no-cors/thing' }));
    const message = await sendExpectingError(el);
    expect(message).to.contain('Network or CORS error');
    expect(message).to.contain('CORS');
    expect(message).to.contain('proxy-url');
    await expect(el).to.be.accessible();
  });

  it('Cancel aborts a request in flight', async () => {
    const el = await mount(operation({ path: '/slow' }));
    $<HTMLButtonElement>(el, 'button.send').click();
    await el.updateComplete;
    const cancel = $<HTMLButtonElement>(el, 'button.cancel');
    cancel.focus();
    await sendKeys({ press: 'Enter' });
    // The aborted fetch rejects when the browser gets to it: wait for the state, not for a number of updates.
    const responseView = $(el, 'sv-response');
    await waitUntil(() => responseView.shadowRoot?.querySelector('.error')?.textContent?.includes('Cancelled'), 'the response view says the request was cancelled');
  });

  it('direct mode explains that cookie parameters cannot be sent', async () => {
    const el = await mount(operation({ parameters: [p({ name: 'session', in: 'cookie', schema: str })] }));
    expect($(el, '.notice').textContent).to.contain('Cookie header');
    expect($(el, '.notice').textContent).to.contain('proxy-url');
  });
});
