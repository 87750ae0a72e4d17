/**
 * Spec text is untrusted: the XSS probes (test/fixtures/static/xss-*, one per format; every payload would set
 * `window.__xss`) must leave no way to run script in the static HTML, in the whole page, or in the Markdown even
 * when a renderer without a sanitizer turns it into HTML. test/server/static-browser.test.ts loads the same output
 * in Chromium with JavaScript on.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { extendedFormats, parseSpec, type ApiModel } from '../../src/index.js';
import { renderMarkdown, renderStaticHtml, renderStaticSite, sanitizeHtml } from '../../src/static/index.js';
import { safeMarkdown } from '../../src/static/text/safe-markdown.js';
import { codeSpan, escapeMarkdown } from '../../src/static/escape.js';
import { elementsOf, idCounts, scriptHazards, textOf, unsanitizedMarkdownHtml } from '../static/scan.js';
import { fileNoteScript } from '../../src/static/page/page-html.js';

export const XSS_FIXTURES = ['xss-openapi.json', 'xss-asyncapi.json', 'xss-wsdl.wsdl', 'xss-graphql.graphql'];

export function loadFixture(file: string): Promise<ApiModel> {
  return parseSpec(readFileSync(new URL(`../fixtures/static/${file}`, import.meta.url), 'utf8'), { formats: extendedFormats, sourceUrl: `https://specs.example.com/${file}` });
}

describe('XSS probes: no payload survives', () => {
  for (const file of XSS_FIXTURES) {
    it(`${file}: HTML, page, Markdown`, async () => {
      const model = await loadFixture(file);
      const html = renderStaticHtml(model);
      assert.deepEqual(scriptHazards(html), [], 'HTML');
      assert.ok(html.includes('__xss'), 'the payloads are there, as text');
      assert.deepEqual([...idCounts(html)].filter(([, n]) => n > 1), [], 'no description shadows an id');
      for (const a of elementsOf(html).filter((e) => e.tag === 'a' && /^https?:/i.test(e.attrs.href ?? ''))) assert.equal(a.attrs.rel, 'noopener noreferrer');

      const markdown = renderMarkdown(model);
      assert.deepEqual(scriptHazards(unsanitizedMarkdownHtml(markdown)), [], 'Markdown rendered without a sanitizer');

      const site = renderStaticSite(model, { specUrl: 'spec.json', bundleUrl: 'spec-viewer/spec-viewer.js', split: file === 'xss-openapi.json' });
      for (const f of site.files) {
        if (f.path.endsWith('.html')) assert.deepEqual(scriptHazards(f.content, { allowHead: true }), [], f.path);
        else assert.deepEqual(scriptHazards(unsanitizedMarkdownHtml(f.content)), [], f.path);
      }
      // The only scripts of a page are the viewer's own and its file:// note's, a file of the site.
      const index = site.files.find((f) => f.path === 'index.html')!.content;
      assert.deepEqual(elementsOf(index).filter((e) => e.tag === 'script').map((e) => e.attrs.src), ['spec-viewer/spec-viewer.js', 'spec-viewer-file-note.js']);
      assert.ok(index.includes(fileNoteScript('')));
    });
  }

  it('the title, summary and names read as the literal text they are', async () => {
    const model = await loadFixture('xss-openapi.json');
    const text = textOf(renderStaticHtml(model));
    assert.ok(text.includes(`XSS <img src=x onerror="window.__xss='title'"> probe`));
    assert.ok(text.includes(`<script>window.__xss='op-summary'</script>`));
  });
});

describe('sanitizer (Node, sanitize-html under the allow-list)', () => {
  const cases: Array<[string, string]> = [
    ['<p>ok <b>bold</b> <a href="https://x.example/">x</a></p>', '<p>ok <b>bold</b> <a href="https://x.example/" rel="noopener noreferrer" target="_blank">x</a></p>'],
    ['<a href="#frag" target="_top">f</a>', '<a href="#frag" rel="noopener noreferrer">f</a>'],
    ['<a href="java&#x09;script:alert(1)">t</a>', '<a rel="noopener noreferrer">t</a>'],
    ['<ul><li>a</li></ul>', '<ul dir="auto"><li dir="auto">a</li></ul>'],
    ['<p id="x" name="y" style="color:red" data-x="1" aria-label="l" class="c">p</p>', '<p aria-label="l" class="c">p</p>'],
    ['<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><svg><a>x</a></svg>t', 't'],
    ['<form><input value="v"><button>go</button></form>', 'go'],
    ['<img src="x" onerror="alert(1)" srcset="y 1x">', '<img src="x" />'],
    ['<details open><summary>s</summary>d</details>', '<details open><summary>s</summary>d</details>'],
  ];
  for (const [input, output] of cases) it(input, () => assert.equal(sanitizeHtml(input), output));
});

describe('safe Markdown for api.md', () => {
  const sanitize = sanitizeHtml;
  it('keeps Markdown without HTML or unsafe URLs byte for byte', () => {
    const text = '# Title\n\nSome *emphasis* and [a link](https://example.com "t").\n\n- one\n- two\n\n```js\n<script>in code</script>\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    assert.equal(safeMarkdown(text, sanitize), text);
  });
  it('drops unsafe URLs, keeps the text', () => {
    assert.equal(safeMarkdown('[x](javascript:alert(1)) and ![i](vbscript:x)', sanitize), 'x and i');
    assert.equal(safeMarkdown('[ref][r]\n\n[r]: javascript:alert(1)', sanitize), 'ref');
    assert.equal(safeMarkdown('[e](&#106;avascript:alert(1)) [c](javascript&colon;x) [ok](https://x.example/?a=1&b=2)', sanitize), 'e c [ok](https://x.example/?a=1&b=2)');
    assert.equal(safeMarkdown('see <javascript:alert(1)>', sanitize), 'see javascript:alert(1)');
  });
  it('sanitizes raw HTML, keeping what the allow-list keeps', () => {
    assert.equal(safeMarkdown('a <b onclick="x">bold</b> <script>s</script> c', sanitize), 'a <b>bold</b> s c');
    assert.equal(safeMarkdown('<div onclick="x"><p>block</p></div>', sanitize), '<div><p>block</p></div>');
    assert.equal(safeMarkdown('text <img src=x onerror=a=\'b\'> more <i>i</i>', sanitize), 'text &lt;img src=x onerror=a=\'b\'> more <i>i</i>');
  });
  it('rewrites inside lists, quotes and tables', () => {
    assert.equal(safeMarkdown('- a [x](javascript:y)\n- b', sanitize), '- a x\n- b');
    assert.equal(safeMarkdown('> q <script>x</script>', sanitize), '> q x');
    assert.equal(safeMarkdown('| a |\n|---|\n| [l](javascript:q) |', sanitize), '| a |\n| --- |\n| l |');
  });
  it('fits headings below a level', () => {
    assert.equal(safeMarkdown('# A\n\ntext\n\n### B', sanitize, 3), '#### A\n\ntext\n\n##### B');
  });
  it('escapes plain strings', () => {
    assert.equal(escapeMarkdown('a *b* <c> [d](e) | f\n# g'), 'a \\*b\\* \\<c\\> \\[d\\](e) \\| f # g');
    assert.equal(escapeMarkdown('# h'), '\\# h');
    assert.equal(escapeMarkdown('1. x'), '1\\. x');
    assert.equal(codeSpan('a`b'), '``a`b``');
    assert.equal(codeSpan('`a'), '`` `a ``');
  });
});
