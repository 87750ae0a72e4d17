/**
 * Imported first by the build entries: a module script runs after the page is parsed, so the `<spec-viewer>`
 * elements written in it, and their `spec-url`, are known before the rest of the bundle evaluates and the
 * elements are defined. Their downloads start now instead of after all of that (the first load takes them over).
 */
import { prefetchSpec } from '../../src/index.js';

if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('spec-viewer[spec-url]')) {
    const url = el.getAttribute('spec-url');
    if (url) prefetchSpec(url);
  }
}
