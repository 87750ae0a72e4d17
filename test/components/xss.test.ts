import { aTimeout, expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { specUrl } from '../helpers/models.js';
import { mountViewer, shadow } from '../helpers/viewer.js';

declare global {
  interface Window {
    __svXss?: string;
  }
}

/** Every payload sets `window.__svXss` if it ever runs. */
const payloads = [
  `<script>window.__svXss = 'script'</script>`,
  `<img src="data:," onerror="window.__svXss = 'img'">`,
  `<img src=x onerror=window.__svXss='img2'>`,
  `[markdown link](javascript:window.__svXss='md-link')`,
  `<a href="javascript:window.__svXss='a'">html link</a>`,
  `<a href="java&#x09;script:window.__svXss='tab'">tab link</a>`,
  `<iframe src="javascript:parent.__svXss='iframe'"></iframe>`,
  `<iframe srcdoc="<script>parent.__svXss='srcdoc'</script>"></iframe>`,
  `<svg><script>window.__svXss='svg-script'</script></svg>`,
  `<svg onload="window.__svXss='svg'"></svg>`,
  `<details open ontoggle="window.__svXss='details'"><summary>x</summary></details>`,
  `<form action="javascript:window.__svXss='form'"><button>go</button></form>`,
  `<div style="background:url(javascript:window.__svXss='style')">styled</div>`,
  `<object data="javascript:window.__svXss='object'"></object>`,
].join('\n\n');

const table = '\n\n| Name | Value |\n|------|-------|\n| a | 1 |\n| b | 2 |\n';
const evil = 'javascript:window.__svXss=\'url\'';

const spec = {
  openapi: '3.0.3',
  info: {
    title: 'XSS <img src=x onerror="window.__svXss=\'title\'">',
    version: '1.0.0',
    description: `Info.${table}${payloads}`,
    termsOfService: evil,
    contact: { name: 'Evil', url: evil, email: 'a@example.com' },
    license: { name: 'Evil license', url: evil },
  },
  externalDocs: { url: evil, description: 'docs' },
  tags: [{ name: 'pets', description: `Tag. ${payloads}`, externalDocs: { url: evil } }],
  paths: {
    '/pets/{id}': {
      get: {
        operationId: 'getPet',
        tags: ['pets'],
        summary: '<script>window.__svXss="summary"</script>',
        description: `Operation. ${payloads}`,
        externalDocs: { url: evil },
        parameters: [{ name: 'id', in: 'path', required: true, description: payloads, schema: { type: 'string' } }],
        requestBody: {
          description: payloads,
          content: {
            'application/json': {
              schema: { type: 'object', description: payloads, properties: { a: { type: 'string', description: payloads } } },
              examples: { one: { summary: 'one', description: payloads, value: { a: '<script>window.__svXss="ex"</script>' } } },
            },
          },
        },
        responses: {
          '200': {
            description: `OK ${payloads}`,
            headers: { 'X-Rate': { description: payloads, schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'string', description: payloads, externalDocs: { url: evil } } } },
          },
        },
      },
    },
  },
};

function allRoots(root: Document | ShadowRoot): Array<Document | ShadowRoot> {
  const out: Array<Document | ShadowRoot> = [root];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...allRoots(el.shadowRoot));
  return out;
}

describe('XSS: spec text never executes', () => {
  failOnLitWarnings();

  it('renders every description sanitized: no scripts, handlers, javascript: URLs or frames', async () => {
    delete window.__svXss;
    const { el, outcome } = await mountViewer(specUrl(spec));
    expect(outcome.kind).to.equal('load');
    const content = shadow(el).querySelector('sv-content');
    const card = shadow(content).querySelector('sv-operation');
    await waitUntil(() => card && shadow(card).querySelector('sv-media-content'), 'operation rendered');
    await aTimeout(400); // let failing images fire their error events
    expect(window.__svXss).to.equal(undefined);

    const roots = allRoots(shadow(el));
    const elements = roots.flatMap((r) => [...r.querySelectorAll('*')]);
    expect(elements.length).to.be.greaterThan(100);
    for (const node of elements) {
      for (const attr of node.getAttributeNames()) {
        expect(attr.startsWith('on'), `${node.tagName} has ${attr}`).to.equal(false);
      }
      for (const attr of ['href', 'src', 'action', 'data', 'formaction', 'xlink:href']) {
        const value = (node.getAttribute(attr) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
        expect(value.startsWith('javascript:'), `${node.tagName} ${attr}=${value}`).to.equal(false);
      }
    }
    const tags = new Set(elements.map((n) => n.tagName.toLowerCase()));
    for (const forbidden of ['script', 'iframe', 'object', 'embed']) expect(tags.has(forbidden), forbidden).to.equal(false);
    // The Try-It panel has a form of its own; descriptions must never bring one.
    const fromSpecText = roots.flatMap((r) => [...r.querySelectorAll('.md form, .md input, .md button')]);
    expect(fromSpecText.map((n) => n.tagName)).to.deep.equal([]);

    // The text payloads are visible as text, and GFM still works.
    const info = shadow(shadow(content).querySelector('sv-info'));
    expect(info.querySelector('h1')?.textContent).to.include('<img src=x');
    const gfm = info.querySelector('.description table');
    expect(gfm?.querySelectorAll('tbody tr').length).to.equal(2);
    for (const a of info.querySelectorAll('.description a[href]')) {
      expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
    }
    // Unsafe URLs from info fields are shown as text, not links.
    expect(info.textContent).to.include('Evil license');
    expect(info.querySelector('a[href*="javascript"]')).to.equal(null);
  });
});
