/**
 * The entries' first module: a module script runs after the page is parsed, so the `<spec-viewer>` elements
 * written in it, and their `spec-url`, are known before the app module is even requested. Their downloads start
 * now instead of after it has loaded (the first load takes them over). It imports one core module that imports
 * nothing: any chunk imported here would have to arrive before the request could go out.
 */
import { startEarlyDownload } from '../../src/load/early-download.js';
import { preloadModules } from './preload-modules.js';

/** The YAML reader's chunks, listed by the build (esbuild.config.mjs); undefined where no build set it. */
declare const SPEC_VIEWER_YAML_CHUNKS: readonly string[] | undefined;

/**
 * A YAML spec (by its path or its Content-Type): the reader's chunk is hinted as soon as the answer comes, so it
 * has arrived when the app reads the text, rather than being requested only then. Each hint goes once used.
 */
function preloadYamlReader(url: string, response: Response): void {
  const chunks = typeof SPEC_VIEWER_YAML_CHUNKS === 'undefined' ? [] : SPEC_VIEWER_YAML_CHUNKS;
  const yaml = /\.ya?ml$/i.test(new URL(response.url || url, document.baseURI).pathname) || /yaml/i.test(response.headers.get('content-type') ?? '');
  if (!yaml || chunks.length === 0 || document.head?.querySelector('link[data-sv-yaml]')) return;
  for (const link of preloadModules(chunks)) {
    link.dataset['svYaml'] = '';
    const done = (): void => link.remove();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  }
}

if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('spec-viewer[spec-url]')) {
    const url = el.getAttribute('spec-url');
    if (url) startEarlyDownload(url, (response) => preloadYamlReader(url, response));
  }
}
