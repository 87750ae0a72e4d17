/**
 * DOMPurify's own defaults for HTML (dompurify 3.x, `purify.es.mjs`: `html$1`, `html`, `IS_ALLOWED_URI`,
 * `DEFAULT_URI_SAFE_ATTRIBUTES`, `DEFAULT_DATA_URI_TAGS`, `DEFAULT_FORBID_CONTENTS`), mirrored for the DOM-less
 * sanitizer, which has to say explicitly what DOMPurify allows by default. The project's own rules are in
 * src/markdown/allow-list.ts and are applied on top of these. test/server/static-sanitizer-parity.test.ts runs
 * both sanitizers (DOMPurify in Chromium, this one in Node) on the same inputs and compares the results.
 *
 * Not mirrored, on purpose: DOMPurify's SVG and MathML attribute names, which it accepts on any element. The
 * DOM-less sanitizer drops them from HTML elements (SVG and MathML themselves are forbidden anyway).
 */

/** HTML elements DOMPurify keeps by default (its `html$1` list). */
export const PURIFY_HTML_TAGS: readonly string[] = Object.freeze([
  'a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big', 'blink',
  'blockquote', 'body', 'br', 'button', 'canvas', 'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'content',
  'data', 'datalist', 'dd', 'decorator', 'del', 'details', 'dfn', 'dialog', 'dir', 'div', 'dl', 'dt', 'element', 'em',
  'fieldset', 'figcaption', 'figure', 'font', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header',
  'hgroup', 'hr', 'html', 'i', 'img', 'input', 'ins', 'kbd', 'label', 'legend', 'li', 'main', 'map', 'mark',
  'marquee', 'menu', 'menuitem', 'meter', 'nav', 'nobr', 'ol', 'optgroup', 'option', 'output', 'p', 'picture', 'pre',
  'progress', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'search', 'section', 'select', 'shadow', 'slot', 'small',
  'source', 'spacer', 'span', 'strike', 'strong', 'style', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'template', 'textarea', 'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr',
]);

/** The document's frame: DOMPurify returns the body's content, so these never appear in its output. */
export const DOCUMENT_TAGS: readonly string[] = Object.freeze(['html', 'head', 'body']);

/** HTML attributes DOMPurify keeps by default (its `html` attribute list). */
export const PURIFY_HTML_ATTRIBUTES: readonly string[] = Object.freeze([
  'accept', 'action', 'align', 'alt', 'autocapitalize', 'autocomplete', 'autopictureinpicture', 'autoplay',
  'background', 'bgcolor', 'border', 'capture', 'cellpadding', 'cellspacing', 'checked', 'cite', 'class', 'clear',
  'color', 'cols', 'colspan', 'command', 'commandfor', 'controls', 'controlslist', 'coords', 'crossorigin',
  'datetime', 'decoding', 'default', 'dir', 'disabled', 'disablepictureinpicture', 'disableremoteplayback',
  'download', 'draggable', 'enctype', 'enterkeyhint', 'exportparts', 'face', 'for', 'headers', 'height', 'hidden',
  'high', 'href', 'hreflang', 'id', 'inert', 'inputmode', 'integrity', 'ismap', 'kind', 'label', 'lang', 'list',
  'loading', 'loop', 'low', 'max', 'maxlength', 'media', 'method', 'min', 'minlength', 'multiple', 'muted', 'name',
  'nonce', 'noshade', 'novalidate', 'nowrap', 'open', 'optimum', 'part', 'pattern', 'placeholder', 'playsinline',
  'popover', 'popovertarget', 'popovertargetaction', 'poster', 'preload', 'pubdate', 'radiogroup', 'readonly', 'rel',
  'required', 'rev', 'reversed', 'role', 'rows', 'rowspan', 'spellcheck', 'scope', 'selected', 'shape', 'size',
  'sizes', 'slot', 'span', 'srclang', 'start', 'src', 'srcset', 'step', 'style', 'summary', 'tabindex', 'title',
  'translate', 'type', 'usemap', 'valign', 'value', 'width', 'wrap', 'xmlns',
]);

/** Attributes whose values are never taken for URLs (DOMPurify `DEFAULT_URI_SAFE_ATTRIBUTES`). */
export const URI_SAFE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary', 'title', 'value', 'style', 'xmlns',
]);

/** Elements whose `src`/`href` may be a `data:` URI (DOMPurify `DEFAULT_DATA_URI_TAGS`). */
export const DATA_URI_TAGS: ReadonlySet<string> = new Set(['audio', 'video', 'img', 'source', 'image', 'track']);

/** Elements removed together with their content (DOMPurify `DEFAULT_FORBID_CONTENTS`). */
export const FORBID_CONTENTS: readonly string[] = Object.freeze([
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms',
  'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template',
  'thead', 'title', 'video', 'xmp',
]);

/** Every attribute value not in URI_SAFE_ATTRIBUTES must match this, whitespace removed (DOMPurify `IS_ALLOWED_URI`). */
export const IS_ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i;

/** What DOMPurify strips from a value before testing it (`ATTR_WHITESPACE`). */
export const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** DOMPurify's `aria-*` attribute names. */
export const ARIA_ATTR = /^aria-[\-\w]+$/;

/** A value that could close the element it sits in when re-serialized: DOMPurify drops the attribute (`ATTR_VALUE_BREAKOUT`). */
export const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/** DOMPurify drops an attribute whose value holds `/>` (`SELF_CLOSING_TAG`, `ALLOW_SELF_CLOSE_IN_ATTR: false`). */
export const SELF_CLOSING_TAG = /\/>/i;
