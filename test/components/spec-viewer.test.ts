import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { ContextConsumer } from '@lit/context';
import { LitElement } from 'lit';
import { viewerOptionsContext, type ViewerOptions } from '../../components/shared/context.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { specUrl } from '../helpers/models.js';
import { mountViewer, nextOutcome, shadow } from '../helpers/viewer.js';

const petstore = '/specs/oas30-petstore-simple.yaml';

function miniSpec(title: string): string {
  return specUrl({
    openapi: '3.0.3',
    info: { title, version: '1' },
    paths: { '/a': { get: { operationId: 'a', responses: { '200': { description: 'ok' } } } } },
  });
}

describe('spec-viewer', () => {
  failOnLitWarnings();

  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('loads a spec, renders the page and fires spec-load with the documented detail', async () => {
    const { el, outcome } = await mountViewer('/specs/oas30-petstore.yaml');
    expect(outcome).to.deep.equal({
      kind: 'load',
      detail: { specType: 'openapi-3', title: 'Swagger Petstore', version: '1.0.0', operationCount: 20 },
    });
    expect(el.model?.info.title).to.equal('Swagger Petstore');
    const content = shadow(el).querySelector('sv-content');
    expect(shadow(content).querySelector('sv-info')).to.exist;
    expect(shadow(content).querySelector('sv-operation')).to.exist;
    expect(shadow(el).querySelector('sv-sidebar')).to.exist;
  });

  it('is accessible once loaded; "Skip to content" is the first stop and jumps past the sidebar', async () => {
    const { el } = await mountViewer(petstore);
    await expect(el).to.be.accessible();
    const skip = shadow(el).querySelector<HTMLButtonElement>('.skip-link') as HTMLButtonElement;
    expect(skip.textContent).to.equal('Skip to content');
    skip.focus();
    await sendKeys({ press: 'Enter' });
    const info = shadow(shadow(el).querySelector('sv-content')).querySelector('sv-info');
    await waitUntil(() => shadow(info).activeElement?.tagName === 'H1', 'focus on the API title');
  });

  it('is accessible on a rich spec (tag groups, discriminators, callbacks, webhooks), also in dark mode', async function () {
    const { el } = await mountViewer('/specs/oas31-redoc-petstore.yaml#post-store-subscribe');
    await expect(el).to.be.accessible();
    el.theme = 'dark';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('accepts the URL as `spec` too (attribute and property)', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
    const loaded = nextOutcome(el);
    el.setAttribute('spec', petstore);
    expect(el.specUrl).to.equal(petstore);
    expect((await loaded).kind).to.equal('load');
    el.spec = '/specs/oas30-petstore.json';
    expect(el.specUrl).to.equal('/specs/oas30-petstore.json');
  });

  it('the header links the document for download; hide-download removes the link', async () => {
    const { el } = await mountViewer('/specs/oas30-petstore.yaml');
    const info = () => shadow(shadow(el).querySelector('sv-content')).querySelector('sv-info')!;
    await waitUntil(() => info().shadowRoot?.querySelector('a[part="download"]'), 'the download link');
    const link = info().shadowRoot!.querySelector<HTMLAnchorElement>('a[part="download"]')!;
    expect(link.href).to.equal(new URL('/specs/oas30-petstore.yaml', location.href).href);
    expect(link.getAttribute('download')).to.equal('oas30-petstore.yaml');
    el.setAttribute('hide-download', '');
    expect(el.hideDownload).to.equal(true);
    await waitUntil(() => !info().shadowRoot!.querySelector('a[part="download"]'), 'the link goes');
  });

  it('parses allow-try-it, try-it-persist-ttl and proxy-url attributes into typed properties', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
    expect(el.allowTryIt).to.equal(true);
    el.setAttribute('allow-try-it', 'false');
    expect(el.allowTryIt).to.equal(false);
    el.setAttribute('allow-try-it', '');
    expect(el.allowTryIt).to.equal(true);
    el.setAttribute('allow-try-it', '0');
    expect(el.allowTryIt).to.equal(false);
    el.removeAttribute('allow-try-it');
    expect(el.allowTryIt).to.equal(true);
    expect(el.tryItPersistTtl).to.equal(undefined);
    el.setAttribute('try-it-persist-ttl', '3600');
    expect(el.tryItPersistTtl).to.equal(3600);
    el.setAttribute('try-it-persist-ttl', '0');
    expect(el.tryItPersistTtl).to.equal(0);
    el.setAttribute('proxy-url', '/api/proxy');
    expect(el.proxyUrl).to.equal('/api/proxy');
    const handler = (r: { url: string }) => r.url;
    el.onTryItRequest = handler;
    expect(el.onTryItRequest).to.equal(handler);
  });

  it('provides the Try-It settings to descendants, updated when they change', async () => {
    class OptionsProbe extends LitElement {
      readonly options = new ContextConsumer(this, { context: viewerOptionsContext, subscribe: true });
    }
    customElements.define('sv-options-probe', OptionsProbe);
    const el = await fixture<SpecViewer>(html`<spec-viewer proxy-url="/api/proxy" try-it-persist-ttl="60"><sv-options-probe></sv-options-probe></spec-viewer>`);
    const probe = el.querySelector('sv-options-probe') as OptionsProbe;
    expect(probe.options.value).to.deep.equal({ allowTryIt: true, proxyUrl: '/api/proxy', tryItPersistTtl: 60 } satisfies ViewerOptions);
    el.setAttribute('allow-try-it', 'false');
    await el.updateComplete;
    expect(probe.options.value?.allowTryIt).to.equal(false);
  });

  it('says what to do when no spec URL is set', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
    expect(shadow(el).textContent).to.include('spec-url');
  });

  it('loads the new spec when spec-url changes; a slower stale load never overwrites it', async () => {
    const slow = miniSpec('Slow');
    const fast = miniSpec('Fast');
    const realFetch = window.fetch;
    let slowAborted = false;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === slow) {
        init?.signal?.addEventListener('abort', () => (slowAborted = true));
        await aTimeout(400);
      }
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
      const loads: string[] = [];
      el.addEventListener('spec-load', (e) => loads.push(e.detail.title));
      el.setAttribute('spec-url', slow);
      await el.updateComplete;
      expect(shadow(el).querySelector('[aria-busy="true"]'), 'pending UI').to.exist;
      el.setAttribute('spec-url', fast);
      await oneEvent(el, 'spec-load');
      await aTimeout(600);
      expect(loads).to.deep.equal(['Fast']);
      expect(el.model?.info.title).to.equal('Fast');
      expect(slowAborted, 'the stale load was aborted').to.equal(true);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('shows the error panel and fires spec-error; retry loads again from the keyboard', async () => {
    const { el, outcome } = await mountViewer('/specs/bad-truncated.json');
    expect(outcome.kind).to.equal('error');
    if (outcome.kind !== 'error') return;
    expect(outcome.detail.code).to.equal('json-syntax');
    // The message's entry in the core's tables comes with it, for integrators who word it themselves.
    expect(typeof outcome.detail.key).to.equal('string');
    const panel = shadow(el).querySelector('sv-error-panel');
    const alert = shadow(panel).querySelector('[role="alert"]');
    expect(alert?.textContent).to.include('Invalid JSON');
    expect(alert?.textContent).to.include(outcome.detail.message);
    expect(alert?.textContent).to.include('/specs/bad-truncated.json');
    await expect(el).to.be.accessible();
    const again = nextOutcome(el);
    shadow(panel).querySelector<HTMLButtonElement>('button.retry')?.focus();
    await sendKeys({ press: 'Enter' });
    expect((await again).kind).to.equal('error');
  });

  it('keeps the loading view still for the first second of a load, then moves its skeleton and spinner', async () => {
    const url = miniSpec('Slow to arrive');
    const realFetch = window.fetch;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === url) await aTimeout(1600);
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
      el.setAttribute('spec-url', url);
      await el.updateComplete;
      const view = () => shadow(el).querySelector<HTMLElement>('[part="loading"][aria-busy="true"]');
      const moving = () => {
        const bone = view()?.querySelector('.skeleton-content .bone');
        const spinner = view()?.querySelector('.spinner');
        return { bones: bone?.getAnimations().length ?? 0, spinner: spinner ? getComputedStyle(spinner).visibility : 'none' };
      };
      expect(view(), 'pending UI').to.exist;
      await aTimeout(300);
      expect(moving(), 'still while the load is young').to.deep.equal({ bones: 0, spinner: 'hidden' });
      await waitUntil(() => view()?.classList.contains('slow'), 'the view turns slow', { timeout: 1500 });
      await el.updateComplete;
      expect(moving().spinner).to.equal('visible');
      expect(moving().bones, 'the shimmer runs').to.be.greaterThan(0);
      await oneEvent(el, 'spec-load');
      expect(view(), 'the page replaced the loading view').to.equal(null);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('reports a missing file as a fetch error', async () => {
    const { outcome } = await mountViewer('/specs/does-not-exist.yaml');
    expect(outcome.kind).to.equal('error');
    expect(outcome.detail).to.include({ code: 'fetch-failed' });
  });

  it('validate: lists @readme/openapi-parser findings with the page problems after load and fires spec-validate', async function () {
    const el = await fixture<SpecViewer>(html`<spec-viewer validate></spec-viewer>`);
    expect(el.validate).to.equal(true);
    const loaded = oneEvent(el, 'spec-load');
    const validated = oneEvent(el, 'spec-validate');
    // The Redoc petstore uses `additionalItems`, which OpenAPI 3.0's schema does not allow.
    el.setAttribute('spec-url', '/specs/oas30-redoc-petstore.yaml');
    await loaded;
    const { problems } = (await validated).detail as { problems: { code: string; message: string }[] };
    expect(problems.length).to.be.greaterThan(0);
    expect(problems.every((p) => p.code === 'validation')).to.equal(true);
    const content = shadow(el).querySelector('sv-content');
    await waitUntil(() => shadow(content).querySelector('sv-warnings'), 'problems bar');
    const bar = shadow(content).querySelector('sv-warnings') as HTMLElement & { updateComplete: Promise<unknown> };
    await bar.updateComplete;
    expect(shadow(bar).textContent).to.match(/problems? found in this document/);
    (shadow(bar).querySelector('button.toggle') as HTMLButtonElement).click();
    await bar.updateComplete;
    expect(shadow(bar).querySelector('ul')?.textContent).to.contain(problems[0]!.message.slice(0, 40));
  });

  it('validate: a valid document gets an empty finding list and no problems bar; without the attribute nothing runs', async function () {
    const el = await fixture<SpecViewer>(html`<spec-viewer validate></spec-viewer>`);
    const validated = oneEvent(el, 'spec-validate');
    el.setAttribute('spec-url', miniSpec('Valid'));
    expect(((await validated).detail as { problems: unknown[] }).problems).to.deep.equal([]);
    expect(shadow(shadow(el).querySelector('sv-content')).querySelector('sv-warnings')).to.equal(null);

    let fired = false;
    const plain = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
    plain.addEventListener('spec-validate', () => (fired = true));
    const loaded = oneEvent(plain, 'spec-load');
    plain.setAttribute('spec-url', '/specs/oas30-redoc-petstore.yaml');
    await loaded;
    await aTimeout(300);
    expect(fired).to.equal(false);
  });

  it('turns the sidebar into a drawer on narrow screens, operable by keyboard', async () => {
    await setViewport({ width: 600, height: 800 });
    const { el } = await mountViewer(petstore);
    const root = shadow(el);
    const button = root.querySelector<HTMLButtonElement>('.menu-button') as HTMLButtonElement;
    const drawer = root.querySelector<HTMLElement>('.sidebar-wrap') as HTMLElement;
    expect(getComputedStyle(button).display).not.to.equal('none');
    expect(getComputedStyle(drawer).visibility).to.equal('hidden');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await waitUntil(() => getComputedStyle(drawer).visibility === 'visible', 'drawer visible');
    const sidebar = root.querySelector('sv-sidebar');
    await waitUntil(() => shadow(sidebar).activeElement?.id === 'filter', 'focus in the filter');
    expect(root.querySelector('sv-content')?.hasAttribute('inert'), 'page behind the drawer is inert').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(root.activeElement).to.equal(button);
    expect(root.querySelector('sv-content')?.hasAttribute('inert')).to.equal(false);
  });

  it('exposes its main pieces as ::part() for page styles', async () => {
    const style = document.createElement('style');
    style.textContent = `
      spec-viewer::part(method-badge) { outline: 3px solid rgb(255, 0, 0); }
      spec-viewer::part(operation) { outline: 4px solid rgb(0, 128, 0); }
      spec-viewer::part(filter) { outline: 5px solid rgb(0, 0, 255); }`;
    document.head.append(style);
    try {
      const { el } = await mountViewer(petstore);
      const content = shadow(shadow(el).querySelector('sv-content'));
      const card = shadow(content.querySelector('sv-operation'));
      expect(getComputedStyle(card.querySelector('[part="method-badge"]') as Element).outlineWidth).to.equal('3px');
      expect(getComputedStyle(card.querySelector('[part="operation"]') as Element).outlineWidth).to.equal('4px');
      const filter = shadow(shadow(el).querySelector('sv-sidebar')).querySelector('input') as Element;
      expect(getComputedStyle(filter).outlineWidth).to.equal('5px');
    } finally {
      style.remove();
    }
  });

  it('reflects theme so the dark tokens apply', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer theme="dark"></spec-viewer>`);
    expect(getComputedStyle(el).getPropertyValue('--sv-color-bg').trim()).to.equal('#0d1117');
    el.theme = 'light';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('light');
    expect(getComputedStyle(el).getPropertyValue('--sv-color-bg').trim()).to.equal('#ffffff');
  });
});
