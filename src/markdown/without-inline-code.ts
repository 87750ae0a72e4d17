/**
 * HTML without its event-handler and `style` attributes and its `<script>` and `<style>` elements, before the
 * browser parses it for the sanitizer. DOMPurify removes them anyway, but Chromium checks a page's
 * Content-Security-Policy for each inline handler and style as it parses them, even in an inert document: a
 * hostile description filled a strict site's violation reports, though nothing ran. Not the security boundary
 * (DOMPurify still is). One pass, linear in the text: descriptions run to megabytes.
 */
const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (char: string | undefined): boolean => char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';

/** Attributes the parse would check against the page's policy. */
const checked = (name: string): boolean => name.startsWith('on') || name === 'style';

export function withoutInlineCode(html: string): string {
  if (!html.includes('<')) return html;
  const lower = html.toLowerCase();
  const n = html.length;
  const out: string[] = [];
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    if (!isLetter(html.charCodeAt(lt + 1))) {
      out.push('<');
      i = lt + 1;
      continue;
    }
    let k = lt + 1;
    while (k < n && !isSpace(html[k]) && html[k] !== '>' && html[k] !== '/') k++;
    const name = lower.slice(lt + 1, k);
    const tag = [html.slice(lt, k)];
    while (k < n && html[k] !== '>') {
      if (isSpace(html[k]) || html[k] === '/') {
        tag.push(html[k]!);
        k++;
        continue;
      }
      const start = k;
      k++; // a name's first character may be anything but space, / and > (even =)
      while (k < n && !isSpace(html[k]) && html[k] !== '>' && html[k] !== '/' && html[k] !== '=') k++;
      const attribute = lower.slice(start, k);
      let end = k;
      let m = k;
      while (m < n && isSpace(html[m])) m++;
      if (html[m] === '=') {
        m++;
        while (m < n && isSpace(html[m])) m++;
        const quote = html[m];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, m + 1);
          m = close < 0 ? n : close + 1;
        } else {
          while (m < n && !isSpace(html[m]) && html[m] !== '>') m++;
        }
        end = m;
      }
      if (!checked(attribute)) tag.push(html.slice(start, end));
      k = end;
    }
    i = k < n ? k + 1 : n;
    if (name === 'script' || name === 'style') {
      const close = lower.indexOf(`</${name}`, i);
      const gt = close < 0 ? -1 : html.indexOf('>', close);
      i = gt < 0 ? n : gt + 1;
      continue;
    }
    out.push(tag.join(''), k < n ? '>' : '');
  }
  return out.join('');
}
