// <sv-code-samples> in Chromium: ARIA tabs with the keyboard, Copy with feedback (stubbed clipboard), the language
// remembered across operations and reloads, live updates from Try-It, x-codeSamples, highlighting, axe.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { SAMPLE_LANGUAGES, loadedSampleGenerator, type ApiModel, type HttpRequest, type Operation } from '../../src/index.js';
import { SvCodeSamples } from '../../components/code-samples/code-samples.js';
import { SAMPLE_LANGUAGE_KEY } from '../../components/code-samples/language-preference.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { $, $$, modelWith, operation, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { tokenNames } from '../../styles/tokens.js';

SvCodeSamples.define('sv-code-samples');

const request = (url: string, extra: Partial<HttpRequest> = {}): HttpRequest => ({ method: 'GET', url, headers: [], ...extra });
const op = (partial: Partial<Operation> = {}): Operation => operation({ operationId: 'listPets', path: '/pets', ...partial });

async function mount(operationValue: Operation, req?: HttpRequest, model?: ApiModel): Promise<SvCodeSamples> {
  const el = await fixture<SvCodeSamples>(html`<sv-code-samples .operation=${operationValue} .request=${req} .model=${model}></sv-code-samples>`);
  await waitForSample(el);
  return el;
}

/** Resolves when the selected tab shows its text (generators load lazily). */
async function waitForSample(el: SvCodeSamples): Promise<string> {
  await waitUntil(() => el.sampleText !== undefined && code(el).textContent !== '', 'the sample is shown');
  return code(el).textContent!;
}

const code = (el: SvCodeSamples) => $(el, '[role=tabpanel] code');
const tabs = (el: SvCodeSamples) => $$<HTMLButtonElement>(el, '[role=tab]');
const selectedTab = (el: SvCodeSamples) => tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')!;
const copyButton = (el: SvCodeSamples) => $<HTMLButtonElement>(el, 'button.copy');

beforeEach(() => localStorage.clear());

describe('sv-code-samples', () => {
  failOnLitWarnings();

  // First in the file: the generators' chunks are loaded once per page.
  it('downloads only the shown language until the reader reaches for the tabs', async () => {
    const el = await mount(op(), request('https://api.example.com/pets'));
    expect(loadedSampleGenerator('curl') !== undefined).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 300)); // time enough for any eager load to land
    const others = SAMPLE_LANGUAGES.slice(1).map((l) => l.id);
    expect(others.filter((id) => loadedSampleGenerator(id) !== undefined)).to.deep.equal([]);
    $(el, '[role=tablist]').dispatchEvent(new PointerEvent('pointerenter'));
    await waitUntil(() => others.every((id) => loadedSampleGenerator(id) !== undefined), 'the other generators load');
  });

  it('offers the six languages as ARIA tabs, cURL first, and is accessible', async () => {
    const el = await mount(op(), request('https://api.example.com/pets?tag=a&tag=b'));
    expect(tabs(el).map((t) => t.textContent!.trim())).to.deep.equal(SAMPLE_LANGUAGES.map((l) => l.title));
    expect($(el, '[role=tablist]').getAttribute('aria-label')).to.equal('Code sample language');
    expect(selectedTab(el).textContent!.trim()).to.equal('cURL');
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal(SAMPLE_LANGUAGES.map((_, i) => (i === 0 ? 0 : -1)));
    const panel = $(el, '[role=tabpanel]');
    expect(panel.getAttribute('aria-labelledby')).to.equal(selectedTab(el).id);
    expect(tabs(el).every((t) => t.getAttribute('aria-controls') === panel.id)).to.equal(true);
    expect(await waitForSample(el)).to.equal("curl 'https://api.example.com/pets?tag=a&tag=b'");
    await expect(el).to.be.accessible();
  });

  it('arrow keys, Home and End move between tabs, selecting and focusing them', async () => {
    const el = await mount(op(), request('https://api.example.com/pets'));
    const last = SAMPLE_LANGUAGES.at(-1)!.title;
    selectedTab(el).focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(selectedTab(el).textContent!.trim()).to.equal('JavaScript');
    expect(el.shadowRoot!.activeElement).to.equal(selectedTab(el));
    expect(await waitForSample(el)).to.contain('const response = await fetch("https://api.example.com/pets");');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(selectedTab(el).textContent!.trim()).to.equal(last);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(selectedTab(el).textContent!.trim()).to.equal('cURL');
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(selectedTab(el).textContent!.trim()).to.equal(last);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(selectedTab(el).textContent!.trim()).to.equal('cURL');
    expect(el.shadowRoot!.activeElement).to.equal(selectedTab(el));
  });

  it('Copy puts the exact sample on the clipboard and says "Copied"', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
    try {
      const el = await mount(op(), request('https://api.example.com/pets', { headers: [['X-Note', `it's "$HOME"`]] }));
      tabs(el)[2]!.click();
      const text = await waitForSample(el);
      expect(copyButton(el).textContent!.trim()).to.equal('Copy');
      copyButton(el).click();
      await waitUntil(() => copyButton(el).textContent!.trim() === 'Copied', 'the button says Copied');
      expect(copied).to.deep.equal([el.sampleText]);
      expect(copied[0]).to.equal(text);
      expect(copied[0]).to.contain('"X-Note": "it\'s \\"$HOME\\"",');
      expect($(el, '[role=status]').textContent).to.equal('Copied: Python sample');
      await expect(el).to.be.accessible();
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard; // the prototype's clipboard shows through again
    }
  });

  it('says "Copy failed" when neither clipboard API works', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    try {
      const el = await mount(op(), request('https://api.example.com/pets'));
      copyButton(el).click();
      await waitUntil(() => copyButton(el).textContent!.trim() === 'Copy failed', 'the button says Copy failed');
    } finally {
      document.execCommand = execCommand;
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('remembers the language for every operation on the page and after a reload', async () => {
    const first = await mount(op(), request('https://api.example.com/pets'));
    const second = await mount(op({ operationId: 'getPet', path: '/pets/{id}' }), request('https://api.example.com/pets/1'));
    tabs(first)[3]!.click();
    await first.updateComplete;
    expect(localStorage.getItem(SAMPLE_LANGUAGE_KEY)).to.equal('go');
    await second.updateComplete;
    expect(selectedTab(second).textContent!.trim()).to.equal('Go');
    expect(await waitForSample(second)).to.contain('http.NewRequest(http.MethodGet, "https://api.example.com/pets/1", nil)');

    first.remove();
    second.remove();
    const afterReload = await mount(op(), request('https://api.example.com/pets'));
    expect(selectedTab(afterReload).textContent!.trim()).to.equal('Go');
  });

  it('follows a new request live (what Try-It would send now)', async () => {
    const el = await mount(op(), request('https://api.example.com/pets'));
    el.request = request('https://api.example.com/pets?limit=5', {
      method: 'POST',
      headers: [['Content-Type', 'application/json']],
      body: { kind: 'text', contentType: 'application/json', text: '{"name":"Rex"}' },
    });
    await el.updateComplete;
    expect(code(el).textContent).to.equal(
      `curl 'https://api.example.com/pets?limit=5' \\\n  -X POST \\\n  -H 'Content-Type: application/json' \\\n  --data-raw '{\n  "name": "Rex"\n}'`,
    );
  });

  it("x-codeSamples replace the languages they cover and add their others; generated ones stay", async () => {
    const el = await mount(
      op({
        codeSamples: [
          { lang: 'Python', label: 'Python SDK', source: 'client.pets.list()' },
          { lang: 'PHP', source: '<?php $client->pets();' },
        ],
      }),
      request('https://api.example.com/pets'),
    );
    expect(tabs(el).map((t) => t.textContent!.trim())).to.deep.equal([...SAMPLE_LANGUAGES.map((l) => (l.id === 'python' ? 'Python SDK' : l.title)), 'PHP']);
    tabs(el)[2]!.click();
    await el.updateComplete;
    expect(code(el).textContent).to.equal('client.pets.list()');
    tabs(el)[SAMPLE_LANGUAGES.length]!.click();
    await el.updateComplete;
    expect(code(el).textContent).to.equal('<?php $client->pets();');
    tabs(el)[0]!.click();
    expect(await waitForSample(el)).to.equal("curl 'https://api.example.com/pets'");
  });

  it('no tab ever runs under Copy: it shares the tabs’ row while they fit beside it, else takes its own row', async () => {
    const el = await mount(
      op({ codeSamples: [{ lang: 'Shell', label: 'cURL (with jq)', source: 'curl' }, { lang: 'JavaScript', label: 'Bookshop SDK', source: 'sdk' }] }),
      request('https://api.example.com/pets'),
    );
    const list = $(el, '[role=tablist]');
    const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left + 0.5 || a.left >= b.right - 0.5 || a.bottom <= b.top + 0.5 || a.top >= b.bottom - 0.5;
    for (const width of [800, 390, 300, 200]) {
      el.style.width = `${width}px`;
      const copy = copyButton(el).getBoundingClientRect();
      const strip = list.getBoundingClientRect();
      const boxes = tabs(el).map((t) => t.getBoundingClientRect());
      expect(boxes.filter((b) => !apart(b, copy)).length, `${width} px: tabs under Copy`).to.equal(0);
      const needed = boxes.reduce((sum, b) => sum + b.width, 0);
      const sameRow = copy.top < strip.bottom;
      expect(sameRow, `${width} px: Copy beside the tabs`).to.equal(needed + copy.width + 16 <= width - 2);
      // The strip scrolls only when the tabs are wider than the whole bar.
      expect(list.scrollWidth > list.clientWidth + 1, `${width} px: the strip scrolls`).to.equal(needed > width - 2);
    }
    el.style.width = '';
  });

  it('highlights the sample with highlight.js (loaded lazily)', async () => {
    const el = await mount(op(), request('https://api.example.com/pets'));
    tabs(el)[2]!.click();
    await waitForSample(el);
    await waitUntil(() => code(el).querySelector('.hljs-keyword'), 'highlighted markup arrives');
    expect(code(el).querySelector('.hljs-keyword')?.textContent).to.equal('import');
    expect(code(el).textContent).to.equal(el.sampleText);
  });

  it('without a request: the untouched form of the operation, server URL and credential placeholders', async () => {
    const model = modelWith('https://api.example.com/v1', [], {
      securitySchemes: [{ kind: 'apiKey', key: 'key', name: 'X-API-Key', in: 'header' }],
      security: [{ key: [] }],
    });
    const withExample = op({
      path: '/pets/{id}',
      parameters: [{ name: 'id', in: 'path', required: true, style: 'simple', explode: false, example: 7 }],
    });
    const el = await mount(withExample, undefined, model);
    expect(code(el).textContent).to.equal(`curl 'https://api.example.com/v1/pets/7' \\\n  -H 'X-API-Key: YOUR_API_KEY'`);
  });

  it('shows what <sv-try-it> would send, as the form is edited (try-it-change)', async () => {
    const tryItOp = op({ parameters: [{ name: 'tag', in: 'query', required: false, style: 'form', explode: true, schema: { type: ['string'] } }] });
    const model = modelWith('https://api.example.com', [tryItOp]);
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <sv-try-it .operation=${tryItOp} .model=${model}></sv-try-it>
      <sv-code-samples .operation=${tryItOp} .model=${model}></sv-code-samples>
    </div>`);
    const tryIt = wrapper.querySelector('sv-try-it') as SvTryIt;
    const samples = wrapper.querySelector('sv-code-samples')!;
    // The wiring the operation card does: each change of the form becomes the samples' request.
    tryIt.addEventListener('try-it-change', (e) => (samples.request = e.detail.request));
    tryIt.requestUpdate();
    await tryIt.updateComplete;
    expect(await waitForSample(samples)).to.equal("curl 'https://api.example.com/pets'");
    const input = tryIt.shadowRoot!.querySelector<HTMLInputElement>('input[type=text], input:not([type])')!;
    type(input, 'red & blue');
    await tryIt.updateComplete;
    await samples.updateComplete;
    expect(code(samples).textContent).to.equal("curl 'https://api.example.com/pets?tag=red%20%26%20blue'");
  });

  it('styles use only --sv-* tokens, or their own --sv-code-samples-* properties with a fallback', () => {
    const css = SvCodeSamples.elementStyles.map((s) => (s instanceof CSSStyleSheet ? [...s.cssRules].map((r) => r.cssText).join('') : s.cssText)).join('');
    for (const [, name = '', comma] of css.matchAll(/var\(\s*(--[\w-]+)\s*(,?)/g)) {
      expect(tokenNames.has(name) || (name.startsWith('--sv-code-samples-') && comma === ','), name).to.equal(true);
    }
  });
});
