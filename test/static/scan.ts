/**
 * A parser's view of rendered output (htmlparser2, the parser sanitize-html uses, and a browser-like reading of
 * entities): the elements with their attributes, and every way spec text could run script in them.
 */
import { Parser } from 'htmlparser2';
import { Marked } from 'marked';
import { FILE_NOTE_SCRIPT_FILE } from '../../src/static/page/page-html.js';

export interface Element {
  tag: string;
  attrs: Record<string, string>;
  /** Names of the open ancestors, outermost first. */
  path: string[];
}

export function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const stack: string[] = [];
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        out.push({ tag: name, attrs, path: [...stack] });
        if (!VOID.has(name)) stack.push(name);
      },
      onclosetag(name) {
        const at = stack.lastIndexOf(name);
        if (at >= 0) stack.length = at;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

/** Text content of the whole document (entities decoded), tags removed. */
export function textOf(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (t) => (text += t) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return text;
}

const FORBIDDEN = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'style', 'svg', 'math', 'template', 'base', 'link', 'meta', 'noscript']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'cite', 'ping', 'srcset', 'codebase', 'longdesc'];

/** `javascript:`, `vbscript:` and `data:` (but an image's `data:` source) after a browser's cleanup of the value. */
function scriptUrl(tag: string, name: string, value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
  if (/^(javascript|vbscript|livescript):/.test(compact)) return true;
  return compact.startsWith('data:') && !(tag === 'img' && name === 'src' && /^data:(,|image\/(png|gif|jpeg|webp))/.test(compact));
}

/**
 * What could run script or escape the page's control: forbidden elements, event handlers, inline styles,
 * `srcdoc`, script and data URLs. `allowHead`: a whole page's own head elements (meta, link, style, one module
 * script with a src) are allowed there, and so is the element of the page's own file:// note script (a file of the site).
 */
/** The element of the site's file:// note script, from any page of the site. */
const OWN_NOTE_SCRIPT = new RegExp(`<script src="(?:\\.\\./)*${FILE_NOTE_SCRIPT_FILE.replace(/\./g, '\\.')}"></script>`, 'g');

export function scriptHazards(html: string, { allowHead = false } = {}): string[] {
  const problems: string[] = [];
  for (const el of elementsOf(allowHead ? html.replace(OWN_NOTE_SCRIPT, '') : html)) {
    const inHead = el.path.includes('head');
    const ownHead = allowHead && inHead && (['meta', 'link', 'style', 'title'].includes(el.tag) || (el.tag === 'script' && el.attrs.type === 'module' && el.attrs.src !== undefined && !el.attrs.src.includes(':')));
    if (FORBIDDEN.has(el.tag) && !ownHead) problems.push(`<${el.tag}>`);
    if (ownHead && el.tag === 'meta' && el.attrs['http-equiv']) problems.push('<meta http-equiv>');
    for (const [name, value] of Object.entries(el.attrs)) {
      if (name.startsWith('on')) problems.push(`<${el.tag} ${name}>`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction') problems.push(`<${el.tag} ${name}>`);
      if (URL_ATTRIBUTES.includes(name) && scriptUrl(el.tag, name, value)) problems.push(`<${el.tag} ${name}="${value.slice(0, 40)}">`);
    }
  }
  return problems;
}

/** Markdown as a renderer without any sanitizer would turn it into HTML (the worst reader of api.md). */
export function unsanitizedMarkdownHtml(markdown: string): string {
  return new Marked({ gfm: true }).parse(markdown, { async: false });
}

/** Every id in the document, with how often it occurs. */
export function idCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const el of elementsOf(html)) if (el.attrs.id !== undefined) counts.set(el.attrs.id, (counts.get(el.attrs.id) ?? 0) + 1);
  return counts;
}
