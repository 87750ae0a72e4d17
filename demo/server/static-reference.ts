/**
 * `npm start -- --static`: the demo page with the static reference inside `<spec-viewer>`, as
 * `spec-viewer render` writes it, so both states can be seen: with JavaScript off (or before the bundle runs)
 * the static reference, then the live page. Rendered from the file on each request, like the spec itself.
 */
import { loadSpec } from '../../src/load/load-spec.js';
import { extendedFormats } from '../../src/formats/builtin.js';
import { renderStaticHtml, staticStyles } from '../../src/static/index.js';
import { specSource } from '../../src/cli/spec-source.js';
import { escapeHtml } from '../../src/static/escape.js';

const MAX_SPEC_BYTES = 50 * 1024 * 1024;

/** The children for `<spec-viewer>`: the reference, or a short note when the file does not load. */
export async function staticReferenceOf(file: string): Promise<string> {
  const source = specSource(file, { maxBytes: MAX_SPEC_BYTES });
  try {
    const model = await loadSpec(source.url, { fetch: source.fetch, formats: extendedFormats });
    return renderStaticHtml(model);
  } catch (error) {
    return `<p class="sv-static">${escapeHtml(error instanceof Error ? error.message : String(error))}</p>`;
  }
}

/** The page's HTML with the reference inside the element and its stylesheet in the head. */
export function withStaticReference(page: string, reference: string): string {
  return page
    .replace('</head>', () => `<style>${staticStyles()}</style>\n  </head>`)
    .replace('></spec-viewer>', () => `>${reference}</spec-viewer>`);
}
