/**
 * Response bodies made readable: JSON re-indented, XML indented, everything else (HTML included) left as text.
 * JSON is re-indented textually rather than through JSON.parse/stringify, so big integers and number spellings
 * (1.0, 1e3) are shown exactly as the server sent them.
 */
import { isJsonMediaType, isXmlMediaType, mediaTypeEssence } from '../http/media-type.js';

export interface PrettyBody {
  text: string;
  /** highlight.js language of the text. */
  language: 'json' | 'xml' | 'plaintext';
}

/** Beyond this, bodies are shown as received: formatting megabytes would freeze the page. */
const MAX_PRETTY_CHARS = 2_000_000;

export function prettyBody(text: string, contentType: string): PrettyBody {
  const type = mediaTypeEssence(contentType);
  const looksJson = isJsonMediaType(type) || (type === '' && /^\s*[[{]/.test(text));
  if (looksJson) {
    if (text.length > MAX_PRETTY_CHARS) return { text, language: 'json' };
    return { text: reindentJson(text) ?? text, language: 'json' };
  }
  if (isXmlMediaType(type)) {
    if (text.length > MAX_PRETTY_CHARS) return { text, language: 'xml' };
    return { text: indentXml(text) ?? text, language: 'xml' };
  }
  return { text, language: 'plaintext' };
}

/** Valid JSON re-indented with two spaces; undefined when the text is not JSON. */
export function reindentJson(text: string): string | undefined {
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  let out = '';
  let depth = 0;
  const newline = () => `\n${'  '.repeat(depth)}`;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      const next = nextNonSpace(text, i + 1);
      if (text[next] === close) {
        out += c + close;
        i = next;
      } else {
        depth++;
        out += c + newline();
      }
    } else if (c === '}' || c === ']') {
      depth--;
      out += newline() + c;
    } else if (c === ',') {
      out += `,${newline()}`;
    } else if (c === ':') {
      out += ': ';
    } else if (!/\s/.test(c)) {
      out += c;
    }
  }
  return out;
}

function nextNonSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return i;
}

/**
 * XML indented one element per line; an element holding only text stays on one line. Comments, CDATA,
 * processing instructions and doctypes are kept verbatim. Undefined when the tags do not balance.
 */
export function indentXml(text: string): string | undefined {
  const tokens = text.match(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<[^>]+>|[^<]+/g);
  if (!tokens) return undefined;
  const lines: string[] = [];
  let depth = 0;
  const pad = () => '  '.repeat(depth);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.startsWith('</')) {
      depth--;
      if (depth < 0) return undefined;
      lines.push(pad() + token);
    } else if (/^<[^!?/]/.test(token) && !token.endsWith('/>')) {
      const text = tokens[i + 1];
      const close = tokens[i + 2];
      if (text !== undefined && !text.startsWith('<') && close?.startsWith('</')) {
        lines.push(pad() + token + text.trim() + close);
        i += 2;
      } else {
        lines.push(pad() + token);
        depth++;
      }
    } else if (token.startsWith('<')) {
      lines.push(pad() + token);
    } else if (token.trim() !== '') {
      lines.push(pad() + token.trim());
    }
  }
  return depth === 0 ? lines.join('\n') : undefined;
}
