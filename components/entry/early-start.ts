/**
 * The entries' first module: a module script runs after the page is parsed, so the `<spec-viewer>` elements
 * written in it, and their `spec-url`, are known before the app module is even requested. Their downloads start
 * now instead of after it has loaded (the first load takes them over). Imports the one core module it needs,
 * not src/index.ts: everything it pulls in is downloaded before the spec request can start.
 */
import { prefetchSpec } from '../../src/load/early-fetch.js';

if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('spec-viewer[spec-url]')) {
    const url = el.getAttribute('spec-url');
    if (url) prefetchSpec(url);
  }
}
