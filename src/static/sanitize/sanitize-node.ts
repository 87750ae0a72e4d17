/**
 * The DOM-less sanitizer (Node): sanitize-html, configured to apply DOMPurify's defaults (purify-defaults.ts) and
 * the project's rules (src/markdown/allow-list.ts). sanitize-html parses with htmlparser2 and writes its own
 * output: only allowed elements and attributes come out, every text and attribute value re-escaped.
 *
 * Why not DOMPurify over jsdom (its documented Node path): measured here, one call costs 2 ms at first and
 * grows to ~50 ms as jsdom's documents pile up (20,000 description-sized calls: 17 minutes, 1.6 GB), so GitHub's
 * description (~4,000 distinct descriptions) could not render in seconds; jsdom is also a 6 MB dependency tree.
 * sanitize-html took 70 µs a call.
 */
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import {
  ALLOW_ARIA_ATTRIBUTES,
  applyElementRules,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  type RuleTarget,
} from '../../markdown/allow-list.js';
import {
  ARIA_ATTR,
  ATTR_VALUE_BREAKOUT,
  ATTR_WHITESPACE,
  DATA_URI_TAGS,
  DOCUMENT_TAGS,
  FORBID_CONTENTS,
  IS_ALLOWED_URI,
  PURIFY_HTML_ATTRIBUTES,
  PURIFY_HTML_TAGS,
  SELF_CLOSING_TAG,
  URI_SAFE_ATTRIBUTES,
} from './purify-defaults.js';

const forbiddenTags = new Set(FORBIDDEN_TAGS);
const forbiddenAttributes = new Set(FORBIDDEN_ATTRIBUTES);
const allowedTags = PURIFY_HTML_TAGS.filter((tag) => !forbiddenTags.has(tag) && !DOCUMENT_TAGS.includes(tag));
const allowedAttributeNames = new Set(PURIFY_HTML_ATTRIBUTES.filter((name) => !forbiddenAttributes.has(name)));

/** DOMPurify's `_isValidAttribute` with the project's configuration (no data-*, aria-* kept). */
function isValidAttribute(tag: string, name: string, value: string): boolean {
  if (forbiddenAttributes.has(name)) return false;
  // DOMPurify's "patch linkage" rule: `for` only on label and output.
  if (name === 'patchsrc' || (name === 'for' && tag !== 'label' && tag !== 'output')) return false;
  if (ALLOW_ARIA_ATTRIBUTES && ARIA_ATTR.test(name)) return true;
  if (!allowedAttributeNames.has(name)) return false;
  if (URI_SAFE_ATTRIBUTES.has(name)) return true;
  if (IS_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))) return true;
  if ((name === 'src' || name === 'href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag)) return true;
  return value === '';
}

/** The attributes DOMPurify would keep, then the per-element rules (rel and target of links, lists' dir). */
function sanitizeAttributes(tag: string, attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [rawName, raw] of Object.entries(attribs)) {
    const name = rawName.toLowerCase();
    const value = name === 'value' ? raw : raw.trim();
    if (ATTR_VALUE_BREAKOUT.test(value) || SELF_CLOSING_TAG.test(value)) continue;
    if (isValidAttribute(tag, name, value)) kept[name] = value;
  }
  const target: RuleTarget = {
    nodeName: tag,
    getAttribute: (name) => kept[name] ?? null,
    setAttribute: (name, value) => void (kept[name] = value),
    removeAttribute: (name) => void delete kept[name],
  };
  applyElementRules(target);
  return kept;
}

const options: IOptions = {
  allowedTags,
  // Names were checked by sanitizeAttributes (transformTags runs first); this list only lets them through, plus
  // the `target` the link rule sets.
  allowedAttributes: { '*': [...allowedAttributeNames, ...(ALLOW_ARIA_ATTRIBUTES ? ['aria-*'] : [])], a: ['target'] },
  // URL values were checked against DOMPurify's rule above; sanitize-html's own scheme check stays on as a second
  // guard, with the same schemes.
  allowedSchemes: ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp', 'matrix'],
  allowedSchemesByTag: Object.fromEntries([...DATA_URI_TAGS].map((tag) => [tag, ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp', 'matrix', 'data']])),
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'poster', 'background', 'ping', 'xlink:href', 'longdesc', 'usemap', 'codebase'],
  allowProtocolRelative: true,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Removed elements whose text goes with them (DOMPurify keeps the content of other removed elements).
  nonTextTags: FORBID_CONTENTS.filter((tag) => !allowedTags.includes(tag)),
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: sanitizeAttributes(tagName.toLowerCase(), attribs) }),
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/** Sanitized HTML text under the allow-list, without a DOM. */
export function sanitizeWithoutDom(dirty: string): string {
  return sanitizeHtml(dirty, options);
}
