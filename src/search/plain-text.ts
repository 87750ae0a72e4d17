/**
 * Markdown as indexable words, without rendering it: link targets, HTML tags, emphasis and fence markers go,
 * the words stay. Capped, so one huge description cannot bloat the index.
 */
const MAX_CHARS = 600;

export function plainText(markdown: string | undefined, maxChars = MAX_CHARS): string {
  if (!markdown) return '';
  return markdown
    .slice(0, maxChars * 2)
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]{0,200}>/g, ' ')
    .replace(/[*_`#>|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxChars);
}
