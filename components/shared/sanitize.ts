/**
 * The live page's HTML sanitizer: a private DOMPurify instance (its hooks never touch a DOMPurify the host page
 * uses) applying the one allow-list of rendered descriptions, which the static renderer applies too.
 */
import DOMPurify from 'dompurify';
import { applyElementRules, purifyConfig, withoutInlineCode } from '../../src/index.js';

let instance: ReturnType<typeof DOMPurify> | undefined;

function purifier(): ReturnType<typeof DOMPurify> {
  if (instance) return instance;
  instance = DOMPurify(window);
  // Set once: a config passed to every sanitize() call is parsed again each time (its allow-lists rebuilt).
  instance.setConfig(purifyConfig());
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) applyElementRules(node as Element);
  });
  return instance;
}

/**
 * Sanitized HTML text, safe to hand to `unsafeHTML`. What DOMPurify would remove that a strict
 * Content-Security-Policy reports while it parses (inline handlers and styles) goes first (withoutInlineCode).
 */
export function sanitizeHtml(dirty: string): string {
  return purifier().sanitize(withoutInlineCode(dirty)) as string;
}
