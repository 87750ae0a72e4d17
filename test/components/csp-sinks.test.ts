// Issue 48 point 2 (in part): what a strict Content-Security-Policy refuses. styleProperties sets styles through
// CSSOM and never writes a style attribute (Lit's styleMap writes one on first render, which `style-src 'self'`
// refuses and reports); trustedWorkerUrl signs the viewer's worker URLs with its `spec-viewer` Trusted Types policy
// where the browser has Trusted Types, and refuses a script on another origin.
import { expect, fixture } from '@open-wc/testing';
import { html, render } from 'lit';
import { styleProperties } from '../../components/shared/style-properties.js';
import { trustedWorkerUrl } from '../../src/validate/trusted-worker-url.js';

describe('strict CSP sinks', () => {
  it('styleProperties: custom and standard properties through CSSOM, no style attribute written', async () => {
    const setAttribute = Element.prototype.setAttribute;
    const written: string[] = [];
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (name === 'style') written.push(value);
      return setAttribute.call(this, name, value);
    };
    try {
      const view = (width: string | undefined) => html`<div style=${styleProperties({ '--sv-x': width, 'min-height': '2rem' })}></div>`;
      const host = await fixture<HTMLElement>(html`<section></section>`);
      render(view('4px'), host);
      const div = host.querySelector('div')!;
      expect(div.style.getPropertyValue('--sv-x')).to.equal('4px');
      expect(div.style.minHeight).to.equal('2rem');
      render(view(undefined), host);
      expect(host.querySelector('div')).to.equal(div);
      expect(div.style.getPropertyValue('--sv-x')).to.equal('', 'an undefined value removes the property');
      expect(div.style.minHeight).to.equal('2rem');
      expect(written).to.deep.equal([]);
    } finally {
      Element.prototype.setAttribute = setAttribute;
    }
  });

  it('trustedWorkerUrl: a TrustedScriptURL for a same-origin worker where Trusted Types exist, the URL itself elsewhere', () => {
    const url = new URL('/chunks/validate-worker.js', location.href);
    const trustedTypes = (window as unknown as { trustedTypes?: { isScriptURL(value: unknown): boolean } }).trustedTypes;
    const signed = trustedWorkerUrl(url);
    if (trustedTypes) {
      expect(trustedTypes.isScriptURL(signed)).to.equal(true);
      expect(String(signed)).to.equal(url.href);
      expect(() => trustedWorkerUrl('https://elsewhere.example/worker.js')).to.throw(TypeError);
      expect(trustedTypes.isScriptURL(trustedWorkerUrl('blob:' + location.origin + '/x'))).to.equal(true);
    } else {
      expect(signed).to.equal(url);
    }
  });
});
