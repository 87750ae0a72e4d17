/**
 * MANIFEST.md counts operations "as written under paths". A path item that is a local `$ref`
 * (oas30-server-path-level.yaml) really has its target's operations, which the model lists, so tests add them.
 */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function resolvePointer(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

export function operationsBehindPathItemRefs(doc: unknown): number {
  const paths = (doc as { paths?: Record<string, unknown> } | undefined)?.paths ?? {};
  let count = 0;
  for (const item of Object.values(paths)) {
    const ref = (item as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) continue;
    const target = resolvePointer(doc, ref.slice(1));
    if (target && typeof target === 'object') count += Object.keys(target).filter((k) => METHODS.has(k)).length;
  }
  return count;
}
