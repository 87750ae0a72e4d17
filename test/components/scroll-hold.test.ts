// Landing on a target holds it at the top while the content above it renders. The hold is bounded by the
// rendering (frames with nothing moving and nothing left to load), not by a clock: on a busy machine the content
// above took longer than the old 1.5 s limit and the page landed off target.
import { expect } from '@open-wc/testing';
import { scrollIntoViewStable } from '../../components/shared/scroll.js';

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await frame();
}

/** 'ended' when the hold ends within `count` frames, else 'held'. */
function endsWithin(hold: Promise<void>, count: number): Promise<'ended' | 'held'> {
  return Promise.race([hold.then(() => 'ended' as const), frames(count).then(() => 'held' as const)]);
}

/** A page: a block above the target that the test grows, the target, and room below to scroll. */
function page(): { above: HTMLElement; target: HTMLElement; remove: () => void } {
  const root = document.createElement('div');
  const above = Object.assign(document.createElement('div'), { style: 'height: 2000px' });
  const target = Object.assign(document.createElement('h2'), { textContent: 'Target' });
  const below = Object.assign(document.createElement('div'), { style: 'height: 4000px' });
  root.append(above, target, below);
  document.body.append(root);
  return { above, target, remove: () => root.remove() };
}

describe('scrollIntoViewStable', () => {
  let remove: (() => void) | undefined;
  afterEach(() => {
    remove?.();
    window.scrollTo(0, 0);
  });

  it('holds the target while something is still to load, and keeps it after a late shift', async () => {
    const p = page();
    remove = p.remove;
    let pending = true;
    let ended = false;
    const held = scrollIntoViewStable(p.target, { renderPending: () => pending }).then(() => (ended = true));
    await frames(40); // far more than the frames a settled page needs
    expect(ended, 'the hold waits for what is loading').to.equal(false);
    p.above.style.height = '2600px'; // the chunk arrives and renders above the target
    pending = false;
    await held;
    expect(Math.abs(p.target.getBoundingClientRect().top)).to.be.below(3);
  });

  it("puts the target back after a scroll by script (the browser's own scroll to the fragment on load is one)", async () => {
    const p = page();
    remove = p.remove;
    let pending = true;
    const held = scrollIntoViewStable(p.target, { renderPending: () => pending });
    await frames(3);
    window.scrollTo(0, 100);
    await frames(3);
    expect(Math.abs(p.target.getBoundingClientRect().top)).to.be.below(3);
    pending = false;
    await held;
  });

  it('ends when the reader scrolls, and when another landing starts', async () => {
    const p = page();
    remove = p.remove;
    const first = scrollIntoViewStable(p.target, { renderPending: () => true });
    const second = scrollIntoViewStable(p.above, { renderPending: () => true });
    expect(await endsWithin(first, 1)).to.equal('ended');
    expect(await endsWithin(second, 5)).to.equal('held');
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(await endsWithin(second, 1)).to.equal('ended');
  });

  it('gives up after its safety net of frames on a page that never settles', async () => {
    const p = page();
    remove = p.remove;
    let grow = 2000;
    const moving = setInterval(() => (p.above.style.height = `${(grow += 7)}px`), 5);
    try {
      expect(await endsWithin(scrollIntoViewStable(p.target, { maxFrames: 30 }), 200)).to.equal('ended');
    } finally {
      clearInterval(moving);
    }
  });
});
