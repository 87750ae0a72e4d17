// What an onTryItRequest callback changes is what Send sends: method, url, headers, body and cookies, each in
// direct and in proxy mode, checked at the real echo server (through the real proxy in proxy mode).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { HttpBody, Operation, TryItRequest } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { modelWith, operation, send, tryItServers } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

const op: Operation = operation({
  method: 'post',
  parameters: [
    { name: 'q', in: 'query', required: false, style: 'form', explode: true, example: 'x' },
    { name: 'X-Trace', in: 'header', required: false, style: 'simple', explode: false, example: 'orig' },
    { name: 'session', in: 'cookie', required: false, style: 'form', explode: true, example: 'abc' },
  ],
  requestBody: { required: true, content: [{ mediaType: 'application/json', example: { a: 1 } }] },
});

async function mount(mode: 'direct' | 'proxy', hook: (r: TryItRequest) => void): Promise<SvTryIt> {
  const { echoUrl, proxyUrl } = await tryItServers();
  const model = modelWith(echoUrl, [op]);
  const el =
    mode === 'proxy'
      ? await fixture<SvTryIt>(html`<sv-try-it proxy-url=${proxyUrl} .operation=${op} .model=${model}></sv-try-it>`)
      : await fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
  el.onTryItRequest = hook;
  return el;
}

beforeEach(() => localStorage.clear());

describe('onTryItRequest: its changes are what is sent', () => {
  failOnLitWarnings();
  for (const mode of ['direct', 'proxy'] as const) {
    describe(`${mode} mode`, () => {
      it('the request it is given is the built one, once (no nested copy)', async () => {
        let seen: TryItRequest | undefined;
        const el = await mount(mode, (r) => (seen = r));
        const requested = oneEvent(el, 'try-it-request');
        const { echo } = await send(el);
        expect((await requested).detail).to.equal(seen);
        expect(Object.keys(seen!).sort()).to.deep.equal(['body', 'cookies', 'headers', 'method', 'mode', 'operationId', 'url']);
        expect(seen).to.include({ method: 'POST', mode });
        expect(seen!.headers).to.include({ 'X-Trace': 'orig', 'Content-Type': 'application/json' });
        expect(echo.method).to.equal('POST');
        expect(echo.headers['x-trace']).to.equal('orig');
      });

      it('method (lower-case given, upper-case sent)', async () => {
        const el = await mount(mode, (r) => (r.method = 'patch'));
        expect((await send(el)).echo.method).to.equal('PATCH');
      });

      it('url', async () => {
        const el = await mount(mode, (r) => (r.url = r.url.replace('/echo?q=x', '/signed/path?q=y&sig=1')));
        expect((await send(el)).echo.url).to.equal('/signed/path?q=y&sig=1');
      });

      it('headers: added, changed and removed', async () => {
        const el = await mount(mode, (r) => {
          r.headers['X-Signature'] = 'sig-1';
          r.headers['X-Trace'] = 'changed';
          delete r.headers['Content-Type'];
          r.headers['content-type'] = 'application/vnd.signed+json';
        });
        const { echo } = await send(el);
        expect(echo.headers['x-signature']).to.equal('sig-1');
        expect(echo.headers['x-trace']).to.equal('changed');
        expect(echo.headers['content-type']).to.equal('application/vnd.signed+json');
      });

      it('body: replaced, then removed', async () => {
        const replaced: HttpBody = { kind: 'text', contentType: 'application/json', text: '{"signed":true}' };
        const el = await mount(mode, (r) => (r.body = replaced));
        expect((await send(el)).echo.bodyText).to.equal('{"signed":true}');
        el.onTryItRequest = (r) => {
          r.body = null;
          delete r.headers['Content-Type'];
        };
        const { echo } = await send(el);
        expect([echo.bodyLength, echo.bodyText]).to.deep.equal([0, '']);
      });

      it(
        mode === 'proxy'
          ? 'cookies: added, changed and removed travel as the Cookie header'
          : 'cookies: a browser cannot send them (Cookie is a forbidden header), whatever the callback sets',
        async () => {
          const el = await mount(mode, (r) => {
            r.cookies = r.cookies.map(([n]): [string, string] => [n, 'changed']);
            r.cookies.push(['csrf', 'tok']);
          });
          const { echo } = await send(el);
          if (mode === 'proxy') expect(echo.headers.cookie).to.equal('session=changed; csrf=tok');
          else expect(echo.headers.cookie).to.equal(undefined);
          if (mode === 'direct') return;
          el.onTryItRequest = (r) => (r.cookies = []);
          expect((await send(el)).echo.headers.cookie).to.equal(undefined);
        },
      );
    });
  }
});
