/**
 * A long text (a server URL, a method name) shortened for display: its start and end around an ellipsis. A
 * document may hold a multi-megabyte URL (a hostile `$self` becomes every server's base); laid out in full it froze
 * the page for seconds. What is sent, copied and linked stays the full text.
 */
export const DISPLAY_MAX = 400;

export function clipForDisplay(text: string, max = DISPLAY_MAX): string {
  if (text.length <= max) return text;
  const half = Math.floor((max - 1) / 2);
  return `${text.slice(0, half)}…${text.slice(-half)}`;
}

/** Longest line of a code sample shown whole; Copy still copies the sample as generated. */
export const SAMPLE_LINE_MAX = 2000;

/** A code sample for display: every line longer than SAMPLE_LINE_MAX clipped around an ellipsis. */
export function clipLongLines(text: string, max = SAMPLE_LINE_MAX): string {
  if (text.length <= max) return text;
  return text
    .split('\n')
    .map((line) => clipForDisplay(line, max))
    .join('\n');
}
