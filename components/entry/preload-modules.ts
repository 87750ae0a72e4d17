/**
 * Hints module chunks (paths relative to the entry, listed by the build) as `<link rel="modulepreload">`, so they
 * download together instead of one import level after another. Returns the links, for their owner to remove.
 */
export function preloadModules(chunks: readonly string[]): HTMLLinkElement[] {
  if (typeof document === 'undefined' || !document.head) return [];
  return chunks.map((chunk) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(chunk, import.meta.url).href;
    document.head.append(link);
    return link;
  });
}
