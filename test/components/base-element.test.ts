import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { SpecViewer, SvElement } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

class SvProbe extends SvElement {
  override render() {
    return html`<button @click=${() => this.emit('sv-navigate', { id: 'x' })}>go</button>`;
  }
}

describe('SvElement', () => {
  failOnLitWarnings();

  it('define() ignores a tag that is already registered (two copies of the bundle)', () => {
    expect(customElements.get('spec-viewer')).to.equal(SpecViewer);
    class Copy extends SvElement {}
    expect(() => Copy.define('spec-viewer')).not.to.throw();
    expect(customElements.get('spec-viewer')).to.equal(SpecViewer);
  });

  it('define() can register one class under a second tag', () => {
    SvProbe.define('sv-probe');
    expect(() => SvProbe.define('sv-probe-2')).not.to.throw();
    expect(customElements.get('sv-probe')).to.equal(SvProbe);
    expect(customElements.get('sv-probe-2')).to.exist;
  });

  it('emit() dispatches bubbling, composed, typed events', async () => {
    SvProbe.define('sv-probe');
    const wrapper = await fixture(html`<div><sv-probe></sv-probe></div>`);
    const probe = wrapper.querySelector('sv-probe') as SvProbe;
    await probe.updateComplete;
    const heard = oneEvent(wrapper, 'sv-navigate');
    probe.shadowRoot?.querySelector('button')?.focus();
    await sendKeys({ press: 'Enter' });
    const event = await heard;
    expect(event.detail).to.deep.equal({ id: 'x' });
    expect(event.bubbles && event.composed).to.equal(true);
    await expect(wrapper).to.be.accessible();
  });
});
