// withoutInlineCode: what DOMPurify removes and a strict Content-Security-Policy reports while the browser parses
// it (inline handlers, style attributes, script and style elements) goes before the parse; nothing else changes.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { withoutInlineCode } from '../../src/markdown/without-inline-code.js';
import { sanitizeHtml } from '../../src/static/index.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/static');

/** Every string in a JSON document. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) stringsOf(child, out);
  return out;
}

describe('withoutInlineCode', () => {
  const same = (html: string) => assert.equal(withoutInlineCode(html), html);
  it('leaves HTML without inline code, and text with "<", as it is', () => {
    same('<p class="x" title=\'a "b"\'>Hello <a href="https://example.com/?a=1&b=2">link</a></p>');
    same('a < b, 1<2, <3 and <!-- a comment --> <br/> <img src=x alt=y>');
    same('plain text');
  });
  it('drops event handlers and style attributes, however they are quoted', () => {
    assert.equal(withoutInlineCode('<img src=x onerror=alert(1)>'), '<img src=x >');
    assert.equal(withoutInlineCode('<div ONCLICK="alert(1)" title="on" style=\'color:red\'>a</div>'), '<div  title="on" >a</div>');
    assert.equal(withoutInlineCode('<svg><animate onbegin = "x" attributeName=y/></svg>'), '<svg><animate  attributeName=y/></svg>');
    assert.equal(withoutInlineCode('<a title="x onclick=y" href="z">a</a>'), '<a title="x onclick=y" href="z">a</a>', 'inside a value is text');
  });
  it('drops script and style elements with what they hold', () => {
    assert.equal(withoutInlineCode('a<script>alert("</p>")</script>b<STYLE>p{}</style >c'), 'abc');
    assert.equal(withoutInlineCode('a<script src=x>'), 'a', 'an unclosed one runs to the end');
  });
  it('survives what never closes', () => {
    assert.equal(withoutInlineCode('<img src="x onerror=alert(1)>'), '<img src="x onerror=alert(1)>');
    assert.equal(withoutInlineCode('<p onclick=x'), '<p ');
  });
  it('changes nothing the sanitizer keeps: the XSS fixtures sanitize the same with and without it', () => {
    const payloads = readdirSync(FIXTURES)
      .filter((f) => f.startsWith('xss-') && f.endsWith('.json'))
      .flatMap((f) => stringsOf(JSON.parse(readFileSync(join(FIXTURES, f), 'utf8'))))
      .filter((s) => s.includes('<'));
    assert.ok(payloads.length > 20, `${payloads.length} payloads`);
    for (const payload of payloads) assert.equal(sanitizeHtml(withoutInlineCode(payload)), sanitizeHtml(payload), payload);
  });
  it('reads a 5 MB hostile text in one pass', () => {
    const chunk = '<img src=x onerror=alert(1) title="<b onclick=y>"><script>x</script><p style="a">t</p>';
    const text = chunk.repeat(Math.ceil((5 * 1024 * 1024) / chunk.length));
    const result = withoutInlineCode(text);
    assert.ok(!/onerror|onclick=y>|<script|style=/.test(result.replace(/title="[^"]*"/g, '')));
  });
});
