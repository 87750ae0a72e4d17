import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
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

  it('fits the text’s headings below the heading it sits under, never skipping a level', async () => {
    const levels = async (text: string, below?: number): Promise<string[]> => {
      const doc = new DOMParser().parseFromString(await markdownToSafeHtml(text, below), 'text/html');
      return [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.localName} ${h.textContent}`);
    };
    expect(await levels('### Features\n\ntext\n\n#### More', 1)).to.deep.equal(['h2 Features', 'h3 More']);
    expect(await levels('# A\n\n### B\n\n## C\n\n# D', 1)).to.deep.equal(['h2 A', 'h3 B', 'h3 C', 'h2 D']);
    expect(await levels('# Intro\n\n## Details')).to.deep.equal(['h4 Intro', 'h5 Details']);
    expect(await levels('###### deep\n\n# top', 5)).to.deep.equal(['h6 deep', 'h6 top']);
    // The same text under another heading is rendered anew, not taken from the cache.
    expect(await levels('## Same', 1)).to.deep.equal(['h2 Same']);
    expect(await levels('## Same', 2)).to.deep.equal(['h3 Same']);
  });

  it('inline code may wrap after = & ? , and / only (never inside //), its text and escaping unchanged', async () => {
    const out = await markdownToSafeHtml('Pairs: `genre=a&genre=<b>` and `https://x.test/v2?a=1,2`.');
    expect(out).to.contain('<code>genre=<wbr>a&amp;<wbr>genre=<wbr>&lt;b&gt;</code>');
    expect(out).to.contain('<code>https://<wbr>x.test/<wbr>v2?<wbr>a=<wbr>1,<wbr>2</code>');
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect([...doc.querySelectorAll('code')].map((c) => c.textContent)).to.deep.equal(['genre=a&genre=<b>', 'https://x.test/v2?a=1,2']);
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
