// <sv-response>: status coloured by class, timing and size, headers, readable bodies (JSON, XML, HTML as text),
// binary downloads named from Content-Disposition or the type, image preview with object URLs revoked, errors.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TryItResponse } from '../../src/index.js';
import type { SvResponse } from '../../components/response/response.js';
import { $ } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

const encoder = new TextEncoder();
function response(partial: Partial<TryItResponse> & { text?: string; data?: Uint8Array }): TryItResponse {
  const bytes = partial.data ?? encoder.encode(partial.text ?? '');
  const isBinary = partial.isBinary ?? false;
  return {
    operationId: 'op',
    status: 200,
    statusText: 'OK',
    headers: {},
    body: isBinary ? btoa(String.fromCharCode(...bytes)) : (partial.text ?? ''),
    bodyEncoding: isBinary ? 'base64' : 'utf-8',
    isBinary,
    bytes,
    size: bytes.byteLength,
    contentType: '',
    duration: 42,
    mode: 'direct',
    ...partial,
  };
}
const mount = (r: TryItResponse) => fixture<SvResponse>(html`<sv-response .response=${r}></sv-response>`);
const text = (el: Element, selector: string) => $(el, selector).textContent!.replace(/\s+/g, ' ').trim();

describe('sv-response', () => {
  failOnLitWarnings();
  it('status and status text coloured by class, duration, size, headers; accessible; headers open with the keyboard', async () => {
    const el = await mount(response({
      status: 404,
      statusText: '',
      text: '{"error":"nope"}',
      contentType: 'application/json',
      headers: { 'content-type': 'application/json', 'x-b': '2', 'x-a': '1' },
      duration: 1234,
    }));
    expect(text(el, '[part=status]')).to.equal('404 Not Found');
    expect($(el, '[part=status]').classList.contains('status-4xx')).to.equal(true);
    expect(text(el, '.summary')).to.contain('1.23 s').and.contain('16 B');
    expect([...el.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['content-type', 'x-a', 'x-b']);
    await expect(el).to.be.accessible();
    const summary = $(el, 'summary');
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect($<HTMLDetailsElement>(el, 'details').open).to.equal(true);
  });

  it('JSON is re-indented, keeping number spellings', async () => {
    const el = await mount(response({ text: '{"id":12345678901234567890,"list":[1,2]}', contentType: 'application/json' }));
    expect($(el, 'pre code').textContent).to.equal('{\n  "id": 12345678901234567890,\n  "list": [\n    1,\n    2\n  ]\n}');
  });

  it('XML is indented; HTML is shown as text, never rendered', async () => {
    const xml = await mount(response({ text: '<a><b>1</b></a>', contentType: 'application/xml' }));
    expect($(xml, 'pre code').textContent).to.equal('<a>\n  <b>1</b>\n</a>');
    const page = await mount(response({ text: '<p onclick="x()">hi</p><img src=x>', contentType: 'text/html' }));
    expect($(page, 'pre code').textContent).to.equal('<p onclick="x()">hi</p><img src=x>');
    expect(page.shadowRoot!.querySelector('pre p, pre img')).to.equal(null);
  });

  it('binary: content type, size and a Download named from Content-Disposition (RFC 5987) or from the type', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 45, 49]);
    const named = await mount(response({
      isBinary: true,
      data: pdf,
      contentType: 'application/pdf',
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="a.pdf"; filename*=UTF-8''%E2%82%AC%20report.pdf` },
    }));
    expect(text(named, '.binary')).to.contain('application/pdf · 6 B');
    const link = $<HTMLAnchorElement>(named, 'a[part=download]');
    expect(link.download).to.equal('€ report.pdf');
    expect(new Uint8Array(await (await fetch(link.href)).arrayBuffer())).to.deep.equal(pdf);
    await expect(named).to.be.accessible();
    const unnamed = await mount(response({ isBinary: true, data: pdf, contentType: 'application/pdf', headers: { 'content-type': 'application/pdf' } }));
    expect($<HTMLAnchorElement>(unnamed, 'a[part=download]').download).to.equal('response.pdf');
  });

  it('images are previewed; the object URL is revoked when the response changes and when the element leaves', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const revoked: string[] = [];
    const original = URL.revokeObjectURL;
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      original.call(URL, url);
    };
    try {
      const el = await mount(response({ isBinary: true, data: png, contentType: 'image/png', headers: { 'content-type': 'image/png' } }));
      const first = $<HTMLImageElement>(el, 'img.preview').src;
      expect(first).to.match(/^blob:/);
      expect($<HTMLAnchorElement>(el, 'a[part=download]').download).to.equal('response.png');
      el.response = response({ text: 'ok', contentType: 'text/plain' });
      await el.updateComplete;
      expect(revoked).to.include(first);
      el.response = response({ isBinary: true, data: png, contentType: 'image/png' });
      await el.updateComplete;
      const second = $<HTMLImageElement>(el, 'img.preview').src;
      el.remove();
      expect(revoked).to.include(second);
    } finally {
      URL.revokeObjectURL = original;
    }
  });

  it('errors are alerts with a title per kind', async () => {
    const el = await fixture<SvResponse>(html`<sv-response .error=${{ kind: 'upstream', status: 502, message: 'connect ECONNREFUSED' }}></sv-response>`);
    expect($(el, '[part=error]').getAttribute('role')).to.equal('alert');
    expect(text(el, '[part=error]')).to.equal('Upstream error: the API did not answer the proxyconnect ECONNREFUSED');
    await expect(el).to.be.accessible();
  });
});
