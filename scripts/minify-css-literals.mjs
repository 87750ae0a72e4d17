// Minifies the CSS of Lit `css` templates at build time with esbuild's own CSS minifier: the styles are written
// indented for people, and their whitespace would otherwise ship in every chunk. Only whole rule sets are minified:
// a value fragment (css`900px`, interpolated into a media query) is not a stylesheet, and a template with a
// backslash (CSS escapes mean something else inside a JS template) or one esbuild cannot parse is left as written.
import { transformSync } from 'esbuild';
import { readFile } from 'node:fs/promises';

const TEMPLATE = /\bcss`([^`\\]*)`/g;
const HOLE = /__sv_css_hole_(\d+)__/g;

/** `source` with every plain css`…` template's CSS minified; `${…}` holes are kept as written. */
export function minifyCssTemplates(source) {
  return source.replace(TEMPLATE, (whole, body) => {
    const holes = [];
    const marked = body.replace(/\$\{([^{}]*)\}/g, (_, expression) => `__sv_css_hole_${holes.push(expression) - 1}__`);
    if (marked.includes('${') || !marked.includes('{')) return whole;
    let css;
    try {
      css = transformSync(marked, { loader: 'css', minify: true, logLevel: 'silent' }).code.trim();
    } catch {
      return whole;
    }
    const restored = css.replace(HOLE, (_, i) => `\${${holes[Number(i)]}}`);
    return (restored.match(/\$\{/g) ?? []).length === holes.length ? `css\`${restored}\`` : whole;
  });
}

/** The esbuild plugin: our element and style modules go through `minifyCssTemplates`. */
export const minifyCssLiterals = {
  name: 'minify-css-literals',
  setup(build) {
    build.onLoad({ filter: /[\\/](components|styles)[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return source.includes('css`') ? { contents: minifyCssTemplates(source), loader: 'ts' } : undefined;
    });
  },
};
