// Text that is not UTF-8 (ISO-8859-1, Shift_JIS) from a real local server, in direct mode and through the real
// proxy: the panel shows the same text and the byte size the server sent in both modes.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { $, modelWith, operation, tryItServers } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

async function mount(path: string, mode: 'direct' | 'proxy'): Promise<SvTryIt> {
  const { echoUrl, proxyUrl } = await tryItServers();
  const op = operation({ path });
  const model = modelWith(echoUrl, [op]);
  return mode === 'proxy'
    ? fixture<SvTryIt>(html`<sv-try-it proxy-url=${proxyUrl} .operation=${op} .model=${model}></sv-try-it>`)
    : fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
}

beforeEach(() => localStorage.clear());

describe('sv-try-it: non-UTF-8 text responses', () => {
  failOnLitWarnings();
  const cases = [
    { name: 'ISO-8859-1', path: '/text/latin1', text: 'café', size: '4 B' },
    { name: 'Shift_JIS (chunked)', path: '/text/shift-jis', text: 'こんにちは', size: '10 B' },
  ];
  for (const mode of ['direct', 'proxy'] as const) {
    for (const c of cases) {
      it(`${c.name} in ${mode} mode: the text as written and its size in bytes`, async () => {
        const el = await mount(c.path, mode);
        const event = oneEvent(el, 'try-it-response');
        $<HTMLButtonElement>(el, 'button.send').click();
        const response = (await event).detail;
        expect(response).to.include({ mode, isBinary: false, bodyEncoding: 'utf-8', body: c.text, contentType: 'text/plain' });
        const view = $(el, 'sv-response');
        await (view as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        expect($(view, 'pre code').textContent).to.equal(c.text);
        const summary = $(view, '.summary').textContent!.replace(/\s+/g, ' ');
        expect(summary).to.contain(c.size);
        await expect(el).to.be.accessible();
      });
    }
  }
});
