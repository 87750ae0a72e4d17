// <sv-try-it> request bodies against the echo server: JSON (generated and from examples), content-type switch,
// urlencoded fields and schemaless JSON, multipart with files compared by SHA-256 on the server, raw binary.
import { expect, fixture, html } from '@open-wc/testing';
import type { MediaType, Operation } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { $, $$, chooseFiles, inputByLabel, modelWith, operation, send, sha256, tryItServers, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { typeText } from '../helpers/keys.js';

const withBody = (content: MediaType[], required = true): Operation =>
  operation({ method: 'post', requestBody: { required, content } });

async function mount(op: Operation): Promise<SvTryIt> {
  const { echoUrl } = await tryItServers();
  return fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${modelWith(echoUrl, [op])}></sv-try-it>`);
}

/** Every byte value, several times: what a binary upload must deliver unchanged. */
const bytes = new Uint8Array(3 * 256 + 17).map((_, i) => (i * 37 + 11) % 256);

beforeEach(() => localStorage.clear());

describe('sv-try-it: request bodies', () => {
  failOnLitWarnings();
  it('JSON body generated from the schema (readOnly left out), sent with its media type; accessible', async () => {
    const el = await mount(withBody([{
      mediaType: 'application/json',
      schema: {
        type: ['object'],
        required: ['name'],
        properties: { id: { type: ['integer'], readOnly: true }, name: { type: ['string'], default: 'Rex' }, kind: { type: ['string'], enum: ['dog', 'cat'] } },
      },
    }]));
    const editor = $<HTMLTextAreaElement>(el, '#body-text');
    expect(JSON.parse(editor.value)).to.deep.equal({ name: 'Rex', kind: 'dog' });
    const { echo } = await send(el);
    expect(echo.method).to.equal('POST');
    expect(echo.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(echo.bodyText)).to.deep.equal({ name: 'Rex', kind: 'dog' });
    await expect(el).to.be.accessible();
  });

  it('typing into the JSON editor (keyboard), invalid JSON is flagged but still sendable', async () => {
    const el = await mount(withBody([{ mediaType: 'application/json' }]));
    const editor = $<HTMLTextAreaElement>(el, '#body-text');
    editor.focus();
    await typeText('{"a": 1');
    await el.updateComplete;
    expect($(el, '#body-problem').textContent).to.contain('Not valid JSON');
    expect(editor.getAttribute('aria-invalid')).to.equal('true');
    await typeText('}');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('#body-problem')).to.equal(null);
    const { echo } = await send(el);
    expect(echo.bodyText).to.equal('{"a": 1}');
  });

  it('several media types: a content-type selector, each with its own editor; named examples prefill', async () => {
    const el = await mount(withBody([
      { mediaType: 'application/json', examples: [{ name: 'small', value: { a: 1 } }, { name: 'big', summary: 'Big one', value: { a: 1, b: 2 } }] },
      { mediaType: 'application/xml', example: '<pet><name>Rex</name></pet>' },
    ]));
    const editor = () => $<HTMLTextAreaElement>(el, '#body-text');
    expect(JSON.parse(editor().value)).to.deep.equal({ a: 1 });
    type(inputByLabel<HTMLSelectElement>(el, 'Example'), 'big');
    await el.updateComplete;
    expect(JSON.parse(editor().value)).to.deep.equal({ a: 1, b: 2 });
    type(inputByLabel<HTMLSelectElement>(el, 'Content type'), 'application/xml');
    await el.updateComplete;
    expect(editor().value).to.equal('<pet><name>Rex</name></pet>');
    const { echo } = await send(el);
    expect(echo.headers['content-type']).to.equal('application/xml');
    expect(echo.bodyText).to.equal('<pet><name>Rex</name></pet>');
  });

  it('application/x-www-form-urlencoded: one labelled input per property, sent as encoded pairs', async () => {
    const el = await mount(withBody([{
      mediaType: 'application/x-www-form-urlencoded',
      schema: { type: ['object'], required: ['client_id'], properties: { client_id: { type: ['string'] }, scope: { type: ['string'] }, unused: { type: ['string'] } } },
    }]));
    expect($$(el, 'input[type=file]').length).to.equal(0);
    type(inputByLabel(el, 'client_id'), 'id 1&2');
    type(inputByLabel(el, 'scope'), 'read:all');
    const { echo } = await send(el);
    expect(echo.headers['content-type']).to.equal('application/x-www-form-urlencoded');
    expect(echo.bodyText).to.equal('client_id=id+1%262&scope=read%3Aall');
  });

  it('urlencoded without properties: a JSON textarea converted to pairs', async () => {
    const el = await mount(withBody([{ mediaType: 'application/x-www-form-urlencoded' }]));
    type($<HTMLTextAreaElement>(el, '#body-text'), '{"a": "x y", "n": 2}');
    const { echo } = await send(el);
    expect(echo.bodyText).to.equal('a=x+y&n=2');
  });

  it('multipart/form-data: text fields, a file and a multi-file picker; files arrive byte for byte (SHA-256)', async () => {
    const el = await mount(withBody([{
      mediaType: 'multipart/form-data',
      schema: {
        type: ['object'],
        required: ['title', 'document'],
        properties: {
          title: { type: ['string'] },
          meta: { type: ['object'], properties: { k: { type: ['string'] } } },
          document: { type: ['string'], format: 'binary' },
          attachments: { type: ['array'], items: { type: ['string'], contentEncoding: 'base64' } },
        },
      },
    }]));
    const pickers = $$<HTMLInputElement>(el, 'input[type=file]');
    expect(pickers.map((i) => i.multiple)).to.deep.equal([false, true]);
    expect(inputByLabel(el, 'document').closest('.field')!.querySelector('.required')).to.not.equal(null);
    type(inputByLabel(el, 'title'), 'Report ü');
    type(inputByLabel<HTMLTextAreaElement>(el, 'meta'), '{"k":"v"}');
    const doc = new File([bytes], 'report.bin', { type: 'application/octet-stream' });
    const a = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const b = new File([bytes.slice(0, 100)], 'b.png', { type: 'image/png' });
    chooseFiles(pickers[0]!, [doc]);
    chooseFiles(pickers[1]!, [a, b]);
    const { echo } = await send(el);
    expect(echo.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    const parts = echo.parts!;
    expect(parts.map((p) => [p.name, p.filename ?? null])).to.deep.equal([
      ['title', null], ['meta', 'blob'], ['document', 'report.bin'], ['attachments', 'a.txt'], ['attachments', 'b.png'],
    ]);
    expect(parts[0]!.text).to.equal('Report ü');
    expect(parts[1]!.contentType).to.equal('application/json');
    expect(parts[2]!.sha256).to.equal(await sha256(bytes));
    expect(parts[2]!.length).to.equal(bytes.length);
    expect(parts[4]!.sha256).to.equal(await sha256(bytes.slice(0, 100)));
    await expect(el).to.be.accessible();
  });

  it('application/octet-stream: one file picker, the file sent raw', async () => {
    const el = await mount(withBody([{ mediaType: 'application/octet-stream', schema: { type: ['string'], format: 'binary' } }]));
    chooseFiles(inputByLabel(el, 'File to send as the body'), [new File([bytes], 'blob.bin')]);
    const { echo } = await send(el);
    expect(echo.headers['content-type']).to.equal('application/octet-stream');
    expect(echo.bodySha256).to.equal(await sha256(bytes));
  });
});
