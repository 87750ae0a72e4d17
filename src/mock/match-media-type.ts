import { mediaTypeEssence } from '../http/media-type.js';
import type { MediaType } from '../model/index.js';

/** The declared media type a request's Content-Type falls under: the most specific one (exact, then `type/*`, then `*\/*`). */
export function matchMediaType(content: readonly MediaType[], contentType: string): MediaType | undefined {
  const essence = mediaTypeEssence(contentType);
  const type = essence.split('/')[0];
  const declared = content.map((m) => [m, mediaTypeEssence(m.mediaType)] as const);
  return (
    declared.find(([, d]) => d === essence)?.[0] ??
    declared.find(([, d]) => d === `${type}/*`)?.[0] ??
    declared.find(([, d]) => d === '*/*' || d === '*')?.[0]
  );
}
