/** Where characters land on screen: whether a piece of text is laid out left to right, character by character. */

/** The text nodes of `el`, in text order. */
function textNodes(el: Element): Node[] {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const out: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node);
  return out;
}

/** The on-screen boxes of the visible characters of `nodes`, in text order. */
function charBoxes(nodes: Node[]): Array<{ ch: string; left: number; top: number }> {
  const out: Array<{ ch: string; left: number; top: number }> = [];
  const range = (nodes[0]?.ownerDocument ?? document).createRange();
  for (const node of nodes) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      if (/\s/.test(text[i]!)) continue;
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) out.push({ ch: text[i]!, left: rect.left, top: Math.round(rect.top) });
    }
  }
  return out;
}

/**
 * The characters of `el` that stand left of the one before them on the same line: empty when its text reads left
 * to right as written ("2024-02-01T09:00:00Z", "C#", "Query the dataset."), the misplaced ones otherwise.
 */
export function outOfLeftToRightOrder(el: Element): string[] {
  return misplaced(charBoxes(textNodes(el)), el.textContent);
}

/** As outOfLeftToRightOrder, for the text node of `el` that reads `text` (a name beside other text in a label). */
export function textOutOfLeftToRightOrder(el: Element, text: string): string[] {
  const node = textNodes(el).find((n) => n.textContent === text);
  if (!node) throw new Error(`no text "${text}" in ${el.outerHTML}`);
  return misplaced(charBoxes([node]), text);
}

function misplaced(boxes: Array<{ ch: string; left: number; top: number }>, text: string | null): string[] {
  if (boxes.length < 2) throw new Error(`too little text to judge: "${text}"`);
  return boxes.slice(1).flatMap((b, i) => (b.top === boxes[i]!.top && b.left < boxes[i]!.left - 0.5 ? [`${boxes[i]!.ch}${b.ch}`] : []));
}
