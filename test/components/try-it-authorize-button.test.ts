// Issue 49, point 4, in a whole <spec-viewer>: while no security requirement is met, Send stays disabled and its
// message carries an "Authorize…" button naming the scheme; the button opens the Authorize dialog on that scheme
// with focus in its first field, and once the credentials applied there satisfy the operation, the dialog closes
// and focus lands on that Try-It's Send (by mouse and by keyboard). Closing without them returns focus to the
// button; credentials applied from elsewhere never move focus; focus never falls to <body>.
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvAuthorize } from '../../components/authorize/authorize.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import type { TryItResponse } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { typeText } from '../helpers/keys.js';
import { clearHash, mountViewer } from '../helpers/viewer.js';
import { waitUntil } from '../helpers/wait.js';
import { $, inputByLabel, tryItServers, type, type Echo } from './try-it-fixtures.js';

const OK = { 200: { description: 'OK' } };
let count = 0;

/** Two schemes (so the panel has tabs) and three operations, each with a requirement of its own. */
async function specUrl(): Promise<string> {
  const { echoUrl } = await tryItServers();
  const spec = {
    openapi: '3.0.3',
    info: { title: `Authorize from Send ${++count} ${Date.now()}`, version: '1.0.0' },
    servers: [{ url: echoUrl }],
    components: {
      securitySchemes: {
        api_key: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths: {
      '/things': { get: { operationId: 'listThings', summary: 'List things', security: [{ bearer: [] }], responses: OK } },
      '/thing': { get: { operationId: 'getThing', summary: 'Get a thing', security: [{ api_key: [] }], responses: OK } },
      '/search': {
        get: {
          operationId: 'search',
          summary: 'Search',
          security: [{ api_key: [] }, { api_key: [], bearer: [] }],
          parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string' } }],
          responses: OK,
        },
      },
    },
  };
  return URL.createObjectURL(new Blob([JSON.stringify(spec)], { type: 'application/json' }));
}

/** Every element matching `selector` in `root` and the shadow roots below it. */
function deepAll<T extends Element>(root: ParentNode, selector: string): T[] {
  const found = [...root.querySelectorAll<T>(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepAll<T>(el.shadowRoot, selector));
  return found;
}

/** The focused element, through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Compared by identity (chai would print a whole DOM element on failure); the page never holds the focus. */
function expectFocus(target: Element | null, what: string): void {
  expect(document.activeElement, 'focus is not on <body>').not.to.equal(document.body);
  expect(focused() === target, `focus on ${what}, not on ${focused()?.outerHTML.slice(0, 100)}`).to.equal(true);
}

interface Page {
  el: SpecViewer;
  panel: SvAuthorize;
  dialog: HTMLDialogElement;
}

async function mount(): Promise<Page> {
  const { el, outcome } = await mountViewer(await specUrl(), { 'try-it-open': '' });
  expect(outcome.kind).to.equal('load');
  await waitUntil(() => deepAll<SvAuthorize>(el.shadowRoot!, 'sv-authorize')[0]?.shadowRoot?.querySelector('dialog'), 'the Authorize panel');
  const panel = deepAll<SvAuthorize>(el.shadowRoot!, 'sv-authorize')[0]!;
  return { el, panel, dialog: $<HTMLDialogElement>(panel, 'dialog') };
}

/**
 * The Try-It form of an operation, rendered: its card is brought into view through its deep link, whose landing
 * focuses the card's heading (waited for, so that it cannot take focus from the test later).
 */
async function tryIt(page: Page, operationId: string): Promise<SvTryIt> {
  location.hash = `#${operationId}`;
  const card = () => deepAll(page.el.shadowRoot!, `sv-operation#${operationId}`)[0];
  await waitUntil(() => card()?.shadowRoot?.activeElement, `the deep link lands on ${operationId}`);
  const find = () => deepAll<SvTryIt>(card()!.shadowRoot!, 'sv-try-it')[0];
  await waitUntil(() => find()?.shadowRoot?.querySelector('button.send'), `the Try-It form of ${operationId}`);
  const form = find()!;
  await form.updateComplete;
  return form;
}

const sendButton = (form: SvTryIt) => $<HTMLButtonElement>(form, 'button.send');
const authorizeButton = (form: SvTryIt) => form.shadowRoot!.querySelector<HTMLButtonElement>('.blockers button.authorize-to-send');
const selectedTab = (panel: SvAuthorize) => panel.shadowRoot!.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  clearHash();
  localStorage.clear();
  sessionStorage.clear();
  document.querySelectorAll('spec-viewer').forEach((e) => e.remove());
});

describe('Try-It: the Authorize… button of a disabled Send', () => {
  failOnLitWarnings();

  it('names the scheme, opens the dialog on it with focus in its field; Apply re-enables Send and focuses it', async () => {
    const page = await mount();
    const form = await tryIt(page, 'listThings');
    expect(sendButton(form).disabled, 'Send is disabled').to.equal(true);
    const button = authorizeButton(form)!;
    expect(button, 'the message carries a button').to.exist;
    expect(button.localName).to.equal('button');
    expect(button.textContent!.trim()).to.equal('Authorize…');
    expect(button.getAttribute('aria-label')).to.equal('Authorize with “bearer”…');
    expect(button.closest('li')!.querySelector('.blocker-text')!.textContent).to.equal(
      'Authorization required: apply “bearer” in the Authorize panel.',
    );
    await expect(form).to.be.accessible();

    button.click();
    await waitUntil(() => page.dialog.open, 'the Authorize dialog opens');
    expect(page.dialog.matches(':modal')).to.equal(true);
    expect(selectedTab(page.panel), 'on the scheme that satisfies the operation, not the first tab').to.equal('bearer');
    const token = inputByLabel(page.panel, 'Bearer token');
    await waitUntil(() => focused() === token, 'focus in the scheme’s first field');

    type(token, 'tok-1');
    await page.panel.updateComplete;
    $<HTMLButtonElement>(page.panel, 'button.apply').click();
    // The dialog closes at once, and the render that enables Send focuses it: no moment on <body> in between.
    expect(page.dialog.open, 'the dialog closes once the operation is satisfied').to.equal(false);
    expect(document.activeElement, 'focus is not on <body>').not.to.equal(document.body);
    await form.updateComplete;
    expect(sendButton(form).disabled, 'Send is enabled').to.equal(false);
    expect(form.shadowRoot!.querySelector('.blockers'), 'nothing blocks Send').to.equal(null);
    expectFocus(sendButton(form), 'Send');
    await expect(form).to.be.accessible();
  });

  it('by keyboard: Enter opens it, the typed key is applied with Enter, focus is on Send, and Enter sends with it', async () => {
    const page = await mount();
    const form = await tryIt(page, 'getThing');
    const button = authorizeButton(form)!;
    expect(button.getAttribute('aria-label')).to.equal('Authorize with “api_key”…');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => page.dialog.open, 'Enter opens the dialog');
    expect(selectedTab(page.panel)).to.equal('api_key');
    await waitUntil(() => focused() === inputByLabel(page.panel, 'API key'), 'focus in the API key field');

    await typeText('key-42');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused() === sendButton(form), 'focus lands on Send');
    expect(page.dialog.open).to.equal(false);
    expectFocus(sendButton(form), 'Send');

    const responded = oneEvent(form, 'try-it-response');
    await sendKeys({ press: 'Enter' });
    const response = (await responded).detail as TryItResponse;
    expect((JSON.parse(response.body) as Echo).headers['x-api-key']).to.equal('key-42');
  });

  it('closed without credentials: focus back on the button; credentials applied from elsewhere leave focus alone', async () => {
    const page = await mount();
    const form = await tryIt(page, 'listThings');
    const button = authorizeButton(form)!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => page.dialog.open, 'the dialog opens');
    await waitUntil(() => focused() === inputByLabel(page.panel, 'Bearer token'), 'focus in the field');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !page.dialog.open, 'Escape closes the dialog');
    await waitUntil(() => focused() === button, 'focus back on the Authorize… button');
    expect(sendButton(form).disabled).to.equal(true);

    // The page's own Authorize button: applying there closes nothing and sends focus nowhere but back to it.
    const trigger = $<HTMLButtonElement>(page.panel, 'button.trigger');
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => page.dialog.open, 'the dialog opens from the page’s button');
    await waitUntil(() => focused()?.localName === 'input', 'focus in a field');
    await page.panel.show('bearer');
    type(inputByLabel(page.panel, 'Bearer token'), 'tok-2');
    await page.panel.updateComplete;
    $<HTMLButtonElement>(page.panel, 'button.apply').click();
    await form.updateComplete;
    await waitUntil(() => !sendButton(form).disabled, 'Send is enabled');
    expect(page.dialog.open, 'a flow not started from Try-It keeps the dialog open').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !page.dialog.open, 'Escape closes the dialog');
    await waitUntil(() => focused() === trigger, 'focus back on the page’s Authorize button');
    expectFocus(trigger, 'the page’s Authorize button');
  });

  it('the closest alternative’s scheme; while another reason keeps Send disabled, focus lands on the list of reasons', async () => {
    const page = await mount();
    const form = await tryIt(page, 'search');
    expect(sendButton(form).disabled).to.equal(true);
    const button = authorizeButton(form)!;
    expect(button.getAttribute('aria-label'), '“api_key” alone beats “api_key” + “bearer”').to.equal('Authorize with “api_key”…');
    button.click();
    await waitUntil(() => page.dialog.open, 'the dialog opens');
    const key = inputByLabel(page.panel, 'API key');
    await waitUntil(() => focused() === key, 'focus in the API key field');
    type(key, 'key-7');
    await page.panel.updateComplete;
    $<HTMLButtonElement>(page.panel, 'button.apply').click();
    await waitUntil(() => !page.dialog.open, 'the dialog closes');
    const list = $(form, '#blockers');
    await waitUntil(() => focused() === list, 'focus on the remaining reasons');
    expect(sendButton(form).disabled, 'the required query parameter still blocks Send').to.equal(true);
    expect(list.textContent!.trim()).to.equal('Required query parameter “q” is empty.');
    expect(authorizeButton(form)).to.equal(null);
    expectFocus(list, 'the list of reasons');
  });
});
