// <sv-try-it> persistence (docs/try-it.md#try-it-panel, Persistence): what is saved under which key, restore over
// spec examples, TTL expiry with a controllable clock, TTL 0, and Reset.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ApiModel, Operation } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { useClock } from '../../components/try-it/clock.js';
import { $, $$, chooseFiles, inputByLabel, modelWith, operation, tryItServers, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

const op: Operation = operation({
  method: 'post',
  path: '/pets/{petId}',
  parameters: [
    { name: 'petId', in: 'path', required: true, style: 'simple', explode: false, schema: { type: ['string'] }, example: 'spec-id' },
    { name: 'q', in: 'query', required: false, style: 'form', explode: true, schema: { type: ['string'] } },
  ],
  requestBody: {
    required: false,
    content: [
      { mediaType: 'application/json', example: { from: 'spec' } },
      {
        mediaType: 'multipart/form-data',
        schema: { type: ['object'], properties: { note: { type: ['string'] }, file: { type: ['string'], format: 'binary' } } },
      },
    ],
  },
});

let model: ApiModel;
let now: number;
const key = () => `spec-viewer:tryit:${model.info.title}@1.0.0:POST /pets/{petId}`;
const mount = (ttl?: number) =>
  fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model} .persistTtl=${ttl}></sv-try-it>`);

/** Edits the form the way a user does, then unmounts (which writes the pending save). */
async function editAndLeave(el: SvTryIt): Promise<void> {
  type(inputByLabel(el, 'petId'), 'mine');
  type($<HTMLTextAreaElement>(el, '#body-text'), '{"from":"me"}');
  $<HTMLButtonElement>(el, 'button.add-header').click();
  await el.updateComplete;
  type($<HTMLInputElement>(el, '.header-name'), 'X-Saved');
  el.remove();
}

let restoreClock: () => void;
beforeEach(async () => {
  localStorage.clear();
  model = modelWith((await tryItServers()).echoUrl, [op]);
  now = 1_700_000_000_000;
  restoreClock = useClock(() => now);
});
afterEach(() => restoreClock());

describe('sv-try-it: persistence', () => {
  failOnLitWarnings();
  it('saves parameters, body, content type, form fields and custom headers with a timestamp; restores them over the examples', async () => {
    let el = await mount();
    expect(inputByLabel(el, 'petId').value).to.equal('spec-id');
    type($<HTMLTextAreaElement>(el, '#body-text'), '{"from":"me"}');
    type(inputByLabel<HTMLSelectElement>(el, 'Content type'), 'multipart/form-data');
    await el.updateComplete;
    type(inputByLabel(el, 'note'), 'kept');
    chooseFiles(inputByLabel(el, 'file'), [new File(['secret'], 'f.txt')]);
    type(inputByLabel(el, 'petId'), 'mine');
    $<HTMLButtonElement>(el, 'button.add-header').click();
    await el.updateComplete;
    type($<HTMLInputElement>(el, '.header-name'), 'X-Saved');
    el.remove();

    const saved = JSON.parse(localStorage.getItem(key())!) as { savedAt: number; state: Record<string, unknown> };
    expect(saved.savedAt).to.equal(now);
    expect(saved.state).to.deep.include({ contentType: 'multipart/form-data', customHeaders: [{ name: 'X-Saved', value: '' }] });
    expect(saved.state.params).to.deep.include({ 'path:petId': 'mine' });
    expect(saved.state.formFields).to.deep.include({ note: 'kept' });
    expect(saved.state).to.not.have.property('files');
    expect(JSON.stringify(saved)).to.not.contain('secret');

    el = await mount();
    expect(inputByLabel(el, 'petId').value).to.equal('mine');
    expect(inputByLabel<HTMLSelectElement>(el, 'Content type').value).to.equal('multipart/form-data');
    expect(inputByLabel(el, 'note').value).to.equal('kept');
    expect($<HTMLInputElement>(el, '.header-name').value).to.equal('X-Saved');
    expect(inputByLabel(el, 'file').files!.length).to.equal(0);
    expect(el.form.state.bodies['application/json']).to.equal('{"from":"me"}');
  });

  it('positive TTL: restored while younger than the TTL, then discarded and removed when the operation is opened', async () => {
    await editAndLeave(await mount(60));
    now += 60_000;
    let el = await mount(60);
    expect(inputByLabel(el, 'petId').value).to.equal('mine');
    el.remove();
    now += 1;
    el = await mount(60);
    expect(inputByLabel(el, 'petId').value).to.equal('spec-id');
    expect(localStorage.getItem(key())).to.equal(null);
  });

  it('TTL unset never expires; entries without a timestamp count as expired once a TTL is set', async () => {
    localStorage.setItem(key(), JSON.stringify({ state: { params: { 'path:petId': 'legacy' } } }));
    now += 10 * 365 * 24 * 3600 * 1000;
    let el = await mount();
    expect(inputByLabel(el, 'petId').value).to.equal('legacy');
    el.remove();
    el = await mount(3600);
    expect(inputByLabel(el, 'petId').value).to.equal('spec-id');
    expect(localStorage.getItem(key())).to.equal(null);
  });

  it('TTL 0 (attribute persist-ttl="0"): nothing saved, nothing restored', async () => {
    localStorage.setItem(key(), JSON.stringify({ savedAt: now, state: { params: { 'path:petId': 'old' } } }));
    const el = await fixture<SvTryIt>(html`<sv-try-it persist-ttl="0" .operation=${op} .model=${model}></sv-try-it>`);
    expect(el.persistTtl).to.equal(0);
    expect(inputByLabel(el, 'petId').value).to.equal('spec-id');
    type(inputByLabel(el, 'petId'), 'new');
    el.remove();
    expect(JSON.parse(localStorage.getItem(key())!).state.params['path:petId']).to.equal('old');
  });

  it('Reset clears the saved entry and restores the spec defaults (keyboard); accessible', async () => {
    await editAndLeave(await mount());
    const el = await mount();
    expect(inputByLabel(el, 'petId').value).to.equal('mine');
    $<HTMLButtonElement>(el, 'button.reset').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(localStorage.getItem(key())).to.equal(null);
    expect(inputByLabel(el, 'petId').value).to.equal('spec-id');
    expect($$(el, '.header-name').length).to.equal(0);
    expect(JSON.parse($<HTMLTextAreaElement>(el, '#body-text').value)).to.deep.equal({ from: 'spec' });
    await expect(el).to.be.accessible();
  });
});
