/**
 * The entries' first module: a module script runs after the page is parsed, so the `<spec-viewer>` elements
 * written in it, and their `spec-url`, are known before the app module is even requested. Their downloads start
 * now instead of after it has loaded (the first load takes them over). It imports one core module that imports
 * nothing: any chunk imported here would have to arrive before the request could go out.
 */
import { startEarlyDownload } from '../../src/source/early-download.js';
import { preloadModules } from './preload-modules.js';

/** The YAML reader's chunks, listed by the build (esbuild.config.mjs); undefined where no build set it. */
declare const SPEC_VIEWER_YAML_CHUNKS: readonly string[] | undefined;
/** The OpenAPI parser's chunks beyond the app's, listed by the build likewise. */
declare const SPEC_VIEWER_OPENAPI_CHUNKS: readonly string[] | undefined;

/** `"openapi": "3…"` or `"swagger": "2…"` near the start of a JSON text. */
const OPENAPI_JSON_HEAD = /^\s*[{[][^]*?"(?:openapi|swagger)"\s*:\s*"\d/;

/** Hints `chunks` once per page (`marker` names the hint); each link goes once its module has loaded. */
function hint(chunks: readonly string[], marker: string): void {
  if (chunks.length === 0 || document.head?.querySelector(`link[data-sv-hint="${marker}"]`)) return;
  for (const link of preloadModules(chunks)) {
    link.dataset['svHint'] = marker;
    const done = (): void => link.remove();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  }
}

/**
 * A YAML spec (by its path or its Content-Type): the reader's chunk is hinted as soon as the answer comes, so it
 * has arrived when the app reads the text, rather than being requested only then.
 */
function preloadYamlReader(url: string, response: Response): void {
  const yaml = /\.ya?ml$/i.test(new URL(response.url || url, document.baseURI).pathname) || /yaml/i.test(response.headers.get('content-type') ?? '');
  if (yaml) hint(typeof SPEC_VIEWER_YAML_CHUNKS === 'undefined' ? [] : SPEC_VIEWER_YAML_CHUNKS, 'yaml');
}

/**
 * An OpenAPI JSON spec (by its first bytes): the parser's chunk is hinted at once. The app asks for it only when
 * it takes the download over, and a large JSON text is decoded so fast that the parser arrived after it.
 */
function preloadOpenApiParser(bytes: Uint8Array): void {
  if (!OPENAPI_JSON_HEAD.test(new TextDecoder().decode(bytes.subarray(0, 4096)))) return;
  hint(typeof SPEC_VIEWER_OPENAPI_CHUNKS === 'undefined' ? [] : SPEC_VIEWER_OPENAPI_CHUNKS, 'openapi');
}

if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('spec-viewer[spec-url]')) {
    const url = el.getAttribute('spec-url');
    if (url) startEarlyDownload(url, { onResponse: (response) => preloadYamlReader(url, response), onFirstBytes: preloadOpenApiParser });
  }
}
