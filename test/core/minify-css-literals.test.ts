// The build's minification of Lit `css` templates: whitespace goes, holes and anything it cannot handle stay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
// @ts-expect-error — plain ES module of the build scripts, no types.
import { minifyCssTemplates } from '../../scripts/minify-css-literals.mjs';

test('a css template is minified; its ${} holes are kept as written', () => {
  const source = 'const s = css`\n  :host {\n    display: block;\n  }\n  @media (max-width: ${NARROW}) {\n    .a { color: red; }\n  }\n`;';
  assert.equal(minifyCssTemplates(source), 'const s = css`:host{display:block}@media(max-width:${NARROW}){.a{color:red}}`;');
});

test('a template with a backslash, a value fragment and text that is not a css template are left as written', () => {
  const escaped = "const s = css`\n  .a::after { content: '\\\\2003'; }\n`;";
  assert.equal(minifyCssTemplates(escaped), escaped);
  const other = 'const h = html`<p>  spaced  </p>`; const c = `css { a: b }`; const NARROW = css`900px`;';
  assert.equal(minifyCssTemplates(other), other);
});
