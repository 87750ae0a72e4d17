/**
 * The one allow-list of HTML rendered from spec text (descriptions are Markdown, and Markdown may carry HTML). The
 * live page's DOMPurify (components/shared/sanitize.ts), the static renderer's DOMPurify in browsers and its
 * DOM-less sanitizer in Node (src/static/sanitize/) all apply these rules, on top of DOMPurify's defaults (no
 * scripts, no event-handler attributes, no `javascript:` or other script URLs):
 *
 * - the elements in FORBIDDEN_TAGS are removed (frames, forms and their controls, styles, SVG, MathML, templates,
 *   and elements that change how the page resolves or loads things);
 * - the attributes in FORBIDDEN_ATTRIBUTES are removed: inline styles, and ids and names, which could shadow the
 *   deep-link targets that share a document or shadow root with descriptions;
 * - no data-* attributes; aria-* attributes are kept;
 * - every link gets `rel="noopener noreferrer"`; an absolute http(s) link opens in a new tab, no other link does;
 * - lists take their direction from their own text (`dir="auto"` on ul, ol and li).
 *
 * Pure data and string helpers: no DOM, no sanitizer library (each caller brings its own).
 */

/** Elements removed with the rules above (DOMPurify `FORBID_TAGS`). Lower-case. */
export const FORBIDDEN_TAGS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset',
  'object', 'embed', 'base', 'link', 'meta', 'svg', 'math', 'template',
]);

/** Attributes removed from every element (DOMPurify `FORBID_ATTR`). Lower-case. */
export const FORBIDDEN_ATTRIBUTES: readonly string[] = /* @__PURE__ */ Object.freeze(['style', 'id', 'name', 'srcset', 'formaction']);

/** `data-*` attributes are removed (DOMPurify `ALLOW_DATA_ATTR`). */
export const ALLOW_DATA_ATTRIBUTES = false;

/** `aria-*` attributes are kept (DOMPurify `ALLOW_ARIA_ATTR`). */
export const ALLOW_ARIA_ATTRIBUTES = true;

/** The `rel` every link gets. */
export const LINK_REL = 'noopener noreferrer';

/** Elements that get `dir="auto"`. Lower-case. */
export const AUTO_DIR_TAGS: readonly string[] = /* @__PURE__ */ Object.freeze(['ul', 'ol', 'li']);

/** Whether a link with this `href` opens in a new tab: absolute http(s) links do, others (fragments, relative) do not. */
export function opensInNewTab(href: string | null | undefined): boolean {
  return /^https?:\/\//i.test(href ?? '');
}

/**
 * The rules as a DOMPurify configuration (structurally typed, so the core needs no DOMPurify types): pass it to
 * `setConfig` once, and call `applyElementRules` from an `afterSanitizeAttributes` hook.
 */
export function purifyConfig(): {
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
  RETURN_TRUSTED_TYPE: false;
} {
  return {
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
    ALLOW_DATA_ATTR: ALLOW_DATA_ATTRIBUTES,
    ALLOW_ARIA_ATTR: ALLOW_ARIA_ATTRIBUTES,
    RETURN_TRUSTED_TYPE: false,
  };
}

/** What `applyElementRules` needs of an element: a DOM Element has it. */
export interface RuleTarget {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** The per-element rules (links' rel and target, lists' direction), for a sanitizer's after-attributes hook. */
export function applyElementRules(node: RuleTarget): void {
  const tag = node.nodeName.toLowerCase();
  if (AUTO_DIR_TAGS.includes(tag)) node.setAttribute('dir', 'auto');
  if (tag !== 'a') return;
  node.setAttribute('rel', LINK_REL);
  if (opensInNewTab(node.getAttribute('href'))) node.setAttribute('target', '_blank');
  else node.removeAttribute('target');
}
