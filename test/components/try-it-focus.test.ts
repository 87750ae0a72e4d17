// Keyboard focus in <sv-try-it>: Send keeps focus while its request is in flight, and the custom-header rows
// take focus when added or removed (a focused control that vanishes drops focus to <body>).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { $, $$, modelWith, operation, tryItServers } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { typeText } from '../helpers/keys.js';

async function mount(path = '/echo'): Promise<SvTryIt> {
  const { echoUrl } = await tryItServers();
  const op = operation({ path });
  return fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${modelWith(echoUrl, [op])}></sv-try-it>`);
}

/** Asserts that the document's focus is on `el` and, inside its shadow root, on `target` (never on <body>). */
function expectFocus(el: SvTryIt, target: Element | undefined, what: string): void {
  // Compared by identity: chai would try to print a DOM element in full on failure.
  expect(document.activeElement?.localName, 'document focus').to.equal('sv-try-it');
  expect(el.shadowRoot!.activeElement === target, `focus on ${what}, not on ${el.shadowRoot!.activeElement?.outerHTML.slice(0, 80)}`).to.equal(true);
}

beforeEach(() => localStorage.clear());

describe('sv-try-it: focus', () => {
  failOnLitWarnings();

  it('Send pressed with the keyboard keeps focus while in flight (aria-disabled), ignores a second press, and after', async function () {
    const el = await mount('/slow');
    let requests = 0;
    el.addEventListener('try-it-request', () => requests++);
    const send = $<HTMLButtonElement>(el, 'button.send');
    const responded = oneEvent(el, 'try-it-response');
    send.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(send.getAttribute('aria-disabled')).to.equal('true');
    expect(send.textContent!.trim()).to.equal('Sending…');
    expectFocus(el, send, 'Send');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(requests, 'a press while in flight sends nothing').to.equal(1);
    expectFocus(el, send, 'Send');
    await expect(el).to.be.accessible();
    await responded;
    await el.updateComplete;
    expect(send.hasAttribute('aria-disabled')).to.equal(false);
    expectFocus(el, send, 'Send');
  });

  it('"+ Add header" by keyboard focuses the new row’s name input; removing a row keeps focus in the rows', async () => {
    const el = await mount();
    const add = $<HTMLButtonElement>(el, 'button.add-header');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.activeElement !== add, 'focus moved');
    expectFocus(el, $$(el, '.header-name')[0], 'the first name input');
    await typeText('X-One');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.activeElement !== add, 'focus moved');
    const names = $$<HTMLInputElement>(el, '.header-name');
    expect(names.length).to.equal(2);
    expectFocus(el, names[1], 'the new name input');
    expect(names[0]!.value).to.equal('X-One');
    // Remove the second row, then the first: focus goes to the row left, then to "+ Add header".
    $<HTMLButtonElement>(el, '[aria-label="Remove header 2"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.activeElement?.classList.contains('header-name'), 'focus on the remaining row');
    expectFocus(el, $$(el, '.header-name')[0], 'the first name input');
    $<HTMLButtonElement>(el, '[aria-label="Remove header 1"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.activeElement?.classList.contains('add-header'), 'focus on + Add header');
    expectFocus(el, $(el, 'button.add-header'), '+ Add header');
  });
});
