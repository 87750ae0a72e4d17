// <sv-try-it proxy-url> against the real proxy (packages/spec-viewer-proxy/src) in front of the echo server: badge,
// the envelope, base64 multipart and binary uploads byte-exact at the target, binary downloads, cookies, 502 and
// proxy errors.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Operation, TryItProxyRequestEnvelope } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { $, chooseFiles, inputByLabel, modelWith, operation, send, sendExpectingError, sha256, tryItServers, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

async function mount(op: Operation, serverUrl?: string): Promise<SvTryIt> {
  const { echoUrl, proxyUrl } = await tryItServers();
  const model = modelWith(serverUrl ?? echoUrl, [op]);
  return fixture<SvTryIt>(html`<sv-try-it proxy-url=${proxyUrl} .operation=${op} .model=${model}></sv-try-it>`);
}

/** Records the JSON envelopes POSTed to the proxy. */
function captureEnvelopes(): { envelopes: TryItProxyRequestEnvelope[]; restore(): void } {
  const original = window.fetch;
  const envelopes: TryItProxyRequestEnvelope[] = [];
  window.fetch = (input, init) => {
    if (init?.method === 'POST' && typeof init.body === 'string') envelopes.push(JSON.parse(init.body) as TryItProxyRequestEnvelope);
    return original(input, init);
  };
  return { envelopes, restore: () => (window.fetch = original) };
}

const bytes = new Uint8Array(2048).map((_, i) => (i * 13 + 5) % 256);

beforeEach(() => localStorage.clear());

describe('sv-try-it in proxy mode', () => {
  failOnLitWarnings();
  it('shows the "proxied" badge next to the "Try it" heading; accessible', async () => {
    const el = await mount(operation({}));
    expect($(el, '.heading').textContent).to.contain('Try it');
    expect($(el, '.heading [part=proxied-badge]').textContent).to.equal('proxied');
    await expect(el).to.be.accessible();
  });

  it('POSTs the envelope (url, method, headers, body, bodyEncoding, timeout); cookies travel as a Cookie header', async () => {
    const el = await mount(operation({
      method: 'put',
      parameters: [
        { name: 'q', in: 'query', required: false, style: 'form', explode: true, example: 'a b' },
        { name: 'session', in: 'cookie', required: false, style: 'form', explode: true, example: 'abc' },
      ],
      requestBody: { required: true, content: [{ mediaType: 'application/json', example: { a: 1 } }] },
    }));
    expect(el.shadowRoot!.querySelector('.notice')).to.equal(null); // no "cookies cannot be sent" note
    const capture = captureEnvelopes();
    try {
      const { echo, response } = await send(el);
      const { echoUrl } = await tryItServers();
      expect(capture.envelopes).to.have.length(1);
      expect(capture.envelopes[0]).to.deep.equal({
        url: `${echoUrl}/echo?q=a%20b`,
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Cookie: 'session=abc' },
        body: '{\n  "a": 1\n}',
        bodyEncoding: 'utf-8',
        timeout: 30000,
      });
      expect(response.mode).to.equal('proxy');
      expect(echo.headers.cookie).to.equal('session=abc');
      expect(JSON.parse(echo.bodyText)).to.deep.equal({ a: 1 });
    } finally {
      capture.restore();
    }
  });

  it('multipart: the serialized payload goes base64-encoded and the file reaches the target byte for byte', async () => {
    const el = await mount(operation({
      method: 'post',
      requestBody: {
        required: true,
        content: [{
          mediaType: 'multipart/form-data',
          schema: { type: ['object'], properties: { name: { type: ['string'] }, file: { type: ['string'], format: 'binary' } } },
        }],
      },
    }));
    type(inputByLabel(el, 'name'), 'x');
    chooseFiles(inputByLabel(el, 'file'), [new File([bytes], 'data.bin', { type: 'application/octet-stream' })]);
    const capture = captureEnvelopes();
    try {
      const { echo } = await send(el);
      const envelope = capture.envelopes[0]!;
      expect(envelope.bodyEncoding).to.equal('base64');
      expect(envelope.headers['Content-Type']).to.match(/^multipart\/form-data; boundary=/);
      expect(echo.headers['content-type']).to.equal(envelope.headers['Content-Type']);
      expect(echo.parts!.find((p) => p.name === 'file')!.sha256).to.equal(await sha256(bytes));
      expect(echo.bodyLength).to.equal(atob(envelope.body!).length);
    } finally {
      capture.restore();
    }
  });

  it('raw binary bodies are base64-encoded and byte-exact at the target', async () => {
    const el = await mount(operation({ method: 'post', requestBody: { required: true, content: [{ mediaType: 'image/png' }] } }));
    chooseFiles(inputByLabel(el, 'File to send as the body'), [new File([bytes], 'p.png', { type: 'image/png' })]);
    const { echo } = await send(el);
    expect(echo.headers['content-type']).to.equal('image/png');
    expect(echo.bodySha256).to.equal(await sha256(bytes));
  });

  it('binary responses come back base64, are decoded, and offer a Download named from Content-Disposition', async () => {
    const el = await mount(operation({ path: '/binary/pdf' }));
    const { response } = await send(el);
    expect(response).to.include({ isBinary: true, contentType: 'application/pdf', mode: 'proxy' });
    expect(new TextDecoder().decode(response.bytes)).to.match(/^%PDF-1\.4/);
    const view = $(el, 'sv-response');
    await (view as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const link = view.shadowRoot!.querySelector<HTMLAnchorElement>('a[part=download]')!;
    expect(link.download).to.equal('résumé.pdf');
    const downloaded = new Uint8Array(await (await fetch(link.href)).arrayBuffer());
    expect(await sha256(downloaded)).to.equal(await sha256(new Uint8Array(response.bytes)));
  });

  it('the proxy’s 502 envelope (target unreachable) is shown as an upstream error with its message', async () => {
    const el = await mount(operation({}), 'http://127.0.0.1:9');
    const message = await sendExpectingError(el);
    expect(message).to.contain('Upstream error');
    expect(message).to.contain('502 Bad Gateway');
    await expect(el).to.be.accessible();
  });

  it('a proxy refusal ({"error":{"code","message"}}) is shown as a proxy error (keyboard send)', async () => {
    const el = await mount(operation({}), 'http://10.0.0.1');
    $<HTMLButtonElement>(el, 'button.send').focus();
    await sendKeys({ press: 'Enter' });
    const view = $(el, 'sv-response');
    const deadline = Date.now() + 10000;
    while (!view.shadowRoot?.querySelector('.error') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const text = view.shadowRoot!.querySelector('.error')!.textContent!;
    expect(text).to.contain('Proxy error');
    expect(text).to.match(/HTTP 4\d\d, [a-z_]+\)/);
  });

  it('a proxy that refuses this page’s origin is told apart from one that is down: the message names the origin and --cors-origin', async () => {
    const { echoUrl, refusingProxyUrl } = await tryItServers();
    const op = operation({});
    const refused = await fixture<SvTryIt>(html`<sv-try-it proxy-url=${refusingProxyUrl} .operation=${op} .model=${modelWith(echoUrl, [op])}></sv-try-it>`);
    const message = await sendExpectingError(refused);
    expect(message).to.contain(`does not allow pages from ${location.origin}`);
    expect(message).to.contain(`--cors-origin ${location.origin}`);
    const down = await fixture<SvTryIt>(html`<sv-try-it proxy-url="http://127.0.0.1:9/api/proxy" .operation=${op} .model=${modelWith(echoUrl, [op])}></sv-try-it>`);
    expect(await sendExpectingError(down)).to.contain('Could not reach the proxy at http://127.0.0.1:9/api/proxy');
  });
});
