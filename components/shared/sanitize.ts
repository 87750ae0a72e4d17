/**
 * The one HTML sanitizer: a private DOMPurify instance (its hooks never touch a DOMPurify the host page
 * uses). Scripts, event-handler attributes, `javascript:` URLs, frames, forms, inline styles and ids are
 * removed; links get `rel="noopener noreferrer"` and absolute http(s) links open in a new tab.
 */
import DOMPurify, { type Config } from 'dompurify';

const config: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset',
    'object', 'embed', 'base', 'link', 'meta', 'svg', 'math', 'template'],
  // ids and names could shadow the deep-link targets that share a shadow root with descriptions.
  FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  RETURN_TRUSTED_TYPE: false,
};

let instance: ReturnType<typeof DOMPurify> | undefined;

function purifier(): ReturnType<typeof DOMPurify> {
  if (instance) return instance;
  instance = DOMPurify(window);
  // Set once: a config passed to every sanitize() call is parsed again each time (its allow-lists rebuilt).
  instance.setConfig(config);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A list takes its direction from its own text (an English list in an Arabic page keeps its numbers at the
    // left, beside the text): CSS unicode-bidi: plaintext on list items misplaces the markers in WebKit.
    if (node.nodeName === 'UL' || node.nodeName === 'OL' || node.nodeName === 'LI') (node as Element).setAttribute('dir', 'auto');
    if (node.nodeName !== 'A') return;
    const el = node as Element;
    el.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:\/\//i.test(el.getAttribute('href') ?? '')) el.setAttribute('target', '_blank');
    else el.removeAttribute('target');
  });
  return instance;
}

/** Sanitized HTML text, safe to hand to `unsafeHTML`. */
export function sanitizeHtml(dirty: string): string {
  return purifier().sanitize(dirty) as string;
}
