import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { markdown, markdownToSafeHtml } from '../../components/shared/markdown.js';
import { highlighted } from '../../components/shared/highlight.js';
import { safeHref } from '../../components/shared/safe-url.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

describe('markdown and highlighting', () => {
  failOnLitWarnings();

  it('renders GFM tables, lists and emphasis', async () => {
    const out = await markdownToSafeHtml('**a** _b_\n\n- one\n- two\n\n| h1 | h2 |\n|----|----|\n| x | y |\n');
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('strong')?.textContent).to.equal('a');
    expect(doc.querySelectorAll('li').length).to.equal(2);
    expect([...doc.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal(['x', 'y']);
  });

  it('keeps safe links (rel noopener noreferrer, new tab for absolute) and drops unsafe ones and ids', async () => {
    const out = await markdownToSafeHtml(
      '[abs](https://example.com) [rel](#pets) [bad](javascript:alert(1)) <a href="vbscript:x" id="listPets" name="n">v</a>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['https://example.com', '#pets', null, null]);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).to.equal(true);
    expect(links.map((a) => a.getAttribute('target'))).to.deep.equal(['_blank', null, null, null]);
    expect(doc.querySelector('[id], [name]')).to.equal(null);
  });

  it('renders formatted text through the directive', async () => {
    const el = await fixture(html`<div class="md">${markdown('**late** text')}</div>`);
    await waitUntil(() => el.querySelector('strong')?.textContent === 'late', 'formatted');
  });

  it('highlights fenced code lazily, and example code through the directive', async () => {
    const el = await fixture(html`<div>
      <div class="md">${markdown('```json\n{"a": 1}\n```')}</div>
      <pre class="example"><code>${highlighted('{"b": true}', 'json')}</code></pre>
    </div>`);
    await waitUntil(() => el.querySelectorAll('.hljs-attr').length === 2, 'both highlighted');
    expect(el.querySelector('.md code')?.textContent).to.equal('{"a": 1}\n');
    expect(el.querySelector('pre.example code')?.textContent).to.equal('{"b": true}');
    await expect(el).to.be.accessible();
  });

  it('accepts only http(s), mailto and relative URLs as links', () => {
    expect(safeHref('https://x.test/a')).to.equal('https://x.test/a');
    expect(safeHref('mailto:a@b.c')).to.equal('mailto:a@b.c');
    expect(safeHref('/docs')).to.equal('/docs');
    expect(safeHref('javascript:alert(1)')).to.equal(undefined);
    expect(safeHref(' java\tscript:alert(1)')).to.equal(undefined);
    expect(safeHref('data:text/html,<script>')).to.equal(undefined);
    expect(safeHref('')).to.equal(undefined);
  });
});
