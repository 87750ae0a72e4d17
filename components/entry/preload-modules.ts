/**
 * Hints module chunks (paths relative to the entry, listed by the build) as `<link rel="modulepreload">`, so they
 * download together instead of one import level after another. Returns the links, for their owner to remove.
 */
export function preloadModules(chunks: readonly string[]): HTMLLinkElement[] {
  if (typeof document === 'undefined' || !document.head) return [];
  // Resolved against a variable: `new URL(name, import.meta.url)` is the pattern by which webpack and Vite find
  // assets to emit, and a name computed at run time is one they cannot (webpack warns "Critical dependency").
  // The bundlers' build lists no chunks anyway: a bundler renames them.
  const base = import.meta.url;
  return chunks.map((chunk) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(chunk, base).href;
    document.head.append(link);
    return link;
  });
}
