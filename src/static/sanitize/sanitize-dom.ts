/**
 * The sanitizer of the browser build of `spec-viewer/static`: a private DOMPurify instance on the page's own DOM,
 * configured exactly like the live element's (components/shared/sanitize.ts), from the same allow-list.
 */
import DOMPurify from 'dompurify';
import { applyElementRules, purifyConfig } from '../../markdown/allow-list.js';

let instance: ReturnType<typeof DOMPurify> | undefined;

function purifier(): ReturnType<typeof DOMPurify> {
  if (instance) return instance;
  if (typeof window === 'undefined' || typeof window.document === 'undefined') {
    throw new Error(
      'spec-viewer/static: this build sanitizes with the page DOM, and there is none here (a worker?). ' +
        'Pass options.sanitize, or import spec-viewer/static in Node, where it needs no DOM.',
    );
  }
  instance = DOMPurify(window);
  instance.setConfig(purifyConfig());
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) applyElementRules(node as Element);
  });
  return instance;
}

/** Sanitized HTML text under the allow-list, with the page's DOM. */
export function sanitizeWithDom(dirty: string): string {
  return purifier().sanitize(dirty) as string;
}
