/**
 * The entries' first module: a module script runs after the page is parsed, so the `<spec-viewer>` elements
 * written in it, and their `spec-url`, are known before the app module is even requested. Their downloads start
 * now instead of after it has loaded (the first load takes them over). It imports one module that imports
 * nothing: any chunk imported here would have to arrive before the request could go out.
 */
import { startEarlyDownload } from '../../src/load/early-download.js';

if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('spec-viewer[spec-url]')) {
    const url = el.getAttribute('spec-url');
    if (url) startEarlyDownload(url);
  }
}
