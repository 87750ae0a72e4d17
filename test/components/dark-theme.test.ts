// The dark theme as a reader sees it, measured in Chromium: the Authorize dialog's backdrop visibly dims the page,
// the page-level Authorize button keeps its distance from the Server box, a disabled Send stays readable (WCAG
// contrast computed from the rendered colours), and at 390 px the scheme tabs stay one row with the active one
// underlined.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { specUrl } from '../helpers/models.js';
import { mountViewer, openTryIt, shadow } from '../helpers/viewer.js';
import { mountViewerAt, removeNarrowFrames } from '../helpers/narrow-frame.js';

type Rgba = [number, number, number, number];

function parseColor(text: string): Rgba {
  const m = /rgba?\(([^)]+)\)/.exec(text);
  if (!m) throw new Error(`not an rgb() colour: ${text}`);
  const [r, g, b, a = 1] = m[1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
  return [r!, g!, b!, a];
}

/** `top` painted over the opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The opaque background behind `el`: its own and its ancestors' backgrounds (across shadow roots), composed. */
function backgroundOf(el: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
    const bg = parseColor(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] === 1) break;
  }
  return layers.reverse().reduce((acc, layer) => over(layer, acc), [255, 255, 255, 1] as Rgba);
}

const SCHEMES = ['apiKeyHeader', 'apiKeyQuery', 'sessionCookie', 'bearerAuth', 'basicAuth', 'partnerToken'];

const spec = () =>
  specUrl({
    openapi: '3.0.3',
    info: { title: 'Dark', version: '1' },
    servers: [{ url: 'https://api.example.com/v1' }],
    components: {
      securitySchemes: Object.fromEntries(
        SCHEMES.map((name, i) => [name, i < 3 ? { type: 'apiKey', in: ['header', 'query', 'cookie'][i], name: `k${i}` } : { type: 'http', scheme: i === 4 ? 'basic' : 'bearer' }]),
      ),
    },
    paths: {
      '/books': {
        get: {
          operationId: 'listBooks',
          summary: 'List books',
          parameters: [{ name: 'genre', in: 'query', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });

async function darkViewer(width: number): Promise<{ el: SpecViewer; content: ShadowRoot }> {
  const { el } = await mountViewerAt(width, 900, spec(), { theme: 'dark' });
  const content = shadow(shadow(el).querySelector('sv-content'));
  await waitUntil(() => content.querySelector('sv-authorize')?.shadowRoot?.querySelector('.trigger'), 'Authorize renders');
  return { el, content };
}

async function openAuthorize(content: ShadowRoot): Promise<ShadowRoot> {
  const authorize = shadow(content.querySelector('sv-authorize'));
  authorize.querySelector<HTMLButtonElement>('.trigger')!.click();
  await waitUntil(() => authorize.querySelector('dialog')?.open, 'the dialog opens');
  return authorize;
}

describe('dark theme', function () {
  failOnLitWarnings();

  afterEach(async () => {
    removeNarrowFrames();
    await setViewport({ width: 800, height: 600 });
  });

  it('the Authorize backdrop dims the page: its text drops below 3:1, the dialog edge stays visible', async () => {
    const { el, content } = await darkViewer(1280);
    const page = getComputedStyle(el);
    const fg = parseColor(page.color);
    const bg = backgroundOf(shadow(content.querySelector('sv-info')).querySelector('h1')!);
    expect(contrast(fg, bg), 'undimmed page text').to.be.above(10);
    const authorize = await openAuthorize(content);
    const dialog = authorize.querySelector('dialog')!;
    const backdrop = parseColor(getComputedStyle(dialog, '::backdrop').backgroundColor);
    const dimmedFg = over(backdrop, fg);
    const dimmedBg = over(backdrop, bg);
    expect(contrast(dimmedFg, dimmedBg), 'page text seen through the backdrop').to.be.below(3);
    const style = getComputedStyle(dialog);
    expect(parseFloat(style.borderTopWidth), 'the dialog has an edge').to.be.at.least(1);
    expect(contrast(parseColor(style.borderTopColor), dimmedBg), 'edge against the dimmed page').to.be.at.least(1.5);
    dialog.close();
  });

  it('light: the Authorize backdrop dims the page too', async () => {
    const { el, content } = await darkViewer(1280);
    el.theme = 'light';
    await el.updateComplete;
    const bg = backgroundOf(shadow(content.querySelector('sv-info')).querySelector('h1')!);
    expect(contrast(bg, [255, 255, 255, 1]), 'a light page').to.be.below(1.1);
    const dialog = (await openAuthorize(content)).querySelector('dialog')!;
    const backdrop = parseColor(getComputedStyle(dialog, '::backdrop').backgroundColor);
    expect(contrast(over(backdrop, bg), bg), 'the dimmed page against the page').to.be.at.least(2);
    dialog.close();
  });

  it('the page-level Authorize button keeps a gap from the Server box', async () => {
    const { content } = await darkViewer(1280);
    const servers = shadow(content.querySelector('sv-info')).querySelector('.servers')!.getBoundingClientRect();
    const trigger = shadow(content.querySelector('sv-authorize')).querySelector('.trigger')!.getBoundingClientRect();
    expect(trigger.top - servers.bottom).to.be.at.least(12);
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`${theme}: a disabled Send is readable (text contrast at least 4.5:1, opacity included)`, async () => {
      const { el, content } = await darkViewer(1280);
      el.theme = theme;
      await el.updateComplete;
      const tryIt = shadow(await openTryIt(content.querySelector('sv-operation')!));
      const send = tryIt.querySelector<HTMLButtonElement>('button.send')!;
      expect(send.disabled, 'Send is disabled (required parameter empty)').to.equal(true);
      const style = getComputedStyle(send);
      const behind = backgroundOf(send.parentElement!);
      const opacity = Number(style.opacity);
      const face = over(parseColor(style.backgroundColor), behind);
      const text = over(parseColor(style.color), face);
      // Opacity fades text and face towards what is behind the button.
      const seen = (c: Rgba) => over([c[0], c[1], c[2], opacity], behind);
      expect(contrast(seen(text), seen(face))).to.be.at.least(4.5);
    });
  }

  it('390 px: the Authorize scheme tabs stay one row (scrolling), the active one underlined; arrows and End work', async () => {
    const { content } = await darkViewer(390);
    const authorize = await openAuthorize(content);
    const list = authorize.querySelector<HTMLElement>('[role=tablist]')!;
    const tabs = [...authorize.querySelectorAll<HTMLElement>('[role=tab]')];
    expect(tabs.length).to.equal(SCHEMES.length);
    const tops = new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect([...tops], 'one row').to.have.length(1);
    expect(list.clientHeight, 'the strip is one tab high').to.be.at.most(tabs[0]!.getBoundingClientRect().height + 1);
    const underline = (tab: HTMLElement) => {
      const s = getComputedStyle(tab);
      return parseFloat(s.borderBottomWidth) >= 2 && contrast(parseColor(s.borderBottomColor), backgroundOf(list)) >= 3;
    };
    expect(underline(tabs[0]!), 'the active tab is underlined').to.equal(true);
    expect(underline(tabs[1]!), 'an inactive tab is not').to.equal(false);
    const visible = (tab: HTMLElement) => {
      const r = tab.getBoundingClientRect();
      const l = list.getBoundingClientRect();
      return r.left >= l.left - 1 && r.right <= l.right + 1;
    };
    tabs[0]!.focus();
    await sendKeys({ press: 'End' });
    const last = tabs[tabs.length - 1]!;
    await waitUntil(() => authorize.activeElement === last && last.getAttribute('aria-selected') === 'true', 'End selects the last tab');
    await waitUntil(() => visible(last), 'the last tab is scrolled into view');
    expect(underline(last)).to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => authorize.activeElement === tabs[0] && visible(tabs[0]!), 'ArrowRight wraps to the first tab, in view');
    authorize.querySelector('dialog')!.close();
  });
});
