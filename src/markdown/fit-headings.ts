/**
 * Heading levels of a description placed below a heading of level `below`: its highest heading becomes
 * `below + 1`, and none goes more than one level deeper than the one before (an outline without gaps for screen
 * readers). Works on marked's tokens without importing marked: headings sit in the block tokens, blockquotes and
 * list items.
 */
interface HeadingToken {
  type: string;
  depth?: number;
  tokens?: HeadingToken[];
  items?: HeadingToken[];
}

function collectHeadings(tokens: readonly HeadingToken[], into: HeadingToken[]): void {
  for (const token of tokens) {
    if (token.type === 'heading') into.push(token);
    if (token.tokens) collectHeadings(token.tokens, into);
    if (token.items) collectHeadings(token.items, into);
  }
}

export function fitHeadings(tokens: readonly HeadingToken[], below: number): void {
  const headings: HeadingToken[] = [];
  collectHeadings(tokens, headings);
  if (headings.length === 0) return;
  const highest = Math.min(...headings.map((h) => h.depth ?? 1));
  let previous = below;
  for (const heading of headings) {
    const depth = Math.min(below + 1 + (heading.depth ?? 1) - highest, previous + 1, 6);
    heading.depth = depth;
    previous = depth;
  }
}
