/** Where text wraps in the browser: the character that ends each line of an element's rendered text. */

/**
 * Each character of `root`'s text with the top of its line box (characters with no box are left out), and whether
 * white space without a box of its own followed it (a space that ends a line hangs, zero wide, in some engines).
 */
function charTops(root: Element): Array<{ ch: string; top: number; spaceAfter?: boolean }> {
  const out: Array<{ ch: string; top: number; spaceAfter?: boolean }> = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (rect && rect.width > 0) out.push({ ch: text[i]!, top: Math.round(rect.top) });
      else if (/\s/.test(text[i]!) && out.length > 0) out[out.length - 1]!.spaceAfter = true;
    }
  }
  return out;
}

/** The characters that end a line (the one before each line break, ' ' for a break at white space) in `root`. */
export function lineEnds(root: Element): string[] {
  const chars = charTops(root);
  // A break at white space: the space hangs at the end of the line (no box, or none wide) or opens the next one.
  return chars.slice(1).flatMap((c, i) => (c.top > chars[i]!.top ? [chars[i]!.spaceAfter || /\s/.test(c.ch) ? ' ' : chars[i]!.ch] : []));
}
