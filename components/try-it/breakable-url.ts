/** A URL that wraps only after `/`, `?` and `&`, never inside a path segment or a query value. */
import { html } from 'lit';

/**
 * `url` as one `.url-part` per piece ending in `/`, `?` or `&`. Styled `display: inline-block`, each piece wraps
 * as a whole (lines break between pieces, not at the `-` or `.` inside one); a piece wider than the line still
 * wraps inside itself rather than overflow.
 */
export function breakableUrl(url: string): unknown {
  return url.split(/(?<=[/?&])(?!\/)/).map((part) => html`<span class="url-part">${part}</span>`);
}
