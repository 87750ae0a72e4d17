// The demo page's toolbar (demo/index.html, demo.css, demo.js), run in a frame on the source build with the demo
// server's spec list and reload events stood in for: its controls wear the viewer's theme tokens in light and dark,
// the theme toggle shows its state, the status line reads well, and at 390 px it wraps without sideways scroll.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AxeResults } from 'axe-core';
import { waitUntil } from '../helpers/wait.js';
import { darkTokens, lightTokens } from '../../styles/tokens.js';

const THEME_KEY = 'spec-viewer-demo:theme';
const WSDL = '/demo/specs/weather-station.wsdl';

/** A stand-in for the demo server: GET /api/specs lists the demo's specs, and /__reload never speaks. */
const SERVER = `<script>
  const specs = [['default', 'openapi-3.1'], ['concert-tickets.openapi32', 'openapi-3.2'], ['greenhouse-events.asyncapi', 'asyncapi-3'],
    ['weather-station', 'wsdl'], ['recipes', 'graphql']].map(([specId, specType]) => ({ specId, specType, content: '/api/specs/' + specId + '/content' }));
  const pageFetch = window.fetch.bind(window);
  window.fetch = (url, init) => String(url) === '/api/specs'
    ? Promise.resolve(new Response(JSON.stringify(specs), { headers: { 'content-type': 'application/json' } }))
    : pageFetch(url, init);
  window.EventSource = class { addEventListener() {} };
</script><script src="/node_modules/axe-core/axe.min.js"></script>`;

interface DemoPage {
  frame: HTMLIFrameElement;
  doc: Document;
  toolbar: HTMLElement;
  toggle: HTMLButtonElement;
  status: HTMLElement;
}

const frames: HTMLIFrameElement[] = [];

async function demoPage(width: number, spec = WSDL): Promise<DemoPage> {
  const page = await (await fetch('/demo/index.html')).text();
  const bundle = '<script type="module" src="/dist/spec-viewer-extended.js"></script>';
  expect(page, 'the demo page loads the bundle and the default spec').to.contain(bundle).and.contain('/api/specs/default/content');
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 700px; border: 0; display: block;`;
  frame.title = 'Demo page';
  frame.srcdoc = page.replace(bundle, `${SERVER}<script type="module" src="/components/base.ts"></script>`).replace('/api/specs/default/content', spec);
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  const status = doc.getElementById('spec-status')!;
  await waitUntil(() => /operations/.test(status.textContent ?? ''), 'the spec loads');
  return { frame, doc, toolbar: doc.querySelector('.demo-toolbar')!, toggle: doc.querySelector<HTMLButtonElement>('#theme-toggle')!, status };
}

/** `#rrggbb` as a computed colour reads. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('demo toolbar', function () {
  beforeEach(() => localStorage.setItem(THEME_KEY, 'light'));
  afterEach(() => {
    frames.splice(0).forEach((frame) => frame.remove());
    localStorage.removeItem(THEME_KEY);
  });

  it('wears the viewer’s tokens in light and dark; the theme toggle shows its state and works from the keyboard', async () => {
    const { frame, doc, toolbar, toggle, status } = await demoPage(1280);
    expect(status.textContent).to.equal('WeatherStationService — 2 operations (WSDL / SOAP)');
    const style = (el: Element, pseudo?: string) => frame.contentWindow!.getComputedStyle(el, pseudo);
    const track = toggle.querySelector('.demo-switch')!;
    const select = doc.querySelector('#spec-picker')!;
    const wears = (tokens: Readonly<Record<string, string>>, pressed: boolean) =>
      style(toolbar).backgroundColor === rgb(tokens['--sv-color-bg-subtle']!) &&
      [toggle, select].every((c) => style(c).backgroundColor === rgb(tokens['--sv-color-bg']!) && style(c).borderTopColor === rgb(tokens['--sv-color-border']!)) &&
      style(track).backgroundColor === rgb(tokens[pressed ? '--sv-color-accent' : '--sv-color-bg-muted']!);
    await waitUntil(() => wears(lightTokens, false), 'light tokens');
    expect([style(toggle).borderTopLeftRadius, style(select).borderTopLeftRadius]).to.deep.equal(['5px', '5px']);
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');

    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => toggle.getAttribute('aria-pressed') === 'true', 'Enter presses the toggle');
    expect(doc.querySelector('spec-viewer')!.getAttribute('theme')).to.equal('dark');
    await waitUntil(() => wears(darkTokens, true), 'dark tokens, the switch on');
    // A toggle keeps its name; its state is aria-pressed (and the switch).
    expect(toggle.textContent!.trim()).to.equal('Dark theme');
    type Axe = { run(context: Element): Promise<AxeResults> };
    const axe = (frame.contentWindow as unknown as { axe: Axe }).axe;
    expect((await axe.run(toolbar)).violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('390 px: the toolbar wraps inside the page, no sideways scroll (the demo’s default spec)', async () => {
    const { doc } = await demoPage(390, '/demo/specs/default.yaml');
    const root = doc.documentElement;
    expect(root.scrollWidth, 'no sideways scroll').to.be.at.most(root.clientWidth);
    expect(doc.querySelector('#spec-picker')!.getBoundingClientRect().right).to.be.at.most(root.clientWidth);
  });

  it('a language picker (Arabic included) sets the viewer’s locale; a URL field opens any spec', async () => {
    const { frame, doc, status } = await demoPage(1280);
    const viewer = doc.querySelector('spec-viewer') as HTMLElement & { activeLocale: string };
    const locales = doc.querySelector<HTMLSelectElement>('#locale-picker')!;
    expect([...locales.options].map((o) => [o.value, o.lang])).to.deep.include(['ar', 'ar']);
    expect(locales.options.length).to.equal(8);
    expect(locales.labels[0]!.querySelector('span')!.textContent).to.equal('Language');
    locales.value = 'de';
    locales.dispatchEvent(new Event('change'));
    expect(viewer.getAttribute('locale')).to.equal('de');
    await waitUntil(() => viewer.activeLocale === 'de', 'the German texts load');
    expect(frame.contentWindow!.localStorage.getItem('spec-viewer-demo:locale')).to.equal('de');
    frame.contentWindow!.localStorage.removeItem('spec-viewer-demo:locale');

    const input = doc.querySelector<HTMLInputElement>('#spec-url-input')!;
    expect(input.labels![0]!.textContent!.trim()).to.equal("Spec URL");
    input.value = '/demo/specs/library-loans.swagger.yaml';
    doc.querySelector<HTMLButtonElement>('#open-url button[type=submit]')!.click();
    await waitUntil(() => status.textContent === 'Library Loans 1.3.0 — 4 operations (Swagger 2.0)', 'the spec from the URL loads');
    expect(viewer.getAttribute('spec-url')).to.equal('/demo/specs/library-loans.swagger.yaml');
  });
});
