/**
 * A section's cards render a page at a time: its first page with the section, each further page once the reader
 * nears the spacer that stands for the rest. A section of 468 operations (Stripe's description has no tags, so
 * one section holds them all) otherwise renders 468 placeholders with the page.
 */
export const CARDS_PER_PAGE = 40;

/** The render key of the page of `sectionKey` that starts at entry `start`. */
export function pageKey(sectionKey: string, start: number): string {
  return `${sectionKey}@${start}`;
}

/** How many entries of a section of `total` to render: the first page and each further page that was asked for. */
export function shownEntries(sectionKey: string, total: number, rendered: ReadonlySet<string>): number {
  let shown = Math.min(total, CARDS_PER_PAGE);
  while (shown < total && rendered.has(pageKey(sectionKey, shown))) shown = Math.min(total, shown + CARDS_PER_PAGE);
  return shown;
}

/** The render keys that show entry `index` of a section: the section's, then each page up to the one holding it. */
export function keysUpTo(sectionKey: string, index: number): string[] {
  const keys = [sectionKey];
  for (let start = CARDS_PER_PAGE; start <= index; start += CARDS_PER_PAGE) keys.push(pageKey(sectionKey, start));
  return keys;
}
