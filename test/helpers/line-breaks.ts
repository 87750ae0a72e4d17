/** Where text wraps in the browser: the character that ends each line of an element's rendered text. */

/** Each character of `root`'s text with the top of its line box (characters with no box are left out). */
function charTops(root: Element): Array<{ ch: string; top: number }> {
  const out: Array<{ ch: string; top: number }> = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (rect && rect.width > 0) out.push({ ch: text[i]!, top: Math.round(rect.top) });
    }
  }
  return out;
}

/** The characters that end a line (the one before each line break) in `root`. */
export function lineEnds(root: Element): string[] {
  const chars = charTops(root);
  return chars.slice(1).flatMap((c, i) => (c.top > chars[i]!.top ? [chars[i]!.ch] : []));
}
