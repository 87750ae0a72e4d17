import type { SpecTypeValue } from '../../model/index.js';
import type { FormatDetector } from '../registry.js';

/** SDL starts (after comments and descriptions) with a definition keyword followed by a name or `{`. */
const SDL_START = /^(?:extend\s+)?(?:schema|type|interface|union|enum|input|scalar|directive)(?:\s+[_A-Za-z@]|\s*\{)/;

/** GraphQL SDL text, or an introspection result: raw `{"__schema": …}` or wrapped `{"data": {"__schema": …}}`. */
export function detectGraphql(doc: unknown): SpecTypeValue | undefined {
  if (typeof doc === 'string') return looksLikeSdl(doc) ? 'graphql' : undefined;
  return introspectionSchema(doc) !== undefined || hasIntrospectionErrors(doc) ? 'graphql' : undefined;
}

function looksLikeSdl(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .replace(/"""[\s\S]*?"""/g, ' ')
    .replace(/"(?:[^"\\\n]|\\.)*"/g, ' ')
    .replace(/#[^\n]*/g, ' ')
    .trimStart();
  return SDL_START.test(head);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `__schema` object of either introspection shape, or undefined. */
export function introspectionSchema(doc: unknown): Record<string, unknown> | undefined {
  if (!isRecord(doc)) return undefined;
  if (isRecord(doc['__schema'])) return doc['__schema'];
  const data = doc['data'];
  return isRecord(data) && isRecord(data['__schema']) ? data['__schema'] : undefined;
}

/** `{"errors": [...]}` with a `data` key: a failed introspection query, still recognisably GraphQL. */
function hasIntrospectionErrors(doc: unknown): boolean {
  return isRecord(doc) && Array.isArray(doc['errors']) && 'data' in doc && Object.keys(doc).every((k) => ['data', 'errors', 'extensions'].includes(k));
}

/** GraphQL's detection for the loader and `detectSpecType`: SDL text, or introspection JSON as text or data. */
export const graphqlDetector: FormatDetector = {
  text(text) {
    const trimmed = text.trimStart();
    // Introspection JSON: `__schema` may sit beyond the head when `data` wraps it, so the whole text is tested.
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      const at = text.search(/"__schema"\s*:/);
      return at < 0 ? undefined : { type: 'graphql', at };
    }
    return detectGraphql(text) ? { type: 'graphql', at: 0 } : undefined;
  },
  document: detectGraphql,
  unsupported: () => undefined,
};
