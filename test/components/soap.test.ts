// A WSDL page end to end in Chromium: SOAP operations grouped by service and port with their SOAP facts, and
// Try-It sending the generated envelope through the real proxy to the SOAP test server (1.1 and 1.2): the
// response XML is shown highlighted, a SOAP Fault is shown as an error with its code and reason.
import { expect, fixtureCleanup, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvOperation } from '../../components/operation/operation.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import type { TryItResponse } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, openTryIt, shadow } from '../helpers/viewer.js';
import { tryItServers, type } from './try-it-fixtures.js';

const soapServer = () => executeServerCommand<{ url: string }, undefined>('soap-server');

async function mountEcho(): Promise<SpecViewer> {
  const { url } = await soapServer();
  const { proxyUrl } = await tryItServers();
  const { el, outcome } = await mountViewer(`${url}/echo.wsdl`, { 'proxy-url': proxyUrl });
  expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
  return el;
}

async function card(el: SpecViewer, id: string): Promise<SvOperation> {
  const content = shadow(el).querySelector('sv-content')!;
  const found = await waitUntil(
    () => [...shadow(content).querySelectorAll<SvOperation>('sv-operation')].find((o) => o.operation?.id === id),
    `card ${id}`,
  ).then(() => [...shadow(content).querySelectorAll<SvOperation>('sv-operation')].find((o) => o.operation?.id === id)!);
  await found.updateComplete;
  return found;
}

async function tryIt(op: SvOperation): Promise<SvTryIt> {
  const el = await openTryIt(op);
  expect(el, 'Try-It panel of a SOAP operation').to.exist;
  await el!.updateComplete;
  return el!;
}

/** Sends with the keyboard: focus Send, press Enter. */
async function sendWithKeyboard(el: SvTryIt): Promise<TryItResponse> {
  const event = oneEvent(el, 'try-it-response');
  shadow(el).querySelector<HTMLButtonElement>('button.send')!.focus();
  await sendKeys({ press: 'Enter' });
  return (await event).detail as TryItResponse;
}

const responseRoot = (el: SvTryIt) => shadow(shadow(el).querySelector('sv-response'));

beforeEach(async () => {
  localStorage.clear();
  // Wide enough for the card and the Try-It pane side by side (the split pane stacks them below its breakpoint).
  await setViewport({ width: 1400, height: 900 });
});

describe('SOAP page and Try-It', () => {
  failOnLitWarnings();
  afterEach(() => fixtureCleanup());

  it('renders operations per service and port with binding facts; accessible', async () => {
    const el = await mountEcho();
    expect(el.model?.operations.map((o) => o.id)).to.deep.equal(['EchoSoap11Port-Echo', 'EchoSoap12Port-Echo']);
    const op11 = await card(el, 'EchoSoap11Port-Echo');
    const facts = shadow(op11).querySelector('.soap-facts')!.textContent!.replace(/\s+/g, ' ');
    expect(facts).to.contain('SOAP 1.1, document/literal');
    expect(facts).to.contain('urn:spec-viewer:echo#Echo');
    expect(facts).to.contain('<Echo>');
    expect(facts).to.contain('EchoFault');
    const { url } = await soapServer();
    expect(shadow(op11).querySelector('[part=endpoint]')!.textContent).to.contain(`${url}/soap11`);
    const sidebar = shadow(shadow(el).querySelector('sv-sidebar')).textContent!;
    expect(sidebar).to.contain('EchoService / EchoSoap11Port');
    expect(sidebar).to.contain('EchoService / EchoSoap12Port');
    await expect(op11).to.be.accessible();
  });

  for (const [id, version] of [['EchoSoap11Port-Echo', '1.1'], ['EchoSoap12Port-Echo', '1.2']] as const) {
    it(`SOAP ${version}: sends the envelope through the proxy; response highlighted, Fault shown as an error`, async function () {
      const el = await mountEcho();
      const panel = await tryIt(await card(el, id));
      const textarea = shadow(panel).querySelector<HTMLTextAreaElement>('textarea.body')!;
      expect(textarea.value).to.contain(version === '1.1' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope');

      const good = await sendWithKeyboard(panel);
      expect(good.status).to.equal(200);
      expect(good.mode).to.equal('proxy');
      await waitUntil(() => responseRoot(panel).querySelector('pre[part=body] code .hljs-tag, pre[part=body] code [class*=hljs]'), 'highlighted XML');
      expect(responseRoot(panel).querySelector('pre[part=body]')!.textContent).to.contain('<message>string</message>');
      expect(responseRoot(panel).querySelector('[part=soap-fault]')).to.equal(null);

      type(textarea, textarea.value.replace('>ok<', '>fault<'));
      await panel.updateComplete;
      const bad = await sendWithKeyboard(panel);
      expect(bad.status).to.equal(500);
      const fault = await waitUntil(() => responseRoot(panel).querySelector('[part=soap-fault]'), 'SOAP Fault box').then(
        () => responseRoot(panel).querySelector<HTMLElement>('[part=soap-fault]')!,
      );
      expect(fault.getAttribute('role')).to.equal('alert');
      const text = fault.textContent!.replace(/\s+/g, ' ');
      expect(text).to.contain(`SOAP ${version} Fault`);
      expect(text).to.contain(version === '1.1' ? 'soap:Server' : 'env:Receiver');
      expect(text).to.contain('Echo refused: string');
      await expect(panel).to.be.accessible();
    });
  }
});
