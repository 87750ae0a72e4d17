import { expect, fixture, html } from '@open-wc/testing';
import type { CSSResultOrNative } from 'lit';
import '../../components/base.js';
import { elementTable } from '../../components/entry/elements-table.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvElement } from '../../components/shared/base-element.js';
import { tokenNames } from '../../styles/tokens.js';
import { tokensCssFile } from '../../styles/tokens-css-file.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

function cssTextOf(style: CSSResultOrNative): string {
  if (style instanceof CSSStyleSheet) return [...style.cssRules].map((r) => r.cssText).join('\n');
  return style.cssText;
}

describe('design tokens', () => {
  failOnLitWarnings();

  it('styles/tokens.css is the generated copy of styles/tokens.ts', async () => {
    const file = await (await fetch('/styles/tokens.css')).text();
    expect(file, 'run: node --import tsx styles/write-tokens-css.ts').to.equal(tokensCssFile());
  });

  // Every element of the table, lazy chunks' included: its module is imported for its class's styles, not defined
  // (by its source file's name: the test server maps a written import's `.js` to it, not a computed one's).
  for (const { tag, module, className } of elementTable) {
    it(`${tag} uses only --sv-* properties that are defined or have a fallback`, async () => {
      const element = ((await import(`../../components/${module}.ts`)) as Record<string, typeof SvElement>)[className]!;
      const css = element.elementStyles.map(cssTextOf).join('\n');
      const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
      for (const match of css.matchAll(/var\(\s*(--[\w-]+)\s*(,?)/g)) {
        const [, name = '', comma] = match;
        expect(name.startsWith('--sv-'), `${name} is not prefixed --sv-`).to.equal(true);
        if (comma === '') {
          expect(tokenNames.has(name) || declared.has(name), `${tag}: ${name} is not a token`).to.equal(true);
        }
      }
    });
  }

  it('every token resolves inside <spec-viewer>, in both themes', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer></spec-viewer>`);
    for (const theme of ['light', 'dark'] as const) {
      el.theme = theme;
      await el.updateComplete;
      const style = getComputedStyle(el);
      for (const name of tokenNames) expect(style.getPropertyValue(name).trim(), `${theme} ${name}`).not.to.equal('');
    }
  });
});
