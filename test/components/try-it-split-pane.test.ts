// <sv-split-pane>: operation and Try-It side by side with a keyboard-operable separator, width clamped to
// [320 px, 65 %] and persisted in localStorage; stacked on narrow widths.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SvSplitPane } from '../../components/split-pane/split-pane.js';
import { $ } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

const KEY = 'spec-viewer:try-it-width';
const mount = async (width: number) => {
  const el = await fixture<SvSplitPane>(html`<sv-split-pane style="width:${width}px">
    <div slot="main">Operation</div>
    <div slot="aside">Try it</div>
  </sv-split-pane>`);
  // The pane measures itself from its ResizeObserver (after the first layout) and applies the width in the
  // following frame: wait for that frame, then for the render it causes.
  for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  await el.updateComplete;
  return el;
};
const asideWidth = (el: Element) => Math.round($(el, '.aside').getBoundingClientRect().width);

beforeEach(() => localStorage.clear());

describe('sv-split-pane', () => {
  failOnLitWarnings();
  it('puts main and aside side by side with a separator; accessible', async () => {
    const el = await mount(1200);
    const separator = $(el, '[role=separator]');
    expect(el.stacked).to.equal(false);
    expect(separator.getAttribute('aria-orientation')).to.equal('vertical');
    expect(separator.getAttribute('aria-valuemin')).to.equal('320');
    expect(separator.getAttribute('aria-valuemax')).to.equal(String(Math.floor(1200 * 0.65)));
    expect(Number(separator.getAttribute('aria-valuenow'))).to.equal(asideWidth(el));
    const main = $(el, '.main').getBoundingClientRect();
    expect(main.right).to.be.lessThan($(el, '.aside').getBoundingClientRect().left);
    await expect(el).to.be.accessible();
  });

  it('arrow keys resize, Home/End jump to the limits, the width is clamped and persisted', async () => {
    const el = await mount(1000);
    const separator = $(el, '[role=separator]');
    separator.focus();
    const start = asideWidth(el);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(asideWidth(el)).to.equal(start + 16);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(asideWidth(el)).to.equal(start - 16);
    expect(localStorage.getItem(KEY)).to.equal(String(start - 16));
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(asideWidth(el)).to.equal(650);
    expect(separator.getAttribute('aria-valuenow')).to.equal('650');
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(asideWidth(el)).to.equal(650);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(asideWidth(el)).to.equal(320);
    expect(localStorage.getItem(KEY)).to.equal('320');
  });

  it('restores the persisted width, clamped to the current pane', async () => {
    localStorage.setItem(KEY, '500');
    expect(asideWidth(await mount(1000))).to.equal(500);
    localStorage.setItem(KEY, '5000');
    expect(asideWidth(await mount(1000))).to.equal(650);
  });

  it('dragging the separator resizes the aside', async () => {
    const el = await mount(1000);
    const separator = $(el, '[role=separator]');
    const box = separator.getBoundingClientRect();
    const y = Math.round(box.top + 5);
    const right = $(el, '.pane').getBoundingClientRect().right;
    // A real pointer (the engine's own ids and capture), as a reader drags it.
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(right - 400), y] });
    await sendMouse({ type: 'up' });
    await resetMouse();
    await el.updateComplete;
    // The pointer lands on a whole pixel: the aside is 400 px give or take the pane's fraction of a pixel.
    expect(Math.abs(asideWidth(el) - 400)).to.be.at.most(1);
    expect(localStorage.getItem(KEY)).to.equal(String(asideWidth(el)));
  });

  it('stacks the aside below the main column on narrow widths, without a separator', async () => {
    const el = await mount(600);
    expect(el.stacked).to.equal(true);
    expect(el.hasAttribute('stacked')).to.equal(true);
    expect($(el, '[role=separator]').hidden).to.equal(true);
    expect($(el, '.aside').getBoundingClientRect().top).to.be.greaterThan($(el, '.main').getBoundingClientRect().bottom - 1);
    await expect(el).to.be.accessible();
  });
});
